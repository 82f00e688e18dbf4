import type { Lang } from "@/lib/i18n";
import { translator } from "@/lib/messages";
import { definePage } from "@/lib/page";
import { ApiInfo } from "./api-info";
import { DashboardSection } from "./dashboard-section";
import { DeployInfo } from "./deploy";
import { QualityFeatures } from "./features";
import { QualityHero } from "./hero";
import { QualitySchedule } from "./schedule";
import { QualityStandards } from "./standards";

/** The quality check page (spec §2): hero, live dashboard, features, standards, API, schedule. */
function QualityCheckView({ lang }: { lang: Lang }) {
  const t = translator(lang);
  return (
    <>
      <QualityHero lang={lang} t={t} />
      <DashboardSection lang={lang} t={t} />
      <QualityFeatures lang={lang} t={t} />
      <QualityStandards lang={lang} t={t} />
      <ApiInfo lang={lang} t={t} />
      <QualitySchedule lang={lang} t={t} />
      <DeployInfo t={t} />
    </>
  );
}

const page = definePage("quality-check", QualityCheckView);
export default page.Page;
export const generateMetadata = page.generateMetadata;
