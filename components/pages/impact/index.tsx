import { NextSteps } from "@/components/next-steps";
import { definePage, type ViewProps } from "@/lib/page";
import { BeforeAfterSection } from "./before-after-section";
import { CategoriesSection } from "./categories-section";
import { ImpactHero } from "./hero";
import { MilestonesSection } from "./milestones-section";
import { requestWords } from "@/lib/request-language";

/** Impact analysis (spec §2): categories, before and after, quarterly milestones. */
function ImpactView({ village: { ledger } }: ViewProps) {
  const { t } = requestWords();
  return (
    <>
      <ImpactHero ledger={ledger} />
      <CategoriesSection ledger={ledger} />
      <BeforeAfterSection ledger={ledger} />
      <MilestonesSection ledger={ledger} />
      <NextSteps
        title={t("impact.links.title")}
        sectionClassName="border-t"
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
