/**
 * The route table of spec §2, as data (its entries in lib/route-table/). The header, the More
 * menu, the footer, the sitemap, the journey tracker and the tests all read it. Each page's
 * title, summary, meta description and nav label are messages (`route.<id>.*`, `nav.<id>`) in
 * the page's own messages file, content/i18n/<lang>/<id>.json (or <id>/route.json).
 */
import { cleanPath } from "@/lib/paths";
import { linkedRoutes } from "@/lib/route-table/linked";
import { mainRoutes } from "@/lib/route-table/main";
import { moreRoutes } from "@/lib/route-table/more";
import type { NavGroup, RouteEntry } from "@/lib/route-table/entry";

export type { NavGroup, RouteEntry };

export const routes = [...mainRoutes, ...moreRoutes, ...linkedRoutes] as const;

export type Route = (typeof routes)[number];
export type RouteId = Route["id"];

const byId = new Map<string, RouteEntry>(routes.map((r) => [r.id, r]));

export function routeById(id: RouteId): RouteEntry {
  return byId.get(id)!;
}

/** Resolves a language-free path (primary or alias) to its route, or undefined. */
export function routeForPath(path: string): RouteEntry | undefined {
  const clean = cleanPath(path);
  return routes.find((r) => r.path === clean || (r.aliases as readonly string[]).includes(clean));
}

export function navItems(group: NavGroup): RouteEntry[] {
  return (routes as readonly RouteEntry[])
    .filter((r) => r.nav?.group === group)
    .sort((a, b) => a.nav!.order - b.nav!.order);
}

/** Every path that serves a page, primary and alias. */
export function allPaths(): string[] {
  return routes.flatMap((r) => [r.path, ...r.aliases]);
}
