import { NextSteps } from "@/components/next-steps";
import { Badge } from "@/components/ui/badge";
import { PageHero } from "@/components/ui/section";
import {
  ageGroups,
  baselineCards,
  checkpoints,
  dataSources,
  PRIMARY_OCCUPATION,
  targets,
} from "@/content/evidence";
import { kpisMeasuredOf } from "@/content/kpis";
import { HEALTHCARE_KM_HOME, village } from "@/content/village";
import { definePage, type ViewProps } from "@/lib/page";
import { AgeSection } from "./age-section";
import { BaselineSection } from "./baseline-section";
import { SourcesSection } from "./sources-section";
import { TargetsSection } from "./targets-section";
import { requestWords } from "@/lib/request-language";

/** The evidence base (spec §2): baseline, age analysis, targets with milestones, data sources. */
function EvidenceView({ village: { ledger } }: ViewProps) {
  const { t } = requestWords();
  return (
    <>
      <PageHero
        eyebrow={<Badge tone="info">{t("evidence.hero.badge")}</Badge>}
        title={t("route.evidence.title")}
        description={t("evidence.hero.description")}
      />
      <BaselineSection
        ledger={ledger}
        cards={baselineCards}
        details={{
          literacy: village.literacy,
          farming: {
            households: village.economic.farmingHouseholds,
            farmers: village.economic.farmers,
          },
          healthcareKm: HEALTHCARE_KM_HOME,
          occupation: PRIMARY_OCCUPATION,
        }}
      />
      <AgeSection ledger={ledger} groups={ageGroups} />
      <TargetsSection
        ledger={ledger}
        targets={targets.map((target) => ({ ...target, checkpoints: checkpoints(target) }))}
        measured={kpisMeasuredOf(ledger)}
      />
      <SourcesSection
        sources={dataSources}
        households={village.population.households}
        targetCount={targets.length}
      />
      <NextSteps
        title={t("evidence.links.title")}
        sectionClassName="border-t"
        arrows="all"
        list
        links={[
          { path: "/transformation-framework", label: t("route.our-plan.title") },
          { path: "/dashboard", label: t("route.dashboard.title") },
          { path: "/transparency-hub", label: t("route.transparency.title") },
        ]}
      />
    </>
  );
}

const page = definePage("evidence", EvidenceView);
export default page.Page;
export const generateMetadata = page.generateMetadata;
