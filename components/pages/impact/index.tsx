import { NextSteps } from "@/components/next-steps";
import { translator } from "@/lib/messages";
import { definePage, type ViewProps } from "@/lib/page";
import { BeforeAfterSection } from "./before-after-section";
import { CategoriesSection } from "./categories-section";
import { ImpactHero } from "./hero";
import { MilestonesSection } from "./milestones-section";

/** Impact analysis (spec §2): categories, before and after, quarterly milestones. */
function ImpactView({ lang, village: { ledger } }: ViewProps) {
  const t = translator(lang);
  return (
    <>
      <ImpactHero lang={lang} t={t} />
      <CategoriesSection lang={lang} t={t} />
      <BeforeAfterSection lang={lang} t={t} />
      <MilestonesSection lang={lang} t={t} ledger={ledger} />
      <NextSteps
        title={t("impact.links.title")}
        sectionClassName="border-t"
        lang={lang}
        arrows="all"
        list
        links={[
          { path: "/investment", label: t("route.investment.title") },
          { path: "/dashboard-v2", label: t("route.dashboard.title") },
        ]}
      />
    </>
  );
}

const page = definePage("impact", ImpactView);
export default page.Page;
export const generateMetadata = page.generateMetadata;
