import type { MetadataRoute } from "next";
import { htmlLang, languages, localizePath } from "@/lib/i18n";
import { getRollUp } from "@/lib/roll-up";
import { routes } from "@/lib/routes";
import { SITE_URL } from "@/lib/site";
import { villagePath } from "@/lib/village-paths";

/** One page in every language, with its language alternates. */
function entries(path: string, priority: number): MetadataRoute.Sitemap {
  const alternates = Object.fromEntries(
    languages.map((l) => [htmlLang[l], `${SITE_URL}${localizePath(path, l)}`]),
  );
  return languages.map((lang) => ({
    url: `${SITE_URL}${localizePath(path, lang)}`,
    changeFrequency: "monthly" as const,
    priority,
    alternates: { languages: alternates },
  }));
}

/** Every primary page and every village's page, in every language. Aliases are left out. */
export default function sitemap(): MetadataRoute.Sitemap {
  return [
    ...routes.flatMap((route) => entries(route.path, route.path === "/" ? 1 : 0.7)),
    ...getRollUp().rows.flatMap((v) => entries(villagePath(v.slug), 0.5)),
  ];
}
