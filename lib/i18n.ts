/** Languages of the site. English lives at the spec's paths; the others under a prefix. */
export const languages = ["en", "hi", "cg"] as const;
export type Lang = (typeof languages)[number];
export const defaultLang: Lang = "en";

/** Languages served under a URL prefix (`/hi/...`, `/cg/...`). */
export const prefixedLanguages = ["hi", "cg"] as const satisfies readonly Lang[];

export interface LanguageOption {
  code: Lang;
  label: string;
  nativeLabel: string;
}

export const languageOptions: readonly LanguageOption[] = [
  { code: "en", label: "English", nativeLabel: "English" },
  { code: "hi", label: "Hindi", nativeLabel: "हिन्दी" },
  { code: "cg", label: "Chhattisgarhi", nativeLabel: "छत्तीसगढ़ी" },
];

/** BCP 47 tag for `<html lang>` and hreflang: Chhattisgarhi is `hne`. */
export const htmlLang: Record<Lang, string> = { en: "en", hi: "hi", cg: "hne" };

/** `Intl` does not know `hne`, so Chhattisgarhi formats numbers as Hindi (India). */
export const numberLocale: Record<Lang, string> = { en: "en-IN", hi: "hi-IN", cg: "hi-IN" };

/** Plural rules of messages: `Intl.PluralRules` has no data for `hne`, so Chhattisgarhi takes Hindi's. */
export const pluralLocale: Record<Lang, string> = { en: "en-IN", hi: "hi", cg: "hi" };

export function isLang(value: unknown): value is Lang {
  return typeof value === "string" && (languages as readonly string[]).includes(value);
}

/** `/transparency` in `hi` → `/hi/transparency`; `/` in `cg` → `/cg`. Hashes are kept. */
export function localizePath(path: string, lang: Lang): string {
  if (lang === defaultLang) return path;
  if (path === "/") return `/${lang}`;
  if (path.startsWith("/#")) return `/${lang}${path.slice(1)}`;
  return `/${lang}${path}`;
}

/** Splits a visible URL path into its language and the language-free path. */
export function splitLangPath(pathname: string): { lang: Lang; path: string } {
  const match = /^\/(hi|cg)(?=\/|$)(.*)$/.exec(pathname);
  if (!match) return { lang: defaultLang, path: pathname || "/" };
  return { lang: match[1] as Lang, path: match[2] || "/" };
}
