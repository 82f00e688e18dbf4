/** The quality API's URLs (spec §7), shared by the proxy that answers, the page that fetches and
 * the page's documentation of them. No imports: client code reads it too. */
export const QUALITY_API_PATH = "/api/quality-check";
export const QUALITY_HEALTH_PATH = "/api/quality-check/health";
