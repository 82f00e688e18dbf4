import { investmentTiers } from "@/content/investment";
import { formatNumber, formatPercent, formatRupees } from "@/lib/format";
import type { MessageKey, MessageValues, Translate } from "@/lib/messages";
import { realFigures, sum, type FigureInput } from "./figure-input";
import { translatedCheck } from "./localize";
import { shareScore, type CheckResult } from "./types";
import { WARNING_SCORE } from "@/content/quality";

const k = "quality-report.figures" as const;
type Tier = FigureInput["tiers"][number];

/** A tier's name in `t`'s language (`investment.tier.<key>`); a tier the site lacks keeps its title. */
function tierName(tier: Tier, t: Translate): string {
  const key = investmentTiers.find((known) => known.title === tier.title)?.key;
  return key ? t(`investment.tier.${key}`) : tier.title;
}

const tierNames = (tiers: readonly Tier[], t: Translate) =>
  tiers.map((tier) => tierName(tier, t)).join(", ");

/** Each tier as `key` says it, by name and with `values`, in one list. */
function tierList(
  tiers: readonly Tier[],
  t: Translate,
  key: `${typeof k}.${"taxBenefit" | "reach"}.tier`,
  values: (tier: Tier) => MessageValues,
): string {
  return tiers.map((tier) => t(key, { tier: tierName(tier, t), ...values(tier) })).join("; ");
}

/** Phase budgets (93 + 35 + 35 lakh) add up to the stated total (₹1.63 Cr). */
export function phaseBudgetSum(input: FigureInput = realFigures): CheckResult {
  const total = sum(input.phases.map((p) => p.budget));
  const ok = total === input.total;
  return translatedCheck({
    category: "Figures",
    status: ok ? "pass" : "fail",
    critical: true,
    words: (t) => {
      const rupees = (value: number) => formatRupees(value, t.lang);
      const values = {
        parts: input.phases.map((p) => rupees(p.budget)).join(" + "),
        sum: rupees(total),
        total: rupees(input.total),
        gap: rupees(Math.abs(total - input.total)),
      };
      return {
        test: t(`${k}.phaseSum.test`),
        details: t(ok ? `${k}.phaseSum.details` : `${k}.phaseSum.detailsOff`, values),
        fix: ok ? undefined : t(`${k}.phaseSum.fix`),
      };
    },
  });
}

/** Per-person investment = total over population, as the spec states it (₹9,071). */
export function perPersonCost(input: FigureInput = realFigures): CheckResult {
  const derived = Math.round(input.total / input.population);
  const ok = derived === input.specPerPerson;
  return translatedCheck({
    category: "Figures",
    status: ok ? "pass" : "fail",
    critical: true,
    words: (t) => ({
      test: t(`${k}.perPerson.test`),
      details: t(`${k}.perPerson.details`, {
        total: formatRupees(input.total, t.lang),
        population: formatNumber(input.population, t.lang),
        derived: formatRupees(derived, t.lang),
        stated: formatRupees(input.specPerPerson, t.lang),
      }),
      fix: ok ? undefined : t(`${k}.perPerson.fix`),
    }),
  });
}

/** The per-person breakdown (connectivity, healthcare, ...) adds up to the per-person figure. */
export function perPersonBreakdownSum(input: FigureInput = realFigures): CheckResult {
  const perPerson = Math.round(input.total / input.population);
  const total = sum(input.perPersonBreakdown.map((b) => b.rupees));
  const ok = total === perPerson;
  return translatedCheck({
    category: "Figures",
    status: ok ? "pass" : "fail",
    critical: true,
    words: (t) => ({
      test: t(`${k}.breakdown.test`),
      details: t(ok ? `${k}.breakdown.details` : `${k}.breakdown.detailsOff`, {
        lines: input.perPersonBreakdown.length,
        sum: formatRupees(total, t.lang),
        perPerson: formatRupees(perPerson, t.lang),
        gap: formatRupees(Math.abs(total - perPerson), t.lang),
      }),
      fix: ok ? undefined : t(`${k}.breakdown.fix`),
    }),
  });
}

/**
 * Each tier's 80G tax benefit is the same share of its amount (52%): a tier that differs fails.
 * The share is the plan's own, but above what 80G can give (the top marginal rate, about 42.7%,
 * on at most all of the gift): a warning with the arithmetic, never a pass.
 */
export function tierTaxBenefit(input: FigureInput = realFigures): CheckResult {
  const wrong = input.tiers.filter(
    (t) => t.taxBenefit !== Math.round((t.amount * input.taxBenefitPercent) / 100),
  );
  const [half, full] = input.taxCeiling.deductiblePercents;
  const ceilingPercent = (input.taxCeiling.ratePercent * full) / 100;
  const above = input.taxBenefitPercent > ceilingPercent;
  const first = input.tiers[0];
  const status = wrong.length > 0 ? "fail" : above ? "warning" : "pass";
  return translatedCheck({
    category: "Figures",
    status,
    score:
      status === "warning"
        ? WARNING_SCORE
        : shareScore(input.tiers.length - wrong.length, input.tiers.length),
    critical: wrong.length > 0,
    words: (t) => {
      const tiers = tierList(input.tiers, t, `${k}.taxBenefit.tier`, (tier) => ({
        benefit: formatRupees(tier.taxBenefit, t.lang),
        amount: formatRupees(tier.amount, t.lang),
      }));
      const values = {
        tiers,
        percent: formatPercent(input.taxBenefitPercent, t.lang),
        wrong: tierNames(wrong, t),
        rate: formatPercent(input.taxCeiling.ratePercent, t.lang, 1),
        half: formatPercent(half, t.lang),
        full: formatPercent(full, t.lang),
        benefit: formatRupees(first?.taxBenefit ?? 0, t.lang),
        gift: formatRupees(first?.amount ?? 0, t.lang),
        max: formatRupees(Math.round(((first?.amount ?? 0) * ceilingPercent) / 100), t.lang),
      };
      const details: MessageKey =
        status === "fail"
          ? `${k}.taxBenefit.detailsOff`
          : status === "warning"
            ? `${k}.taxBenefit.ceiling`
            : `${k}.taxBenefit.details`;
      return {
        test: t(`${k}.taxBenefit.test`, values),
        details: t(details, values),
        fix:
          status === "fail"
            ? t(`${k}.taxBenefit.fix`, values)
            : status === "warning"
              ? t(`${k}.taxBenefit.ceilingFix`, values)
              : undefined,
      };
    },
  });
}

/**
 * Reach scales with the amount: each tier reaches what the largest tier's rate gives for its
 * amount, give or take the rounding to whole people (37 villagers for ₹25,000, not 37.5).
 */
export function tierReach(input: FigureInput = realFigures): CheckResult {
  const top = input.tiers.reduce<Tier | undefined>(
    (a, b) => (a && a.amount >= b.amount ? a : b),
    undefined,
  );
  if (!top) {
    return translatedCheck({
      category: "Figures",
      status: "fail",
      critical: true,
      words: (t) => ({
        test: t(`${k}.reach.test`),
        details: t(`${k}.reach.none`),
        fix: t(`${k}.reach.noneFix`),
      }),
    });
  }
  const off = (have: number, topHave: number, amount: number) =>
    Math.abs(have - (topHave * amount) / top.amount) >= 1;
  const wrong = input.tiers.filter(
    (t) =>
      off(t.beneficiaries, top.beneficiaries, t.amount) || off(t.families, top.families, t.amount),
  );
  return translatedCheck({
    category: "Figures",
    status: wrong.length === 0 ? "pass" : "fail",
    score: shareScore(input.tiers.length - wrong.length, input.tiers.length),
    critical: true,
    words: (t) => {
      const tiers = tierList(input.tiers, t, `${k}.reach.tier`, (tier) => ({
        villagers: formatNumber(tier.beneficiaries, t.lang),
        families: formatNumber(tier.families, t.lang),
        amount: formatRupees(tier.amount, t.lang),
      }));
      const values = { tiers, wrong: tierNames(wrong, t) };
      return {
        test: t(`${k}.reach.test`),
        details: t(wrong.length ? `${k}.reach.detailsOff` : `${k}.reach.details`, values),
        fix: wrong.length ? t(`${k}.reach.fix`, values) : undefined,
      };
    },
  });
}

export function figureChecks(input: FigureInput = realFigures): CheckResult[] {
  return [phaseBudgetSum, perPersonCost, perPersonBreakdownSum, tierTaxBenefit, tierReach].map(
    (check) => check(input),
  );
}
