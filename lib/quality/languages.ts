import { cg, en, hi } from "@/content/i18n";
import { FULL_SCORE, UNTRANSLATED_WARNING_PERCENT, WARNING_SCORE } from "@/content/quality";
import { makeCheck, shareScore, type CheckResult } from "./types";

type Table = Readonly<Record<string, string>>;

export interface LanguageInput {
  english: Table;
  /** The other languages, by name as the report shows them. */
  others: readonly { name: string; dir: string; table: Table }[];
  warnAbovePercent: number;
}

export const realLanguages: LanguageInput = {
  english: en,
  others: [
    { name: "Hindi", dir: "content/i18n/hi", table: hi },
    { name: "Chhattisgarhi", dir: "content/i18n/cg", table: cg },
  ],
  warnAbovePercent: UNTRANSLATED_WARNING_PERCENT,
};

const sample = (keys: string[]) => keys.slice(0, 5).join(", ") + (keys.length > 5 ? ", ..." : "");

/** Every English key has a non-empty message, checked at run time (not only by the types). */
export function missingKeys(name: string, dir: string, table: Table, english: Table): CheckResult {
  const keys = Object.keys(english);
  const missing = keys.filter((k) => typeof table[k] !== "string" || table[k].trim() === "");
  return makeCheck({
    category: "Languages",
    test: `${name} has every message key`,
    status: missing.length === 0 ? "pass" : "fail",
    score: shareScore(keys.length - missing.length, keys.length),
    details: missing.length
      ? `${missing.length} of ${keys.length} keys missing or empty: ${sample(missing)}.`
      : `All ${keys.length} keys present.`,
    critical: true,
    fix: missing.length
      ? `Add the missing ${name} messages in ${dir}: ${sample(missing)}.`
      : undefined,
  });
}

/** Keys whose message is still the English text; figures and names may rightly stay the same. */
export function untranslated(
  name: string,
  dir: string,
  table: Table,
  english: Table,
  warnAbovePercent: number,
): CheckResult {
  const keys = Object.keys(english);
  const same = keys.filter((k) => table[k] === english[k]);
  const percent = keys.length ? (same.length / keys.length) * 100 : 0;
  const over = percent > warnAbovePercent;
  const share = `${same.length} of ${keys.length} messages (${percent.toFixed(1)}%) identical to English`;
  return makeCheck({
    category: "Languages",
    test: `${name} messages differ from English`,
    status: over ? "warning" : "pass",
    score: over ? WARNING_SCORE : FULL_SCORE,
    details: `${share} (figures, units and names may rightly stay the same; warning above ${warnAbovePercent}%).${same.length ? ` E.g. ${sample(same)}.` : ""}`,
    critical: false,
    fix: over
      ? `Translate the ${same.length} ${name} messages still in English in ${dir}.`
      : undefined,
  });
}

export function languageChecks(input: LanguageInput = realLanguages): CheckResult[] {
  return input.others.flatMap(({ name, dir, table }) => [
    missingKeys(name, dir, table, input.english),
    untranslated(name, dir, table, input.english, input.warnAbovePercent),
  ]);
}
