import { z } from "zod";
import { pilotPlan } from "@/content/pilot-plan";
import { LAKH } from "@/lib/format";
import { village } from "@/content/village";
import { local, type FigureMeasures } from "@/content/figures/measures";

/**
 * The programme budget (spec §9 'Project and budget'). The specification gives several readings
 * that disagree; each is its own named constant, with where it is shown. None is 'fixed' into
 * another: the quality report compares them.
 */

/** ₹1.63 crore: the transparency hub, progress dashboard and implementation timeline. */
export const TOTAL_INVESTMENT = 1_63_00_000;

/** "About 1.2 Cr": the spec says one page gives this reading, without naming the page. */
export const TOTAL_INVESTMENT_ABOUT = 1_20_00_000;

/** The ₹1.29 Cr total on the dashboard's overview card. */
export const OVERVIEW_CARD_TOTAL = 1_29_00_000;

/** Per-person cost stated on the water line of the breakdown and as the scaling cost per person. */
export const PER_PERSON_SCALING = 668;

/** Cost contingency reserve, percent. */
export const CONTINGENCY_PERCENT = 10;

/** Marketing claim "247 families invested" (nothing has been raised: the programme has not started). */
export const FAMILIES_INVESTED_CLAIM = 247;

export const programme = {
  months: 36,
  years: 3,
  /** First and last month, ISO; pages format them per language (lib/format formatMonth). */
  start: pilotPlan.start,
  end: pilotPlan.end,
  /** The quarter work is planned to start in; the stage itself is the village's status.json. */
  launch: pilotPlan.launch,
  /** The monthly accounts start in January 2025, as the specification's table does (spec §2). */
  accountsFrom: pilotPlan.accountsFrom,
  /** Which phase each milestone belongs to. */
  milestones: pilotPlan.milestones,
};

/** The plan's total and its length, as the sections that state both show them (with their notes). */
export const planTotalAndLength = [
  { measure: "investment.total", shown: TOTAL_INVESTMENT },
  { measure: "plan.months", shown: programme.months },
] as const;

/** The key figures along the bottom of every page's share card: the budget, villagers and months. */
export const shareCardFacts = {
  budget: TOTAL_INVESTMENT,
  population: village.population.total,
  months: programme.months,
};

/** A month as content writes it: "2025-10". Pages format it per language (lib/format). */
export const isoMonthSchema = z.string().regex(/^20\d\d-(0[1-9]|1[0-2])$/);

/** "2025-10" (or a day, "2025-10-14") → "Q4 2025". */
export function quarterOf(month: string): string {
  return `Q${Math.ceil(Number(month.slice(5, 7)) / 3)} ${month.slice(0, 4)}`;
}

/** "Q4 2025" → its first and last month, { from: "2025-10", to: "2025-12" }. */
export function quarterMonths(quarter: string): { from: string; to: string } {
  const match = /^Q([1-4]) (\d{4})$/.exec(quarter);
  if (!match) throw new Error(`"${quarter}" is not a quarter such as Q4 2025`);
  const last = Number(match[1]) * 3;
  const month = (m: number) => `${match[2]}-${String(m).padStart(2, "0")}`;
  return { from: month(last - 2), to: month(last) };
}

/** A span of months, first and last, each included. */
export const monthSpanSchema = z
  .object({ from: isoMonthSchema, to: isoMonthSchema })
  .refine((s) => s.from <= s.to, "a span must not end before it starts");

/** How many months a span covers, both ends included: Oct 2026 - Dec 2027 is 15. */
export function monthsInSpan(span: z.infer<typeof monthSpanSchema>): number {
  const index = (iso: string) => Number(iso.slice(0, 4)) * 12 + Number(iso.slice(5, 7));
  return index(span.to) - index(span.from) + 1;
}

export const phaseSchema = z
  .object({
    id: z.enum(["phase1", "phase2", "phase3"]),
    name: z.string(),
    budget: z.number().positive(),
    period: monthSpanSchema,
    /** Months as shown on the pages. */
    months: z.number().int().positive(),
  })
  .refine((p) => p.months === monthsInSpan(p.period), "months must match the period");
export type BudgetPhase = z.infer<typeof phaseSchema>;

/** The English names of the phases; the pages word them per language by id. */
const phaseNames = { phase1: "Foundation", phase2: "Expansion", phase3: "Completion" } as const;

/** Phase budgets on the transparency, dashboard and timeline pages: 93 + 35 + 35 lakh. */
export const phases: BudgetPhase[] = z
  .array(phaseSchema)
  .length(3)
  .parse(
    pilotPlan.phases.map((p) => ({
      id: p.id,
      name: phaseNames[p.id],
      budget: p.budget,
      period: { from: p.from, to: p.to },
      months: monthsInSpan(p),
    })),
  );

/** Year budgets on the home page and the overview: 48.7, 23.5 and 21 lakh. */
export const YEAR_BUDGETS_HOME = [48.7 * LAKH, 23.5 * LAKH, 21 * LAKH] as const;

/** Investment by age group (framework page): children, adults, seniors. */
export const AGE_GROUP_INVESTMENT = [35 * LAKH, 95 * LAKH, 13 * LAKH] as const;

/** Sum of the three phase budgets. */
export function phaseTotal(): number {
  return phases.reduce((sum, p) => sum + p.budget, 0);
}

/** A phase's share of the total, rounded down as the pages show it (57%, 21%, 21%). */
/** A phase's place in the plan: 1, 2 or 3. */
export function phaseNumber(id: BudgetPhase["id"]): number {
  return phases.findIndex((p) => p.id === id) + 1;
}

export function phaseShare(phase: BudgetPhase): number {
  return Math.floor((phase.budget / TOTAL_INVESTMENT) * 100);
}

/** ₹9,071: the total over the village population, rounded to the rupee. */
export function perPersonInvestment(): number {
  return Math.round(TOTAL_INVESTMENT / village.population.total);
}

/**
 * Income goals (spec §9 'Project and budget'): household income from the baseline's ₹8,000 to
 * ₹32,000 a month, recovery in 18 months, community income ₹2.74 Cr a year now and ₹10.95 Cr
 * projected. Shown on the transparency hub's ROI projections.
 */
export const INCOME_TARGET = {
  monthlyHousehold: 32_000,
  recoveryMonths: 18,
  communityNow: 2_74_00_000,
  communityProjected: 10_95_00_000,
} as const;

/** How many times today's household income the target is: ₹8,000 → ₹32,000 is 4x. */
export const INCOME_MULTIPLE =
  INCOME_TARGET.monthlyHousehold / village.economic.averageMonthlyIncome;
/** The same goal as growth: +300%. */
export const INCOME_GROWTH_PERCENT = (INCOME_MULTIPLE - 1) * 100;

/**
 * What each number this module exports measures, by its path: the figure walk reads it
 * (content/figures/walk.ts; content/figures/measures.ts says how a rule reads).
 */
export const figureMeasures: FigureMeasures = [
  // The plan's money and time.
  ["TOTAL_INVESTMENT", "investment.total"],
  ["TOTAL_INVESTMENT_ABOUT", "investment.total"],
  ["OVERVIEW_CARD_TOTAL", "investment.total"],
  ["AGE_GROUP_INVESTMENT[*]", local],
  ["YEAR_BUDGETS_HOME[*]", local],
  ["phases[*].budget", "phase.{id}.budget"],
  ["phases[*].months", "phase.{id}.months"],
  ["programme.months", "plan.months"],
  ["programme.years", "plan.years"],
  ["planTotalAndLength[0].shown", "investment.total"],
  ["planTotalAndLength[1].shown", "plan.months"],
  ["shareCardFacts.budget", "investment.total"],
  ["shareCardFacts.population", "population.total"],
  ["shareCardFacts.months", "plan.months"],
  ["CONTINGENCY_PERCENT", "plan.contingencyPercent"],
  ["FAMILIES_INVESTED_CLAIM", "funds.families"],
  ["INCOME_GROWTH_PERCENT", "income.growthPercent"],
  ["INCOME_MULTIPLE", "income.multiple"],
  ["INCOME_TARGET.communityNow", "income.communityNow"],
  ["INCOME_TARGET.communityProjected", "income.communityProjected"],
  ["INCOME_TARGET.monthlyHousehold", "income.target"],
  ["INCOME_TARGET.recoveryMonths", "income.recoveryMonths"],
  ["PER_PERSON_SCALING", "investment.perPersonAtScale"],
];
