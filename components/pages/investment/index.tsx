import { InvestmentHero } from "@/components/pages/investment/hero";
import { FamilyPlanSection } from "@/components/pages/investment/family-plan-section";
import { FigureNotes } from "@/components/pages/investment/notes";
import type { Lang } from "@/lib/i18n";
import { translator } from "@/lib/messages";
import { definePage } from "@/lib/page";

/** Investment opportunity and the four-step family plan stepper (spec §2, §4, §9). */
function InvestmentView({ lang }: { lang: Lang }) {
  const t = translator(lang);
  return (
    <>
      <InvestmentHero lang={lang} t={t} />
      <FamilyPlanSection lang={lang} t={t} />
      <FigureNotes t={t} />
    </>
  );
}

const page = definePage("investment", InvestmentView);
export default page.Page;
export const generateMetadata = page.generateMetadata;
