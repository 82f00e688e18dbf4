import { factsText } from "@/components/og-card";
import { shareCardFacts } from "@/content/budget";
import { languages, localizePath } from "@/lib/i18n";
import { translator } from "@/lib/messages";
import { routeText } from "@/lib/route-text";
import { routes } from "@/lib/routes";
import { auditPages, type BuiltPage, type PageAudit } from "./audit-pages";
import { pageRegistry } from "./registry";
import type { WalkRecord } from "./shown-on";

/**
 * The walk of the built site: every route's page in English, Hindi and Chhattisgarhi, with its
 * share card's texts (drawn into a picture, so read from the messages the card is drawn from),
 * through the page audit. `html` gives a page's built HTML by its URL path.
 */
export function builtSite(html: (url: string) => string | undefined): BuiltPage[] {
  return languages.flatMap((lang) => {
    const t = translator(lang);
    return routes.map((route) => {
      const url = localizePath(route.path, lang);
      const page = html(url);
      if (page === undefined) throw new Error(`${url}: not in the build. Run \`npm run build\`.`);
      const card = [
        t(`route.${route.id}.title`),
        routeText(t, route.id, "summary"),
        ...factsText(lang, t, shareCardFacts),
      ];
      return { url, path: route.path, html: page, card };
    });
  });
}

export function walkSite(html: (url: string) => string | undefined): PageAudit {
  return auditPages(builtSite(html), pageRegistry());
}

/**
 * The walk's record (content/figures/pages/shown-on.json): for each figure /figures lists, the
 * pages showing each reading (primary paths, sorted); and the numbers it could not account for
 * (unclassified, or a reading no entry gives), which the quality report's completeness check reads.
 */
export function walkRecord(
  audit: PageAudit,
  figures: readonly { id: string; readings: number }[],
): WalkRecord {
  const unaccounted = audit.problems
    .filter((p) => p.kind === "unclassified" || p.kind === "unknown-reading")
    .map((p) => `${p.url}: ${p.kind} ${p.number}${p.entry ? ` (${p.entry})` : ""}`);
  const shownOn = Object.fromEntries(
    figures.map(({ id, readings }) => [
      id,
      Array.from({ length: readings }, (_, i) => [...(audit.shownOn.get(id)?.get(i) ?? [])].sort()),
    ]),
  );
  return { shownOn, unaccounted: [...new Set(unaccounted)].sort() };
}
