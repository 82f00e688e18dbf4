import { formatNumber } from "@/lib/format";
import type { Lang } from "@/lib/i18n";
import { translator, type Translate } from "@/lib/messages";
import { makeCheck, type CheckFields, type CheckResult, type CheckText } from "./types";

/** A check's words from the messages (content/i18n/<lang>/quality-report.json), in `t`'s language. */
export type CheckWords = (t: Translate) => CheckText;

/**
 * Stamps a check whose words come from messages: its English fields are `words` in English, and
 * `localize(lang)` gives them in any language. Figures go in as arguments formatted for `t.lang`.
 */
export function translatedCheck({
  words,
  ...fields
}: Omit<CheckFields, keyof CheckText> & { words: CheckWords }): CheckResult {
  return {
    ...makeCheck({ ...fields, ...words(translator("en")) }),
    localize: (lang) => words(translator(lang)),
  };
}

/** The check in `lang`: its own words there, or the English ones when it has none. */
export function inLanguage(result: CheckResult, lang: Lang): CheckResult {
  return lang === "en" || !result.localize ? result : { ...result, ...result.localize(lang) };
}

/** Counts as message arguments, each formatted for `lang` (1,797 and 2,897, not 1797). */
export function counts(values: Record<string, number>, lang: Lang): Record<string, string> {
  return Object.fromEntries(
    Object.entries(values).map(([name, n]) => [name, formatNumber(n, lang)]),
  );
}
