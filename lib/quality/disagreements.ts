import { FULL_SCORE, WARNING_SCORE } from "@/content/quality";
import { formatRupees } from "@/lib/format";
import { realFigures, sum, type FigureInput } from "./figure-input";
import { makeCheck, type CheckResult } from "./types";

/**
 * Readings the specification gives differently. Each is kept and shown as stated; the report
 * compares every pair and reports the gap as a warning, so the disagreement is never hidden.
 */
interface Reading {
  label: string;
  value: number;
}

interface Comparison {
  test: string;
  a: Reading;
  b: Reading;
  /** How a gap is written: rupees, kilometres or people. */
  unit: (value: number) => string;
  /** A fuller gap text when a plain difference says too little. */
  gap?: string;
  /** When the readings count as agreeing; equal values by default. */
  agrees?: boolean;
  fix: string;
}

const rupees = (value: number) => formatRupees(value, "en");
const people = (unit: string) => (value: number) => `${value} ${unit}`;

export function compareReadings({ test, a, b, unit, gap, agrees, fix }: Comparison): CheckResult {
  const agree = agrees ?? a.value === b.value;
  const stated = `${a.label}: ${unit(a.value)}; ${b.label}: ${unit(b.value)}`;
  return makeCheck({
    category: "Figures",
    test,
    status: agree ? "pass" : "warning",
    score: agree ? FULL_SCORE : WARNING_SCORE,
    details: agree
      ? `${stated}. They agree.`
      : `${stated}. Gap ${gap ?? unit(Math.abs(a.value - b.value))}; both readings are kept as the specification gives them.`,
    critical: false,
    fix: agree ? undefined : fix,
  });
}

/** Nearest and farthest gap between a range (3-5 km) and one reading (50 km): "45-47 km". */
function rangeGap(range: { min: number; max: number }, value: number): string {
  const ends = [Math.abs(value - range.min), Math.abs(value - range.max)].sort((x, y) => x - y);
  return ends[0] === ends[1] ? `${ends[0]} km` : `${ends[0]}-${ends[1]} km`;
}

const total = (input: FigureInput): Reading => ({ label: "Total investment", value: input.total });

export function disagreementChecks(input: FigureInput = realFigures): CheckResult[] {
  const km = input.healthcareKmHome;
  const smallestTier = Math.min(...input.tiers.map((t) => t.amount));
  const claimedAtLeast = input.familiesInvestedClaim * smallestTier;
  return [
    compareReadings({
      test: "Total investment vs 'about 1.2 Cr'",
      a: total(input),
      b: { label: "'About' reading", value: input.totalAbout },
      unit: rupees,
      fix: "Decide which total investment is current (₹1.63 Cr or about ₹1.2 Cr) and retire the other reading.",
    }),
    compareReadings({
      test: "Total investment vs the 1.29 Cr overview card",
      a: total(input),
      b: { label: "Dashboard overview card", value: input.overviewCard },
      unit: rupees,
      fix: "Align the dashboard's ₹1.29 Cr overview card with the ₹1.63 Cr total, or explain the difference on the card.",
    }),
    compareReadings({
      test: "Year budgets (home) vs phase budgets",
      a: {
        label: `Phase budgets (${input.phases.map((p) => rupees(p.budget)).join(" + ")})`,
        value: sum(input.phases.map((p) => p.budget)),
      },
      b: {
        label: `Year budgets on the home page (${input.yearBudgets.map(rupees).join(" + ")})`,
        value: sum(input.yearBudgets),
      },
      unit: rupees,
      fix: "Reconcile the home page's year budgets (48.7 / 23.5 / 21 lakh) with the 93 / 35 / 35 lakh phase budgets.",
    }),
    compareReadings({
      test: "Transparency category list vs total",
      a: total(input),
      b: {
        label: `${input.categories.length} transparency categories`,
        value: sum(input.categories.map((c) => c.budgeted)),
      },
      unit: rupees,
      fix: "Add the missing budget lines to the transparency hub's category list, or state what the total also covers.",
    }),
    compareReadings({
      test: "Dashboard category split vs total",
      a: total(input),
      b: {
        label: `${input.split.length} dashboard categories (${sum(input.split.map((c) => c.percent))}% stated)`,
        value: sum(input.split.map((c) => c.amount)),
      },
      unit: rupees,
      fix: "Make the dashboard's category split add up to the total investment.",
    }),
    compareReadings({
      test: "Age-group investment vs total",
      a: total(input),
      b: { label: "Age-group investment (framework page)", value: sum(input.ageGroupInvestment) },
      unit: rupees,
      fix: "Reconcile the framework page's age-group investment (35 + 95 + 13 lakh) with the total.",
    }),
    compareReadings({
      test: "Distance to healthcare",
      a: { label: "Home page", value: km.max },
      b: { label: "Baseline data", value: input.healthcareKmBaseline },
      unit: (v) => (v === km.max && km.min !== km.max ? `${km.min}-${km.max} km` : `${v} km`),
      gap: rangeGap(km, input.healthcareKmBaseline),
      agrees: input.healthcareKmBaseline >= km.min && input.healthcareKmBaseline <= km.max,
      fix: "Confirm the distance to the nearest healthcare facility (3-5 km on the home page, 50 km in the baseline).",
    }),
    compareReadings({
      test: "Children: home page vs baseline",
      a: { label: "Home page", value: input.homePageChildren },
      b: { label: "Baseline population", value: input.children },
      unit: people("children"),
      fix: "Confirm the number of children (460 on the home page, 540 in the baseline).",
    }),
    compareReadings({
      test: "'247 families invested' claim vs funds raised",
      a: {
        label: `${input.familiesInvestedClaim} families at the smallest tier (${rupees(smallestTier)})`,
        value: claimedAtLeast,
      },
      b: { label: "Funds raised", value: input.fundsRaised },
      unit: rupees,
      agrees: input.fundsRaised >= claimedAtLeast,
      fix: "Retire the '247 families invested' claim: nothing has been raised yet.",
    }),
  ];
}
