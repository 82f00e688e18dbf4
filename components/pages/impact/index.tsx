import { NextSteps } from "@/components/next-steps";
import { INCOME_TARGET } from "@/content/budget";
import { LITERACY_TARGET } from "@/content/education";
import { beforeAfter, GROWTH_TARGET_PERCENT, impactGroups } from "@/content/impact";
import { quarterlyMilestones } from "@/content/impact-milestones";
import { planVars, PLAN_ITEMS } from "@/content/implementation";
import { village } from "@/content/village";
import { definePage, type ViewProps } from "@/lib/page";
import { BeforeAfterSection } from "./before-after-section";
import { CategoriesSection } from "./categories-section";
import { ImpactHero } from "./hero";
import { MilestonesSection } from "./milestones-section";
import { requestWords } from "@/lib/request-language";

/** Impact analysis (spec §2): categories, before and after, quarterly milestones. */
function ImpactView({ village: { ledger } }: ViewProps) {
  const { lang, t } = requestWords();
  return (
    <>
      <ImpactHero
        ledger={ledger}
        villagers={village.population.total}
        income={beforeAfter.find((r) => r.id === "income")}
        incomeTarget={INCOME_TARGET}
        growthPercent={GROWTH_TARGET_PERCENT}
      />
      <CategoriesSection ledger={ledger} groups={impactGroups} />
      <BeforeAfterSection ledger={ledger} rows={beforeAfter} literacyTarget={LITERACY_TARGET} />
      <MilestonesSection
        ledger={ledger}
        quarters={quarterlyMilestones}
        planVars={{ shown: planVars(lang), english: planVars("en") }}
        planItems={PLAN_ITEMS}
      />
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
