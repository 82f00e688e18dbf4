import { qualitySchedule } from "@/content/quality";
import { methodNotAllowed } from "@/lib/api";
import { qualityReportBytes } from "./report";

/**
 * The report is recomputed at most every few minutes, so a shared cache may keep it that long;
 * a browser asks again each time (no stale-while-revalidate: it would answer 'Run check' stale).
 */
export const REPORT_CACHE_CONTROL = `public, max-age=0, s-maxage=${qualitySchedule.fullAuditMinutes * 60}`;

const headers = { "Cache-Control": REPORT_CACHE_CONTROL, "Content-Type": "application/json" };
const notAllowed = methodNotAllowed(["GET", "HEAD"]);

/**
 * The answer at /api/quality-check (app/api/quality-check/route.ts), for any method: the report
 * for GET, its headers alone for HEAD, a 405 naming both otherwise. The query string is ignored.
 */
export function answerQualityCheck(request: Request): Response {
  if (request.method === "GET") return new Response(qualityReportBytes(), { headers });
  if (request.method === "HEAD") return new Response(null, { headers });
  return notAllowed(request);
}
