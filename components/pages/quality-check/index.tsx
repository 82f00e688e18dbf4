import { FULL_SCORE, qualitySchedule, qualityStandards, WARNING_SCORE } from "@/content/quality";
import { definePage } from "@/lib/page";
import { ApiInfo } from "./api-info";
import { DashboardSection } from "./dashboard-section";
import { DeployInfo } from "./deploy";
import { QualityFeatures } from "./features";
import { QualityHero } from "./hero";
import { QualitySchedule } from "./schedule";
import { QualityStandards } from "./standards";

/**
 * The quality check page (spec §2): hero, live dashboard, features, standards, API, schedule.
 * The standards and the schedule are read here and handed to the sections.
 */
function QualityCheckView() {
  return (
    <>
      <QualityHero standards={qualityStandards} />
      <DashboardSection
        overallScore={qualityStandards.overallScore}
        refreshSeconds={qualitySchedule.autoRefreshSeconds}
      />
      <QualityFeatures apiResponseMs={qualityStandards.apiResponseMs} />
      <QualityStandards
        standards={qualityStandards}
        scores={{ full: FULL_SCORE, warning: WARNING_SCORE }}
      />
      <ApiInfo overallScore={qualityStandards.overallScore} fullScore={FULL_SCORE} />
      <QualitySchedule schedule={qualitySchedule} />
      <DeployInfo />
    </>
  );
}

const page = definePage("quality-check", QualityCheckView);
export default page.Page;
export const generateMetadata = page.generateMetadata;
