import { cg, en, hi } from "@/content/i18n";
import { FULL_SCORE, UNTRANSLATED_WARNING_PERCENT, WARNING_SCORE } from "@/content/quality";
import { formatNumber, formatPercent } from "@/lib/format";
import type { Lang } from "@/lib/i18n";
import { translatedCheck } from "./localize";
import { shareScore, type CheckResult } from "./types";

type Table = Readonly<Record<string, string>>;
/** A language other than English, whose messages are checked against English's. */
type Other = Exclude<Lang, "en">;

export interface LanguageInput {
  english: Table;
  others: readonly { lang: Other; dir: string; table: Table }[];
  warnAbovePercent: number;
}

export const realLanguages: LanguageInput = {
  english: en,
  others: [
    { lang: "hi", dir: "content/i18n/hi", table: hi },
    { lang: "cg", dir: "content/i18n/cg", table: cg },
  ],
  warnAbovePercent: UNTRANSLATED_WARNING_PERCENT,
};

const k = "quality-report.languages" as const;
const sample = (keys: string[]) => keys.slice(0, 5).join(", ") + (keys.length > 5 ? ", ..." : "");

/** Every English key has a non-empty message, checked at run time (not only by the types). */
export function missingKeys(lang: Other, dir: string, table: Table, english: Table): CheckResult {
  const keys = Object.keys(english);
  const missing = keys.filter((key) => typeof table[key] !== "string" || table[key].trim() === "");
  return translatedCheck({
    category: "Languages",
    status: missing.length === 0 ? "pass" : "fail",
    score: shareScore(keys.length - missing.length, keys.length),
    critical: true,
    words: (t) => {
      const values = {
        language: t(`${k}.name.${lang}`),
        count: formatNumber(keys.length, t.lang),
        missing: formatNumber(missing.length, t.lang),
        sample: sample(missing),
        dir,
      };
      return {
        test: t(`${k}.keys.test`, values),
        details: t(missing.length ? `${k}.keys.detailsMissing` : `${k}.keys.details`, values),
        fix: missing.length ? t(`${k}.keys.fix`, values) : undefined,
      };
    },
  });
}

/** Keys whose message is still the English text; figures and names may rightly stay the same. */
export function untranslated(
  lang: Other,
  dir: string,
  table: Table,
  english: Table,
  warnAbovePercent: number,
): CheckResult {
  const keys = Object.keys(english);
  const same = keys.filter((key) => table[key] === english[key]);
  const percent = keys.length ? (same.length / keys.length) * 100 : 0;
  const over = percent > warnAbovePercent;
  return translatedCheck({
    category: "Languages",
    status: over ? "warning" : "pass",
    score: over ? WARNING_SCORE : FULL_SCORE,
    critical: false,
    words: (t) => {
      const values = {
        language: t(`${k}.name.${lang}`),
        same: formatNumber(same.length, t.lang),
        count: formatNumber(keys.length, t.lang),
        percent: formatPercent(percent, t.lang, 1),
        limit: formatPercent(warnAbovePercent, t.lang),
        sample: sample(same),
        dir,
      };
      const details = t(`${k}.same.details`, values);
      return {
        test: t(`${k}.same.test`, values),
        details: same.length ? `${details} ${t(`${k}.same.example`, values)}` : details,
        fix: over ? t(`${k}.same.fix`, values) : undefined,
      };
    },
  });
}

export function languageChecks(input: LanguageInput = realLanguages): CheckResult[] {
  return input.others.flatMap(({ lang, dir, table }) => [
    missingKeys(lang, dir, table, input.english),
    untranslated(lang, dir, table, input.english, input.warnAbovePercent),
  ]);
}
