import { NextResponse, type NextRequest } from "next/server";
import { LANG_HEADER } from "@/lib/not-found-lang";

/**
 * Runs only for unknown /hi/... and /cg/... paths, so that the global 404 page can answer in the
 * visitor's language. Known pages never reach it: the matcher (a literal, as Next requires)
 * excludes every path of the route table; proxy.test.ts keeps the two in step.
 */
export function proxy(request: NextRequest) {
  const lang = request.nextUrl.pathname.split("/")[1] ?? "";
  const forwarded = new Headers(request.headers);
  forwarded.set(LANG_HEADER, lang);
  return NextResponse.next({ request: { headers: forwarded } });
}

export const config = {
  matcher: [
    "/(hi|cg)/((?!(?:our-plan|transformation-framework|investment|dashboard|progress|dashboard-v2|transparency|transparency-hub|transparency-hub-v2|expert-advisory|risk-management|partnership-ecosystem|scaling|implementation-timeline|evidence|community|impact|engagement|engagement-hub|education|education-programs|initiatives|v1|timeline|starlink-impact|ai-lab-impact|telemedicine-impact|solar-power-impact|digital-services-execution|agri-processing-execution|village-tourism-execution|quality-check|quality)$).*)",
  ],
};
