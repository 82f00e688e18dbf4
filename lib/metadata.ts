import type { Metadata, Viewport } from "next";
import { htmlLang, languages, localizePath, type Lang } from "@/lib/i18n";
import { translator } from "@/lib/messages";
import { routeById, type RouteId } from "@/lib/routes";
import { SITE_NAME, SITE_URL } from "@/lib/site";

export const rootMetadata: Metadata = {
  metadataBase: new URL(SITE_URL),
  title: { default: SITE_NAME, template: `%s | ${SITE_NAME}` },
  applicationName: SITE_NAME,
};

export const viewport: Viewport = {
  width: "device-width",
  initialScale: 1,
  themeColor: [
    { media: "(prefers-color-scheme: light)", color: "#fbfbf7" },
    { media: "(prefers-color-scheme: dark)", color: "#0f1a15" },
  ],
};

/** A page's metadata in one language. Aliases share it, so their canonical is the primary path. */
export function pageMetadata(id: RouteId, lang: Lang): Metadata {
  const route = routeById(id);
  const t = translator(lang);
  const title = t(`route.${id}.title` as const);
  const description = t(`route.${id}.description` as const);
  const canonical = localizePath(route.path, lang);
  const alternates = Object.fromEntries(
    languages.map((l) => [htmlLang[l], localizePath(route.path, l)]),
  );
  return {
    // Home leads with the site's name; every other page with its own title.
    title: {
      absolute:
        id === "home"
          ? `${t("meta.siteName")}: ${t("route.home.summary")}`
          : `${title} | ${t("meta.siteName")}`,
    },
    description,
    alternates: {
      canonical,
      languages: { ...alternates, "x-default": route.path },
    },
    openGraph: {
      type: "website",
      siteName: SITE_NAME,
      title,
      description,
      url: canonical,
      locale: htmlLang[lang],
      images: [{ url: `/og/${id}.png`, width: 1200, height: 630, alt: route.title }],
    },
    twitter: { card: "summary_large_image", title, description, images: [`/og/${id}.png`] },
  };
}
