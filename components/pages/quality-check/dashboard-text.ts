import { formatClockTime } from "@/lib/format";
import type { Lang } from "@/lib/i18n";
import { fillTemplate } from "@/lib/template";
import type { CheckCategory, CheckStatus, QualityReport } from "@/lib/quality/types";

/** The translated strings the dashboard island receives (never the whole dictionary). */
export interface DashboardText {
  controls: string;
  loading: string;
  runCheck: string;
  running: string;
  autoRefresh: string;
  readiness: string;
  checking: string;
  ready: string;
  notReady: string;
  overall: string;
  passed: string;
  critical: string;
  bannerReady: string;
  bannerReadyText: string;
  bannerBlocked: string;
  bannerBlockedText: string;
  deployNow: string;
  recommendations: string;
  noRecommendations: string;
  checks: string;
  /** With {category} and {score}. */
  categoryScore: string;
  /** With {count}: the templates of the plural categories `one` and `other`. */
  checkCount: { one: string; other: string };
  criticalBadge: string;
  /** With {score}. */
  score: string;
  /** With {time}. */
  ranAt: string;
  /** Shown on a Hindi or Chhattisgarhi page when some of the report is still in English. */
  englishNote: string;
  status: Record<CheckStatus, string>;
  category: Record<CheckCategory, string>;
}

/** "Audit run at 4:35:12 pm" in the page's language, from the report's first check. */
export function auditTime(
  report: QualityReport,
  text: DashboardText,
  lang: Lang,
): string | undefined {
  const ranAt = report.checks[0]?.timestamp;
  if (!ranAt) return undefined;
  return fillTemplate(text.ranAt, { time: formatClockTime(new Date(ranAt), lang) });
}

/**
 * Whether a text of the report is still English on a Hindi or Chhattisgarhi page: a check that
 * has no words in the language (lib/quality/localize.ts) sends its English ones, which hold no
 * Devanagari. Such text is marked lang="en" so that it is read out as English.
 */
export function inEnglish(text: string, lang: Lang): boolean {
  return lang !== "en" && !/[\u0900-\u097f]/.test(text);
}

/** The lang attribute for a text of the report: "en" where it is still English. */
export const langIfEnglish = (text: string, lang: Lang) =>
  inEnglish(text, lang) ? "en" : undefined;
