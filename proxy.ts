import { NextResponse, type NextRequest } from "next/server";
import { pagePolicy } from "@/lib/csp.mjs";
import { LANG_HEADER, NONCE_HEADER } from "@/lib/not-found-lang";
import { answerQualityCheck } from "@/lib/quality/api";
import { QUALITY_API_PATH } from "@/lib/quality/paths";

/**
 * Runs only for paths that are not pages, so that the dynamic 404 page can answer in the
 * visitor's language and run its scripts under a per-request nonce (static pages are allowed by
 * hash instead; see lib/csp.mjs). Known pages never reach it: the matchers (literals, as Next
 * requires) exclude every path of the route table; lib/routes.test.ts keeps them in step.
 *
 * It also answers the quality API, the one URL served per request to every visitor who opens the
 * quality page (and again on each check and auto-refresh). Answering here skips Next's route
 * pipeline (route resolution, the route module's request and response objects, the web stream the
 * body is piped through) for the same bytes and headers: next.config's headers apply to a proxy's
 * answer too. On the 2-core benchmark machine, at 50 connections: 1,390-1,510 requests/s through
 * app/api, 1,610-2,270 from here, about what a bare Next.js route answering "{}" manages there.
 */
export function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl;
  if (pathname.startsWith("/api/")) {
    // The matcher also lets through the API's path with a suffix Next adds for its own requests:
    // ".json" arrives as it is and goes on to app/api's JSON 404; ".rsc" arrives with the suffix
    // already taken off, so it cannot be told apart and gets the report too.
    return pathname === QUALITY_API_PATH ? answerQualityCheck(request) : NextResponse.next();
  }
  const first = pathname.split("/")[1] ?? "";
  const lang = first === "hi" || first === "cg" ? first : "en";
  const nonce = btoa(crypto.randomUUID());
  const policy = pagePolicy([`nonce-${nonce}`]);
  const forwarded = new Headers(request.headers);
  forwarded.set(LANG_HEADER, lang);
  forwarded.set(NONCE_HEADER, nonce);
  // Next reads the nonce from this request header and puts it on the scripts it renders.
  forwarded.set("Content-Security-Policy", policy);
  const response = NextResponse.next({ request: { headers: forwarded } });
  if (process.env.NODE_ENV === "production") {
    response.headers.set("Content-Security-Policy", policy);
  }
  return response;
}

export const config = {
  matcher: [
    // The quality API (above). A literal: Next reads the matchers at build time.
    "/api/quality-check",
    // English: anything but a page, Next's own files, the API, share cards and the two prefixes.
    "/((?!_next/|api/|og/|hi(?:/|$)|cg(?:/|$)|(?:our-plan|transformation-framework|investment|dashboard|progress|dashboard-v2|transparency|transparency-hub|transparency-hub-v2|expert-advisory|risk-management|partnership-ecosystem|scaling|implementation-timeline|evidence|community|impact|engagement|engagement-hub|education|education-programs|initiatives|v1|timeline|starlink-impact|ai-lab-impact|telemedicine-impact|solar-power-impact|digital-services-execution|agri-processing-execution|village-tourism-execution|quality-check|quality)$).+)",
    // Hindi and Chhattisgarhi: anything under the prefix but a page.
    "/(hi|cg)/((?!(?:our-plan|transformation-framework|investment|dashboard|progress|dashboard-v2|transparency|transparency-hub|transparency-hub-v2|expert-advisory|risk-management|partnership-ecosystem|scaling|implementation-timeline|evidence|community|impact|engagement|engagement-hub|education|education-programs|initiatives|v1|timeline|starlink-impact|ai-lab-impact|telemedicine-impact|solar-power-impact|digital-services-execution|agri-processing-execution|village-tourism-execution|quality-check|quality)$).*)",
  ],
};
