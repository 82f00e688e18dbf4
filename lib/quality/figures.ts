import { formatRupees } from "@/lib/format";
import { realFigures, sum, type FigureInput } from "./figure-input";
import { makeCheck, shareScore, type CheckResult } from "./types";

const rupees = (value: number) => formatRupees(value, "en");

/** Phase budgets (93 + 35 + 35 lakh) add up to the stated total (₹1.63 Cr). */
export function phaseBudgetSum(input: FigureInput = realFigures): CheckResult {
  const total = sum(input.phases.map((p) => p.budget));
  const parts = input.phases.map((p) => rupees(p.budget)).join(" + ");
  const ok = total === input.total;
  return makeCheck({
    category: "Figures",
    test: "Phase budgets add up to the total investment",
    status: ok ? "pass" : "fail",
    details: `${parts} = ${rupees(total)}; stated total ${rupees(input.total)}${ok ? "." : `, off by ${rupees(Math.abs(total - input.total))}.`}`,
    critical: true,
    fix: ok ? undefined : "Make the phase budgets in content/budget.ts add up to TOTAL_INVESTMENT.",
  });
}

/** Per-person investment = total over population, as the spec states it (₹9,071). */
export function perPersonCost(input: FigureInput = realFigures): CheckResult {
  const derived = Math.round(input.total / input.population);
  const ok = derived === input.specPerPerson;
  return makeCheck({
    category: "Figures",
    test: "Per-person investment equals total over population",
    status: ok ? "pass" : "fail",
    details: `${rupees(input.total)} / ${input.population} people = ${rupees(derived)}; the specification states ${rupees(input.specPerPerson)}.`,
    critical: true,
    fix: ok
      ? undefined
      : "Check TOTAL_INVESTMENT and the village population against the per-person figure.",
  });
}

/** The per-person breakdown (connectivity, healthcare, ...) adds up to the per-person figure. */
export function perPersonBreakdownSum(input: FigureInput = realFigures): CheckResult {
  const perPerson = Math.round(input.total / input.population);
  const total = sum(input.perPersonBreakdown.map((b) => b.rupees));
  const ok = total === perPerson;
  return makeCheck({
    category: "Figures",
    test: "Per-person breakdown adds up to the per-person investment",
    status: ok ? "pass" : "fail",
    details: `${input.perPersonBreakdown.length} lines sum to ${rupees(total)}; per-person investment ${rupees(perPerson)}${ok ? "." : `, off by ${rupees(Math.abs(total - perPerson))}.`}`,
    critical: true,
    fix: ok
      ? undefined
      : "Make perPersonBreakdown in content/budget.ts add up to the per-person investment.",
  });
}

/** Each tier's 80G tax benefit is the same share of its amount (52%). */
export function tierTaxBenefit(input: FigureInput = realFigures): CheckResult {
  const wrong = input.tiers.filter(
    (t) => t.taxBenefit !== Math.round((t.amount * input.taxBenefitPercent) / 100),
  );
  const shown = input.tiers.map((t) => `${t.title} ${rupees(t.taxBenefit)} of ${rupees(t.amount)}`);
  return makeCheck({
    category: "Figures",
    test: `Tier tax benefits are ${input.taxBenefitPercent}% of the amount`,
    status: wrong.length === 0 ? "pass" : "fail",
    score: shareScore(input.tiers.length - wrong.length, input.tiers.length),
    details: `${shown.join("; ")}.${wrong.length ? ` Not ${input.taxBenefitPercent}%: ${wrong.map((t) => t.title).join(", ")}.` : ""}`,
    critical: true,
    fix: wrong.length
      ? `Correct the tax benefit of ${wrong.map((t) => t.title).join(", ")} in content/investment/index.ts.`
      : undefined,
  });
}

/**
 * Reach scales with the amount: each tier reaches what the largest tier's rate gives for its
 * amount, give or take the rounding to whole people (37 villagers for ₹25,000, not 37.5).
 */
export function tierReach(input: FigureInput = realFigures): CheckResult {
  const top = input.tiers.reduce<FigureInput["tiers"][number] | undefined>(
    (a, b) => (a && a.amount >= b.amount ? a : b),
    undefined,
  );
  if (!top) {
    return makeCheck({
      category: "Figures",
      test: "Tier reach scales with the amount",
      status: "fail",
      details: "No investment tiers to compare.",
      critical: true,
      fix: "Restore the investment tiers in content/investment/index.ts.",
    });
  }
  const off = (have: number, topHave: number, amount: number) =>
    Math.abs(have - (topHave * amount) / top.amount) >= 1;
  const wrong = input.tiers.filter(
    (t) =>
      off(t.beneficiaries, top.beneficiaries, t.amount) || off(t.families, top.families, t.amount),
  );
  const shown = input.tiers.map(
    (t) =>
      `${t.title}: ${t.beneficiaries} villagers, ${t.families} families for ${rupees(t.amount)}`,
  );
  return makeCheck({
    category: "Figures",
    test: "Tier reach scales with the amount",
    status: wrong.length === 0 ? "pass" : "fail",
    score: shareScore(input.tiers.length - wrong.length, input.tiers.length),
    details: `${shown.join("; ")}.${wrong.length ? ` Out of proportion: ${wrong.map((t) => t.title).join(", ")}.` : " Within rounding of one person."}`,
    critical: true,
    fix: wrong.length
      ? `Recompute the reach of ${wrong.map((t) => t.title).join(", ")} in content/investment/index.ts.`
      : undefined,
  });
}

export function figureChecks(input: FigureInput = realFigures): CheckResult[] {
  return [phaseBudgetSum, perPersonCost, perPersonBreakdownSum, tierTaxBenefit, tierReach].map(
    (check) => check(input),
  );
}
