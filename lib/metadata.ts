import type { Metadata, Viewport } from "next";
import { defaultLang, htmlLang, languages, localizePath, type Lang } from "@/lib/i18n";
import { feedPath } from "@/lib/feed";
import { translator, type Translate } from "@/lib/messages";
import { routeText } from "@/lib/route-text";
import { routeById, type RouteId } from "@/lib/routes";
import { SITE_URL } from "@/lib/site";
import type { VillageSnapshot } from "@/lib/programme";
import { villageCardPath, villageSectionPath, type VillageSection } from "@/lib/village-paths";

/** A page's share card: English keeps /og/<id>.png; the others sit under /og/<lang>/, which proxy.ts leaves alone. */
export function ogImagePath(id: RouteId, lang: Lang): string {
  return lang === defaultLang ? `/og/${id}.png` : `/og/${lang}/${id}.png`;
}

/**
 * og:locale per language, from <html lang>: Chhattisgarhi is hne_IN (ISO 639-3; it has no 639-1
 * code and Facebook's list lacks it), since hi_IN would call it Hindi.
 */
export const ogLocale = Object.fromEntries(
  languages.map((lang) => [lang, `${htmlLang[lang]}_IN`]),
) as Record<Lang, string>;

/** The layout's metadata in one language: the site's name there, in <title> and application-name. */
export function rootMetadataFor(lang: Lang): Metadata {
  const name = translator(lang)("meta.siteName");
  return {
    metadataBase: new URL(SITE_URL),
    title: { default: name, template: `%s | ${name}` },
    applicationName: name,
  };
}

export const viewport: Viewport = {
  width: "device-width",
  initialScale: 1,
  themeColor: [
    { media: "(prefers-color-scheme: light)", color: "#fbfbf7" },
    { media: "(prefers-color-scheme: dark)", color: "#0f1a15" },
  ],
};

/** A page's <title>, also the subject it is shared under: home leads with the site's name, every other page with its own title. */
export function documentTitle(id: RouteId, t: Translate): string {
  return id === "home"
    ? `${t("meta.siteName")}: ${routeText(t, "home", "summary")}`
    : `${t(`route.${id}.title` as const)} | ${t("meta.siteName")}`;
}

/** A page's metadata in one language. Aliases share it, so their canonical is the primary path. */
export function pageMetadata(id: RouteId, lang: Lang): Metadata {
  const route = routeById(id);
  const t = translator(lang);
  const title = t(`route.${id}.title` as const);
  const description = routeText(t, id, "description");
  const alt = t("og.alt", { title, figure: routeText(t, id, "summary") });
  const canonical = localizePath(route.path, lang);
  const image = ogImagePath(id, lang);
  const alternates = Object.fromEntries(
    languages.map((l) => [htmlLang[l], localizePath(route.path, l)]),
  );
  return {
    title: { absolute: documentTitle(id, t) },
    description,
    alternates: {
      canonical,
      languages: { ...alternates, "x-default": route.path },
      // What changed in the accounts (lib/feed.ts), in the page's language.
      types: { "application/atom+xml": [{ url: feedPath(lang), title: t("feed.link") }] },
    },
    openGraph: {
      type: "website",
      siteName: t("meta.siteName"),
      title,
      description,
      url: canonical,
      locale: ogLocale[lang],
      alternateLocale: languages.filter((l) => l !== lang).map((l) => ogLocale[l]),
      images: [{ url: image, width: 1200, height: 630, alt }],
    },
    twitter: {
      card: "summary_large_image",
      title,
      description,
      images: [{ url: image, alt }],
    },
  };
}

/** Where a village is, in `lang`: "Test district, Test state", or the state alone. */
export function placeOf(
  village: Pick<VillageSnapshot, "state" | "district">,
  lang: Lang,
  t: Translate,
): string {
  return village.district
    ? `${village.district[lang]}, ${village.state[lang]}`
    : `${village.state[lang]} (${t("villages.district.unpublished")})`;
}

/** A village page's metadata in one language: its name, place and address in each language. */
export function villageMetadata(
  village: VillageSnapshot,
  lang: Lang,
  section: VillageSection = "",
): Metadata {
  const t = translator(lang);
  const name = section
    ? `${village.name[lang]}: ${t(`villagePage.nav.${section}`)}`
    : village.name[lang];
  const title = `${name} | ${t("meta.siteName")}`;
  const description = t("villagePage.description", {
    name: village.name[lang],
    place: placeOf(village, lang, t),
  });
  const path = villageSectionPath(village.slug, section);
  const canonical = localizePath(path, lang);
  const image = villageCardPath(village.slug, lang);
  return {
    title: { absolute: title },
    description,
    alternates: {
      canonical,
      languages: {
        ...Object.fromEntries(languages.map((l) => [htmlLang[l], localizePath(path, l)])),
        "x-default": path,
      },
    },
    openGraph: {
      type: "website",
      siteName: t("meta.siteName"),
      title: name,
      description,
      url: canonical,
      locale: ogLocale[lang],
      images: [{ url: image, width: 1200, height: 630, alt: name }],
    },
    twitter: {
      card: "summary_large_image",
      title: name,
      description,
      images: [{ url: image, alt: name }],
    },
  };
}
