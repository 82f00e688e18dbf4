/** One page of the route table (lib/routes.ts). */
export type NavGroup = "main" | "institutional" | "resources";

export interface RouteEntry {
  id: string;
  /** Primary path: the canonical URL. */
  path: `/${string}`;
  /** Other paths that show the same page (one-line re-exports, never redirects). */
  aliases: readonly `/${string}`[];
  /** Page title (document title and main heading). */
  title: string;
  /** Short description, shown in the More menu and the footer. */
  summary: string;
  /** Meta description: at least 50 characters. */
  description: string;
  /** Where the page sits in the navigation, with its label there. */
  nav?: { group: NavGroup; label: string; order: number };
}
