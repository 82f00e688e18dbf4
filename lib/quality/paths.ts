import type { Lang } from "@/lib/i18n";

/** The quality API's URLs (spec §7), shared by the proxy that answers, the page that fetches and
 * the page's documentation of them. No other imports: client code reads it too. */
export const QUALITY_API_PATH = "/api/quality-check";
export const QUALITY_HEALTH_PATH = "/api/quality-check/health";

/** The report in a page's language: English at the plain path, `?lang=hi` and `?lang=cg` else. */
export function qualityReportUrl(lang: Lang): string {
  return lang === "en" ? QUALITY_API_PATH : `${QUALITY_API_PATH}?lang=${lang}`;
}
