/**
 * The villages' addresses (issue 42), without reading any folder, so that the proxy's matcher and
 * the route files can use them. lib/programme reads the villages themselves.
 */

/** The pilot's slug: the village every path the specification names is about. */
export const PILOT = "pilot";

/** The directory of villages and the national roll-up. */
export const VILLAGES_PATH = "/villages";

/** Names under /villages/ that are the directory's own, never a village's folder name. */
export const RESERVED_SLUGS = ["filter", "data"] as const;

/** A village's overview page, language-free. */
export const villagePath = (slug: string) => `${VILLAGES_PATH}/${slug}`;

/** A village's pages, in the order its menu lists them ("" is the overview). */
export const villageSections = ["", "transparency", "dashboard", "figures"] as const;
export type VillageSection = (typeof villageSections)[number];

/** A village page's path, language-free: /villages/<slug>, /villages/<slug>/dashboard. */
export function villageSectionPath(slug: string, section: VillageSection): string {
  return section ? `${villagePath(slug)}/${section}` : villagePath(slug);
}

/** The village pages pre-rendered at build time: the pilot's (every other renders on demand). */
export const prerenderedVillagePaths = villageSections.map((s) => villageSectionPath(PILOT, s));

/** A village's share card: /og/villages/<slug>.png, /og/villages/hi/<slug>.png. */
export function villageCardPath(slug: string, lang: string): string {
  return lang === "en" ? `/og/villages/${slug}.png` : `/og/villages/${lang}/${slug}.png`;
}
