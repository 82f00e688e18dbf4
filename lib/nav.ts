import { localizePath, type Lang } from "@/lib/i18n";
import type { Translate } from "@/lib/messages";
import { routeText } from "@/lib/route-text";
import { navItems, routeById, type NavGroup, type RouteId } from "@/lib/routes";

/** A navigation link as islands receive it: already translated and localized. */
export interface NavLinkItem {
  href: string;
  /** Primary language-free path. */
  path: string;
  /** Every language-free path that shows the page (primary first, then aliases). */
  paths: readonly string[];
  label: string;
  summary: string;
}

export interface NavGroupItems {
  label: string;
  items: NavLinkItem[];
}

export function navLink(id: RouteId, lang: Lang, t: Translate, label?: string): NavLinkItem {
  const route = routeById(id);
  return {
    href: localizePath(route.path, lang),
    path: route.path,
    paths: [route.path, ...route.aliases],
    label: label ?? t(`nav.${id}` as const),
    summary: routeText(t, id, "summary"),
  };
}

function groupLinks(group: NavGroup, lang: Lang, t: Translate): NavLinkItem[] {
  return navItems(group).map((r) => navLink(r.id as RouteId, lang, t));
}

/** Everything the header's islands need: the five main links and the More menu's two groups. */
export function headerNav(lang: Lang, t: Translate) {
  return {
    main: groupLinks("main", lang, t),
    more: [
      { label: t("nav.institutional"), items: groupLinks("institutional", lang, t) },
      { label: t("nav.resources"), items: groupLinks("resources", lang, t) },
    ] satisfies NavGroupItems[],
  };
}

/** The home-page sections the footer links to (spec §2). */
export const footerAnchors = [
  "vision",
  "initiatives",
  "impact",
  "timeline",
  "education",
  "healthcare",
  "digital",
  "employment",
] as const;
