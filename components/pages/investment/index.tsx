import { InvestmentHero } from "@/components/pages/investment/hero";
import { FamilyPlanSection } from "@/components/pages/investment/family-plan-section";
import { FigureNotes } from "@/components/pages/investment/notes";
import { translator } from "@/lib/messages";
import { definePage, type ViewProps } from "@/lib/page";

/** Investment opportunity and the four-step family plan stepper (spec §2, §4, §9). */
function InvestmentView({ lang, village: { ledger } }: ViewProps) {
  const t = translator(lang);
  return (
    <>
      <InvestmentHero lang={lang} t={t} />
      <FamilyPlanSection lang={lang} t={t} ledger={ledger} />
      <FigureNotes t={t} ledger={ledger} />
    </>
  );
}

const page = definePage("investment", InvestmentView);
export default page.Page;
export const generateMetadata = page.generateMetadata;
