import {
  AGE_GROUP_INVESTMENT,
  FAMILIES_INVESTED_CLAIM,
  OVERVIEW_CARD_TOTAL,
  phases,
  TOTAL_INVESTMENT,
  TOTAL_INVESTMENT_ABOUT,
  YEAR_BUDGETS_HOME,
} from "@/content/budget";
import { FUNDS_RAISED } from "@/content/ledger";
import {
  budgetCategories,
  dashboardCategorySplit,
  perPersonBreakdown,
} from "@/content/budget-categories";
import { investmentTiers } from "@/content/investment";
import { SPEC_PER_PERSON, TIER_TAX_BENEFIT_PERCENT } from "@/content/quality";
import {
  HEALTHCARE_KM_BASELINE,
  HEALTHCARE_KM_HOME,
  HOME_PAGE_CHILDREN,
  village,
} from "@/content/village";

/** The figures the Figures checks read. Tests pass a modified copy to see a check fail. */
export interface FigureInput {
  total: number;
  totalAbout: number;
  overviewCard: number;
  phases: readonly { name: string; budget: number }[];
  yearBudgets: readonly number[];
  categories: readonly { category: string; budgeted: number }[];
  split: readonly { category: string; amount: number; percent: number }[];
  ageGroupInvestment: readonly number[];
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
  healthcareKmHome: { min: number; max: number };
  healthcareKmBaseline: number;
  children: number;
  homePageChildren: number;
  familiesInvestedClaim: number;
  fundsRaised: number;
}

export const realFigures: FigureInput = {
  total: TOTAL_INVESTMENT,
  totalAbout: TOTAL_INVESTMENT_ABOUT,
  overviewCard: OVERVIEW_CARD_TOTAL,
  phases,
  yearBudgets: YEAR_BUDGETS_HOME,
  categories: budgetCategories,
  split: dashboardCategorySplit,
  ageGroupInvestment: AGE_GROUP_INVESTMENT,
  population: village.population.total,
  specPerPerson: SPEC_PER_PERSON,
  perPersonBreakdown,
  tiers: investmentTiers,
  taxBenefitPercent: TIER_TAX_BENEFIT_PERCENT,
  healthcareKmHome: HEALTHCARE_KM_HOME,
  healthcareKmBaseline: HEALTHCARE_KM_BASELINE,
  children: village.population.children,
  homePageChildren: HOME_PAGE_CHILDREN,
  familiesInvestedClaim: FAMILIES_INVESTED_CLAIM,
  fundsRaised: FUNDS_RAISED,
};

export function sum(values: readonly number[]): number {
  return values.reduce((total, v) => total + v, 0);
}
