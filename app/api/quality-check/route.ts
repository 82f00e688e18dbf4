import { methodNotAllowed } from "@/lib/api";
import { qualityReportBytes } from "@/lib/quality/report";

/** The quality report of spec §3, computed from the site's own content (lib/quality). */
export const dynamic = "force-dynamic";

const headers = { "Cache-Control": "no-store", "Content-Type": "application/json" };

/** Query strings are ignored: the report takes no parameters. */
export function GET(): Response {
  return new Response(qualityReportBytes(), { headers });
}

/** GET's headers without the body. */
export function HEAD(): Response {
  return new Response(null, { headers });
}

const notAllowed = methodNotAllowed(["GET", "HEAD"]);
export const POST = notAllowed;
export const PUT = notAllowed;
export const PATCH = notAllowed;
export const DELETE = notAllowed;
export const OPTIONS = notAllowed;
