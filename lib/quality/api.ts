import { methodNotAllowed } from "@/lib/api";
import { qualityReportBytes } from "./report";

const headers = { "Cache-Control": "no-store", "Content-Type": "application/json" };
const notAllowed = methodNotAllowed(["GET", "HEAD"]);

/**
 * The answer at /api/quality-check, for any method: the report for GET, its headers alone for
 * HEAD, a 405 naming both otherwise. The query string is ignored: the report takes no parameters.
 *
 * proxy.ts answers with it, ahead of Next's route pipeline (see there for why).
 */
export function answerQualityCheck(request: Request): Response {
  if (request.method === "GET") return new Response(qualityReportBytes(), { headers });
  if (request.method === "HEAD") return new Response(null, { headers });
  return notAllowed(request);
}
