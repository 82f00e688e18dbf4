import { InvestmentHero } from "@/components/pages/investment/hero";
import { FamilyPlanSection } from "@/components/pages/investment/family-plan-section";
import { FigureNotes } from "@/components/pages/investment/notes";
import { CsrSection } from "@/components/funders/csr-section";
import { definePage, type ViewProps } from "@/lib/page";

/** Investment opportunity and the four-step family plan stepper (spec §2, §4, §9). */
function InvestmentView({ village }: ViewProps) {
  const { ledger } = village;
  return (
    <>
      <InvestmentHero ledger={ledger} />
      <FamilyPlanSection ledger={ledger} />
      <CsrSection village={village} />
      <FigureNotes ledger={ledger} />
    </>
  );
}

const page = definePage("investment", InvestmentView);
export default page.Page;
export const generateMetadata = page.generateMetadata;
