import type { MetadataRoute } from "next";
import { htmlLang, languages, localizePath } from "@/lib/i18n";
import { routes } from "@/lib/routes";
import { SITE_URL } from "@/lib/site";

/** Every primary page in every language, with its language alternates. Aliases are left out. */
export default function sitemap(): MetadataRoute.Sitemap {
  return routes.flatMap((route) => {
    const alternates = Object.fromEntries(
      languages.map((l) => [htmlLang[l], `${SITE_URL}${localizePath(route.path, l)}`]),
    );
    return languages.map((lang) => ({
      url: `${SITE_URL}${localizePath(route.path, lang)}`,
      changeFrequency: "monthly" as const,
      priority: route.path === "/" ? 1 : 0.7,
      alternates: { languages: alternates },
    }));
  });
}
