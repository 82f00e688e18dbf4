/** One page of the route table (lib/routes.ts). */
export type NavGroup = "main" | "institutional" | "resources";

/**
 * A page's place in the site. Its words (title, summary, meta description of at least 50
 * characters, nav label) are messages: `route.<id>.title`, `.summary`, `.description` and
 * `nav.<id>` in the page's own messages file, content/i18n/<lang>/<id>.json (or <id>/route.json).
 */
export interface RouteEntry {
  id: string;
  /** Primary path: the canonical URL. */
  path: `/${string}`;
  /** Other paths that show the same page (one-line re-exports, never redirects). */
  aliases: readonly `/${string}`[];
  /** Where the page sits in the navigation. */
  nav?: { group: NavGroup; order: number };
}
