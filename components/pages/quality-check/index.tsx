import { definePage } from "@/lib/page";
import { ApiInfo } from "./api-info";
import { DashboardSection } from "./dashboard-section";
import { DeployInfo } from "./deploy";
import { QualityFeatures } from "./features";
import { QualityHero } from "./hero";
import { QualitySchedule } from "./schedule";
import { QualityStandards } from "./standards";

/** The quality check page (spec §2): hero, live dashboard, features, standards, API, schedule. */
function QualityCheckView() {
  return (
    <>
      <QualityHero />
      <DashboardSection />
      <QualityFeatures />
      <QualityStandards />
      <ApiInfo />
      <QualitySchedule />
      <DeployInfo />
    </>
  );
}

const page = definePage("quality-check", QualityCheckView);
export default page.Page;
export const generateMetadata = page.generateMetadata;
