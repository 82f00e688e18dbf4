import { FiguresLink } from "@/components/figures-link";
import { Section } from "@/components/ui/section";
import { formatNumber } from "@/lib/format";
import type { Lang } from "@/lib/i18n";
import type { Translate } from "@/lib/messages";
import { qualityReportUrl } from "@/lib/quality/paths";
import { checkCategories, checkStatuses } from "@/lib/quality/types";
import type { DashboardText } from "./dashboard-text";
import { QualityDashboard } from "./quality-dashboard";
import { requestWords } from "@/lib/request-language";

export const DEPLOY_SECTION_ID = "deployment";

function dashboardText(lang: Lang, t: Translate, overallScore: number): DashboardText {
  const k = "quality-check.dashboard" as const;
  const score = formatNumber(overallScore, lang);
  return {
    controls: t(`${k}.controls`),
    loading: t(`${k}.loading`),
    runCheck: t(`${k}.runCheck`),
    running: t(`${k}.running`),
    autoRefresh: t.template(`${k}.autoRefresh`),
    readiness: t(`${k}.readiness`),
    checking: t(`${k}.checking`),
    ready: t(`${k}.ready`),
    notReady: t(`${k}.notReady`),
    overall: t(`${k}.overall`),
    passed: t(`${k}.passed`),
    critical: t(`${k}.critical`),
    bannerReady: t(`${k}.bannerReady`),
    bannerReadyText: t(`${k}.bannerReadyText`, { score }),
    bannerBlocked: t(`${k}.bannerBlocked`),
    bannerBlockedText: t(`${k}.bannerBlockedText`, { score }),
    deployNow: t(`${k}.deployNow`),
    recommendations: t(`${k}.recommendations`),
    noRecommendations: t(`${k}.noRecommendations`),
    checks: t(`${k}.checks`),
    categoryScore: t.template(`${k}.categoryScore`),
    checkCount: { one: t.template(`${k}.checkCountOne`), other: t.template(`${k}.checkCount`) },
    criticalBadge: t(`${k}.criticalBadge`),
    score: t.template(`${k}.score`),
    ranAt: t.template(`${k}.ranAt`),
    englishNote: t(`${k}.englishNote`),
    status: Object.fromEntries(
      checkStatuses.map((s) => [s, t(`quality-check.status.${s}`)]),
    ) as DashboardText["status"],
    category: Object.fromEntries(
      checkCategories.map((c) => [c, t(`quality-check.category.${c}`)]),
    ) as DashboardText["category"],
  };
}

/** The live dashboard: a server-rendered frame around the one client island of the page. */
export function DashboardSection({
  overallScore,
  refreshSeconds,
}: {
  /** The score a deployment needs, which the banners state. */
  overallScore: number;
  /** The auto-refresh period while the switch is on. */
  refreshSeconds: number;
}) {
  const { lang, t } = requestWords();
  return (
    <Section
      id="dashboard"
      title={t("quality-check.dashboard.title")}
      description={t("quality-check.dashboard.description")}
    >
      <QualityDashboard
        lang={lang}
        text={dashboardText(lang, t, overallScore)}
        deployHref={`#${DEPLOY_SECTION_ID}`}
        refreshSeconds={refreshSeconds}
      />
      <FiguresLink />
      <noscript>
        <p className="mt-4 text-sm">
          {t("quality-check.dashboard.noscript")}{" "}
          {/* A JSON endpoint, not a page: a plain link, never a client-side navigation. */}
          <a className="font-medium break-all text-primary underline" href={qualityReportUrl(lang)}>
            {qualityReportUrl(lang)}
          </a>
        </p>
      </noscript>
    </Section>
  );
}
