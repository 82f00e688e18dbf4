import { methodNotAllowed } from "@/lib/api";
import { isLang, languages } from "@/lib/i18n";
import { realClock, type Clock } from "./audit";
import { realContext, type QualityContext } from "./registry";
import { qualityReportBytes } from "./report";

import { REPORT_CACHE_CONTROL } from "./cache";

export { REPORT_CACHE_CONTROL };

const headers = { "Cache-Control": REPORT_CACHE_CONTROL, "Content-Type": "application/json" };
const notAllowed = methodNotAllowed(["GET", "HEAD"]);

/** A 400 for a language the site does not have: the report is never silently English. */
function unknownLang(lang: string): Response {
  return Response.json(
    {
      error: "Bad Request",
      message: `lang=${lang.slice(0, 20)} is not a language of this site; use ${languages.join(", ")}, or no lang for English.`,
    },
    { status: 400, headers: { "Cache-Control": "no-store" } },
  );
}

/**
 * The answer at /api/quality-check (app/api/quality-check/route.ts), for any method: the report
 * for GET in the language of `?lang=` (English without it), its headers alone for HEAD, a 400 for
 * a language the site does not have, a 405 naming GET and HEAD otherwise. Other query parameters
 * are ignored. Tests pass their own content and clock.
 */
export function qualityCheckAnswer(ctx: QualityContext = realContext, clock: Clock = realClock) {
  return function answer(request: Request): Response {
    if (request.method !== "GET" && request.method !== "HEAD") return notAllowed(request);
    const lang = new URL(request.url).searchParams.get("lang") ?? "en";
    if (!isLang(lang)) return unknownLang(lang);
    if (request.method === "HEAD") return new Response(null, { headers });
    return new Response(qualityReportBytes(ctx, { lang, clock }), { headers });
  };
}

/** The site's own answer: its content, timed by `performance.now()`. */
export const answerQualityCheck = qualityCheckAnswer();
