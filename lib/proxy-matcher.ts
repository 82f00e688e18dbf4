import { allPaths } from "@/lib/routes";
import { prerenderedVillagePaths } from "@/lib/village-paths";

/** Where proxy.ts's matcher literal starts and ends: `npm run proxy-matcher` writes it. */
export const MATCHER_START =
  "  matcher: [\n    // Generated from the route table: npm run proxy-matcher";
export const MATCHER_END = "\n  ],";

/**
 * The proxy's matchers: every path that is not a page of the route table, in each language, so
 * that only the 404 page pays for the proxy (Next reads matchers as literals, hence generated).
 */
export function proxyMatchers(): string[] {
  const pages = [...allPaths(), ...prerenderedVillagePaths]
    .filter((path) => path !== "/")
    .map((path) => path.slice(1))
    .join("|");
  return [
    `/((?!_next/|api/|og/|hi(?:/|$)|cg(?:/|$)|(?:${pages})$).+)`,
    `/(hi|cg)/((?!(?:${pages})$).*)`,
  ];
}

/** The literal proxy.ts must carry, between its markers. */
export function matcherSource(): string {
  const lines = proxyMatchers().map((m) => `    ${JSON.stringify(m)},`);
  return [MATCHER_START, ...lines].join("\n") + MATCHER_END;
}
