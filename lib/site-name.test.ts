import { cg, en, hi } from "@/content/i18n";
import { languages } from "@/lib/i18n";
import { translator } from "@/lib/messages";
import { pageMetadata, rootMetadataFor } from "@/lib/metadata";
import { SITE_NAME } from "@/lib/site";
import { organizationJsonLd } from "@/lib/structured-data";

/**
 * The site has one name per language, `meta.siteName`: the <title>, application-name, og:site_name,
 * og:title of the home page, the hero's heading and the JSON-LD all say it, so a visitor and a search
 * engine see one name, not two spellings of it.
 */
describe.each(languages)("the site's name in %s", (lang) => {
  const t = translator(lang);
  const name = t("meta.siteName");

  it("is the home page's title and the hero's heading", () => {
    expect(t("route.home.title")).toBe(name);
    expect(t("hero.title").startsWith(`${name}:`)).toBe(true);
  });

  it("is the layout's <title> and application-name", () => {
    const meta = rootMetadataFor(lang);
    expect(meta.applicationName).toBe(name);
    expect(meta.title).toEqual({ default: name, template: `%s | ${name}` });
    expect(pageMetadata("home", lang).openGraph?.siteName).toBe(name);
  });

  it("names the organisation, and each tier's recipient, in the JSON-LD", () => {
    const ld = organizationJsonLd(lang);
    expect(ld.name).toBe(name);
    expect(new Set(ld.potentialAction.map((a) => a.recipient.name))).toEqual(new Set([name]));
    // What the page's language reads: Devanagari on /hi and /cg, beyond the ₹ figures.
    const script = lang === "en" ? /^[^\u0900-\u097f]*$/ : /[\u0900-\u097f]/;
    for (const text of [ld.description, ...ld.potentialAction.map((a) => a.description)])
      expect(text).toMatch(script);
  });
});

it("is SITE_NAME in English (the manifest's), and carries no language label in the others", () => {
  expect(en["meta.siteName"]).toBe(SITE_NAME);
  for (const dict of [hi, cg]) expect(dict["meta.siteName"]).not.toMatch(/[·(]|छत्तीसगढ़ी|हिंदी/);
});
