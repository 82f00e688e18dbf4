import { routes, type Route } from "../../lib/routes";

/** URL prefixes of the three languages: English at the spec's paths, the others under /hi and /cg. */
export const languagePrefixes = ["", "/hi", "/cg"] as const;
export type LanguagePrefix = (typeof languagePrefixes)[number];

/** `/` under `/hi` is `/hi`; every other path just gains the prefix. */
export function localized(path: string, prefix: LanguagePrefix): string {
  if (!prefix) return path;
  return path === "/" ? prefix : `${prefix}${path}`;
}

export interface SitePage {
  route: Route;
  /** Language-free path: the route's primary path or one of its aliases. */
  path: string;
  /** The URL path as visited, with the language prefix. */
  url: string;
  prefix: LanguagePrefix;
}

/** Every page of the route table, primaries and aliases, in the three languages. */
export function sitePages(): SitePage[] {
  return languagePrefixes.flatMap((prefix) =>
    routes.flatMap((route) =>
      [route.path, ...route.aliases].map((path) => ({
        route,
        path,
        url: localized(path, prefix),
        prefix,
      })),
    ),
  );
}

/**
 * Every primary page in the three languages. An alias renders its primary's page (the same
 * component and metadata), so routes.spec.ts checks aliases only for their status, canonical URL
 * and heading; the page-wide checks run on primaries.
 */
export function primaryPages(): SitePage[] {
  return sitePages().filter((page) => page.path === page.route.path);
}
