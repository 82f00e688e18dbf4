import { SiteLink } from "@/components/site-link";
import { formatScaleCount } from "@/lib/format";
import { localizePath } from "@/lib/i18n";
import { type MessageKey } from "@/lib/messages";
import { footerAnchors, navLink, type NavLinkItem } from "@/lib/nav";
import { sitePagesId } from "@/lib/site-pages";
import { navItems, routes, type RouteId } from "@/lib/routes";
import { stageArgs } from "@/lib/stage-args";
import { requestWords } from "@/lib/request-language";
import type { Ledger } from "@/lib/programme";

/** The figures of the footer's line about the programme. */
export interface FooterFigures {
  /** The programme's length in years. */
  years: number;
  /** The villages the programme means to reach nationally (a lower bound). */
  villages: number;
}

function LinkList({
  id,
  title,
  items,
}: {
  id?: string;
  title: string;
  items: Pick<NavLinkItem, "href" | "label">[];
}) {
  return (
    <div id={id}>
      <h2 className="text-sm font-semibold">{title}</h2>
      <ul className="mt-3 space-y-2 text-sm">
        {items.map((item) => (
          <li key={item.href}>
            <SiteLink
              href={item.href}
              className="text-muted-foreground hover:text-foreground hover:underline"
            >
              {item.label}
            </SiteLink>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Every page of the site is reachable from here, so the footer is also the no-JavaScript map. */
/**
 * The footer states the programme's stage: the pilot's, which the document is given (its
 * layouts read it through lib/programme), whatever village a page is about.
 */
export function SiteFooter({
  pilot,
  about,
}: {
  pilot: Pick<Ledger, "stageArg" | "launchQuarter">;
  about: FooterFigures;
}) {
  const { lang, t } = requestWords();
  const anchors = footerAnchors.map((id) => ({
    href: localizePath(`/#${id}`, lang),
    label: t(`footer.anchor.${id}` as MessageKey),
  }));
  const explore = [
    ...navItems("main").map((r) => navLink(r.id as RouteId, lang, t)),
    navLink("timeline", lang, t, t("nav.label.timeline")),
    navLink("evidence", lang, t, t("nav.label.evidence")),
    navLink("engagement", lang, t, t("nav.label.engagement")),
    navLink("scaling", lang, t, t("nav.label.scaling")),
  ];
  const inExplore = new Set<string>(explore.map((i) => i.path));
  const institutional = navItems("institutional")
    .filter((r) => !inExplore.has(r.path))
    .map((r) => navLink(r.id as RouteId, lang, t));
  const listed = new Set<string>([...inExplore, ...institutional.map((i) => i.path)]);
  const others = routes
    .filter((r) => !listed.has(r.path))
    .map((r) => navLink(r.id, lang, t, t(`route.${r.id}.title` as const)));

  return (
    <footer className="print-hidden mt-16 border-t bg-muted/50">
      <div className="container-page grid gap-8 py-10 sm:grid-cols-2 lg:grid-cols-5">
        <div className="lg:col-span-1">
          <p className="font-bold">{t("brand.name")}</p>
          <p className="mt-2 text-sm text-muted-foreground">
            {t("footer.about", {
              count: about.years,
              villages: formatScaleCount(about.villages, lang),
            })}
          </p>
          <p className="mt-3 text-sm font-medium">
            {t("footer.stage", {
              ...stageArgs(lang, pilot),
            })}
          </p>
        </div>
        <LinkList title={t("footer.onHome")} items={anchors} />
        <LinkList id={sitePagesId} title={t("footer.explore")} items={explore} />
        <LinkList title={t("footer.institutional")} items={institutional} />
        <LinkList title={t("footer.more")} items={others} />
      </div>
    </footer>
  );
}
