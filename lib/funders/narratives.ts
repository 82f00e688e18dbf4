import { htmlLang, languages, type Lang } from "@/lib/i18n";
import { translator, type Translate } from "@/lib/messages";
import { el, type XmlElement } from "@/lib/funders/xml";

/**
 * Narratives in the site's three languages: English first, as the activity's default language
 * (its xml:lang "en"), so without an xml:lang of its own; then Hindi, "hi"; then Chhattisgarhi as
 * "hne", its ISO 639-3 code. IATI's Language codelist is ISO 639-1 and has no code for
 * Chhattisgarhi, but the schema types xml:lang as xsd:language, which takes any such tag: a
 * reader that knows only the codelist sees an unknown language, not a wrong one.
 */
export function narratives(text: (t: Translate, lang: Lang) => string): XmlElement[] {
  return languages.map((lang) =>
    el(
      "narrative",
      lang === "en" ? undefined : { "xml:lang": htmlLang[lang] },
      text(translator(lang), lang),
    ),
  );
}

/** A narrative in the activity's default language (English), for the team's own words. */
export const english = (text: string): XmlElement => el("narrative", undefined, text);
