import { languages, localizePath, type Lang } from "@/lib/i18n";
import { translator } from "@/lib/messages";
import { footerAnchors, headerNav } from "@/lib/nav";
import { cleanPath, pagePath } from "@/lib/paths";
import { routeForPath, routes, type RouteEntry } from "@/lib/routes";
import { contentModules, type ContentModule } from "@/content/registry";
import { counts, translatedCheck } from "./localize";
import { shareScore, type CheckResult } from "./types";

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

/**
 * A Links check: `bad` of `total` items lead nowhere. `numbers` fill its messages (formatted in
 * the reader's language) and `list` names the bad items.
 */
function linkCheck(
  id: "content" | "nav" | "routes",
  {
    bad,
    total,
    list,
    numbers,
  }: { bad: number; total: number; list: string; numbers: Record<string, number> },
): CheckResult {
  const k = `quality-report.links.${id}` as const;
  return translatedCheck({
    category: "Links",
    status: bad === 0 ? "pass" : "fail",
    score: shareScore(total - bad, total),
    critical: true,
    words: (t) => {
      const values = { ...counts({ ...numbers, bad }, t.lang), list };
      return {
        test: t(`${k}.test`),
        details: t(bad ? `${k}.detailsBroken` : `${k}.details`, values),
        fix: bad ? t(`${k}.fix`, values) : undefined,
      };
    },
  });
}

export function contentLinks(input: LinkInput = realLinks): CheckResult {
  // The namespace itself is a module object, not plain data: scan its exports.
  const links = input.modules.flatMap((m) =>
    findPaths(Object.values(m.namespace)).map((path) => ({ file: m.file, path })),
  );
  const broken = links.filter((l) => !input.resolve(cleanPath(l.path)));
  return linkCheck("content", {
    bad: broken.length,
    total: links.length,
    list: broken.map((l) => `${l.path} (${l.file})`).join(", "),
    numbers: {
      links: links.length,
      paths: new Set(links.map((l) => l.path)).size,
      modules: input.modules.length,
    },
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
  return linkCheck("nav", {
    bad: broken.length,
    total: nav.length,
    list: broken.map((l) => `${l.href} (${l.where})`).join(", "),
    numbers: { links: nav.length, languages: languages.length },
  });
}

export function routeTable(input: LinkInput = realLinks): CheckResult {
  const paths = input.routes.flatMap((r) =>
    [r.path, ...r.aliases].map((path) => ({ id: r.id, path })),
  );
  const wrong = paths.filter((p) => input.resolve(p.path)?.id !== p.id);
  return linkCheck("routes", {
    bad: wrong.length,
    total: paths.length,
    list: wrong.map((p) => `${p.path} (${p.id})`).join(", "),
    numbers: { paths: paths.length, pages: input.routes.length },
  });
}

export function linkChecks(input: LinkInput = realLinks): CheckResult[] {
  return [contentLinks(input), navigationLinks(input), routeTable(input)];
}
