import { InvestmentHero } from "@/components/pages/investment/hero";
import { FamilyPlanSection } from "@/components/pages/investment/family-plan-section";
import { FigureNotes } from "@/components/pages/investment/notes";
import { CsrSection } from "@/components/funders/csr-section";
import { CONTINGENCY_PERCENT, phases, phaseShare } from "@/content/budget";
import {
  BASELINE_MONTHLY_INCOME,
  INITIAL_AMOUNT,
  investmentTiers,
  TARGET_MONTHLY_INCOME,
} from "@/content/investment";
import { most80gSaving, taxCeiling, TOP_MARGINAL_RATE_PERCENT } from "@/content/investment/tax";
import { definePage, type ViewProps } from "@/lib/page";

/** Investment opportunity and the four-step family plan stepper (spec §2, §4, §9). */
function InvestmentView({ village }: ViewProps) {
  const { ledger } = village;
  const release = {
    phases: phases.map((phase) => ({ ...phase, share: phaseShare(phase) })),
    contingencyPercent: CONTINGENCY_PERCENT,
  };
  // What 80G can save at most on each level's gift, which its 80G figure is set against.
  const taxCeilings = Object.fromEntries(
    investmentTiers.map((tier) => [
      tier.key,
      {
        ratePercent: TOP_MARGINAL_RATE_PERCENT,
        deductiblePercents: taxCeiling.deductiblePercents,
        most: most80gSaving(tier.amount),
      },
    ]),
  );
  return (
    <>
      <InvestmentHero
        ledger={ledger}
        investmentTiers={investmentTiers}
        baselineIncome={BASELINE_MONTHLY_INCOME}
      />
      <FamilyPlanSection
        ledger={ledger}
        investmentTiers={investmentTiers}
        initialAmount={INITIAL_AMOUNT}
        release={release}
        taxCeilings={taxCeilings}
        familyIncome={{ baseline: BASELINE_MONTHLY_INCOME, target: TARGET_MONTHLY_INCOME }}
      />
      <CsrSection village={village} />
      <FigureNotes ledger={ledger} />
    </>
  );
}

const page = definePage("investment", InvestmentView);
export default page.Page;
export const generateMetadata = page.generateMetadata;
