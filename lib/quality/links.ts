import { languages, localizePath, type Lang } from "@/lib/i18n";
import { translator } from "@/lib/messages";
import { footerAnchors, headerNav } from "@/lib/nav";
import { cleanPath, pagePath } from "@/lib/paths";
import { routeForPath, routes, type RouteEntry } from "@/lib/routes";
import { contentModules, type ContentModule } from "@/content/registry";
import { makeCheck, shareScore, type CheckResult } from "./types";

/** A site path such as "/community" or "/community#leaders" (not an asset like "/a/b.svg"). */
const PAGE_PATH = /^\/[a-z0-9\-/]*(#[\w-]*)?$/i;

export interface NavLink {
  lang: Lang;
  where: string;
  href: string;
  /** The language-free path the link claims to go to. */
  path: string;
}

export interface LinkInput {
  modules: readonly ContentModule[];
  nav: readonly NavLink[];
  routes: readonly RouteEntry[];
  resolve: (path: string) => RouteEntry | undefined;
}

function navLinks(): NavLink[] {
  return languages.flatMap((lang) => {
    const nav = headerNav(lang, translator(lang));
    const items = [...nav.main, ...nav.more.flatMap((g) => g.items)];
    const anchors = footerAnchors.map((a) => ({
      href: localizePath(`/#${a}`, lang),
      path: `/#${a}`,
    }));
    return [...items, ...anchors].map((i) => ({
      lang,
      where: `${lang} nav`,
      href: i.href,
      path: i.path,
    }));
  });
}

export const realLinks: LinkInput = {
  modules: contentModules,
  get nav() {
    return navLinks();
  },
  routes,
  resolve: routeForPath,
};

/** Every string in plain objects and arrays that looks like a page path. */
export function findPaths(
  value: unknown,
  found: string[] = [],
  seen = new Set<unknown>(),
): string[] {
  if (typeof value === "string") {
    if (PAGE_PATH.test(value)) found.push(value);
    return found;
  }
  if (value === null || typeof value !== "object" || seen.has(value)) return found;
  seen.add(value);
  const proto = Object.getPrototypeOf(value);
  // Only data: class instances (zod schemas, dates) are not content.
  if (!Array.isArray(value) && proto !== Object.prototype && proto !== null) return found;
  for (const item of Object.values(value)) findPaths(item, found, seen);
  return found;
}

export function contentLinks(input: LinkInput = realLinks): CheckResult {
  // The namespace itself is a module object, not plain data: scan its exports.
  const links = input.modules.flatMap((m) =>
    findPaths(Object.values(m.namespace)).map((path) => ({ file: m.file, path })),
  );
  const broken = links.filter((l) => !input.resolve(cleanPath(l.path)));
  const distinct = new Set(links.map((l) => l.path)).size;
  const list = broken.map((l) => `${l.path} (${l.file})`).join(", ");
  return makeCheck({
    category: "Links",
    test: "Internal links in the content resolve to pages",
    status: broken.length === 0 ? "pass" : "fail",
    score: shareScore(links.length - broken.length, links.length),
    details: broken.length
      ? `${broken.length} of ${links.length} links lead nowhere: ${list}.`
      : `${links.length} links (${distinct} distinct paths) in ${input.modules.length} modules all resolve.`,
    critical: true,
    fix: broken.length ? `Fix or remove the broken links: ${list}.` : undefined,
  });
}

export function navigationLinks(input: LinkInput = realLinks): CheckResult {
  const nav = input.nav;
  // The path must be a page, and the href must be that path in the link's language.
  const broken = nav.filter(
    (l) =>
      !input.resolve(cleanPath(l.path)) ||
      l.href !== localizePath(l.path, l.lang) ||
      !input.resolve(pagePath(l.href)),
  );
  const list = broken.map((l) => `${l.href} (${l.where})`).join(", ");
  return makeCheck({
    category: "Links",
    test: "Navigation links resolve in every language",
    status: broken.length === 0 ? "pass" : "fail",
    score: shareScore(nav.length - broken.length, nav.length),
    details: broken.length
      ? `${broken.length} of ${nav.length} header and footer links are broken: ${list}.`
      : `${nav.length} header and footer links across ${languages.length} languages resolve.`,
    critical: true,
    fix: broken.length ? `Fix the navigation links in lib/nav.ts: ${list}.` : undefined,
  });
}

export function routeTable(input: LinkInput = realLinks): CheckResult {
  const paths = input.routes.flatMap((r) =>
    [r.path, ...r.aliases].map((path) => ({ id: r.id, path })),
  );
  const wrong = paths.filter((p) => input.resolve(p.path)?.id !== p.id);
  const list = wrong.map((p) => `${p.path} (${p.id})`).join(", ");
  return makeCheck({
    category: "Links",
    test: "Every route-table path opens its own page",
    status: wrong.length === 0 ? "pass" : "fail",
    score: shareScore(paths.length - wrong.length, paths.length),
    details: wrong.length
      ? `${wrong.length} of ${paths.length} paths resolve to another page or none: ${list}.`
      : `${paths.length} paths (${input.routes.length} pages and their aliases) each resolve to their page.`,
    critical: true,
    fix: wrong.length
      ? `Remove duplicate or shadowed paths in lib/route-table/: ${list}.`
      : undefined,
  });
}

export function linkChecks(input: LinkInput = realLinks): CheckResult[] {
  return [contentLinks(input), navigationLinks(input), routeTable(input)];
}
