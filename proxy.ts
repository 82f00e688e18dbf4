import { NextResponse, type NextRequest } from "next/server";
import { pagePolicy } from "@/lib/csp.mjs";
import { dataFilesAt, notAllowed } from "@/lib/data-methods";
import { LANG_HEADER, NONCE_HEADER } from "@/lib/not-found-lang";

/**
 * Runs only for paths that are not pages, so that the dynamic 404 page speaks the visitor's
 * language and runs its scripts under a per-request nonce (static pages are allowed by hash); and
 * answers 405 to a method other than GET or HEAD on a data file, which is built ahead (or kept once
 * made) and would otherwise be served for any method (lib/data-methods.ts).
 */
export function proxy(request: NextRequest) {
  const dataFiles = dataFilesAt(request.nextUrl.pathname);
  if (dataFiles && !["GET", "HEAD"].includes(request.method)) return notAllowed(dataFiles);
  const first = request.nextUrl.pathname.split("/")[1] ?? "";
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
    // Generated from the route table: npm run proxy-matcher
    "/((?!_next/|api/|og/|hi(?:/|$)|cg(?:/|$)|(?:our-plan|transformation-framework|investment|dashboard|progress|dashboard-v2|transparency|transparency-hub|transparency-hub-v2|expert-advisory|risk-management|partnership-ecosystem|scaling|implementation-timeline|evidence|community|impact|engagement|engagement-hub|education|education-programs|initiatives|v1|timeline|starlink-impact|ai-lab-impact|telemedicine-impact|solar-power-impact|digital-services-execution|agri-processing-execution|village-tourism-execution|figures|villages|quality-check|quality|villages/pilot|villages/pilot/transparency|villages/pilot/dashboard|villages/pilot/figures)$).+)",
    "/(hi|cg)/((?!(?:our-plan|transformation-framework|investment|dashboard|progress|dashboard-v2|transparency|transparency-hub|transparency-hub-v2|expert-advisory|risk-management|partnership-ecosystem|scaling|implementation-timeline|evidence|community|impact|engagement|engagement-hub|education|education-programs|initiatives|v1|timeline|starlink-impact|ai-lab-impact|telemedicine-impact|solar-power-impact|digital-services-execution|agri-processing-execution|village-tourism-execution|figures|villages|quality-check|quality|villages/pilot|villages/pilot/transparency|villages/pilot/dashboard|villages/pilot/figures)$).*)",
  ],
};
