import { phases, TOTAL_INVESTMENT } from "@/content/budget";
import { perPersonBreakdown } from "@/content/budget-categories";
import { investmentTiers } from "@/content/investment";
import { taxCeiling, TOP_MARGINAL_RATE_PERCENT } from "@/content/investment/tax";
import { SPEC_PER_PERSON, TIER_TAX_BENEFIT_PERCENT } from "@/content/quality";
import { village } from "@/content/village";

/** The figures the Figures checks read. Tests pass a modified copy to see a check fail. */
export interface FigureInput {
  total: number;
  phases: readonly { name: string; budget: number }[];
  population: number;
  specPerPerson: number;
  perPersonBreakdown: readonly { area: string; rupees: number }[];
  tiers: readonly {
    title: string;
    amount: number;
    beneficiaries: number;
    families: number;
    taxBenefit: number;
  }[];
  taxBenefitPercent: number;
  /** What 80G can save at most: the top marginal rate on the deductible part (content/investment/tax.ts). */
  taxCeiling: { ratePercent: number; deductiblePercents: readonly [number, number] };
}

export const realFigures: FigureInput = {
  total: TOTAL_INVESTMENT,
  phases,
  population: village.population.total,
  specPerPerson: SPEC_PER_PERSON,
  perPersonBreakdown,
  tiers: investmentTiers,
  taxBenefitPercent: TIER_TAX_BENEFIT_PERCENT,
  taxCeiling: {
    ratePercent: TOP_MARGINAL_RATE_PERCENT,
    deductiblePercents: taxCeiling.deductiblePercents,
  },
};

export function sum(values: readonly number[]): number {
  return values.reduce((total, v) => total + v, 0);
}
