import { cg, en, hi } from "@/content/i18n";
import { countRows } from "@/content/i18n/counts.table";
import type { Lang } from "@/lib/i18n";

/**
 * Copy that spells out how many items a list holds ("Eight core KPIs", "Six quarters") must name
 * the number the content holds, in every language. The table (counts.table.ts) reads each count
 * from the content module the sentence counts; add a ninth KPI and these messages fail until the
 * copy is rewritten. A message may also give the digits themselves.
 */

const dictionaries = { en, hi, cg } as const;

/** Hindi number words, one to twelve (stems: see INFLECTIONS). */
const HINDI: Record<number, readonly string[]> = {
  1: ["एक"],
  2: ["दो"],
  3: ["तीन"],
  4: ["चार"],
  5: ["पाँच"],
  6: ["छह"],
  7: ["सात"],
  8: ["आठ"],
  9: ["नौ"],
  10: ["दस"],
  11: ["ग्यारह"],
  12: ["बारह"],
};

/** Number words, one to twelve. Chhattisgarhi shares Hindi's but for two and six. */
const NUMBER_WORDS: Record<Lang, Record<number, readonly string[]>> = {
  en: {
    1: ["one"],
    2: ["two"],
    3: ["three"],
    4: ["four"],
    5: ["five"],
    6: ["six"],
    7: ["seven"],
    8: ["eight"],
    9: ["nine"],
    10: ["ten"],
    11: ["eleven"],
    12: ["twelve"],
  },
  hi: HINDI,
  cg: { ...HINDI, 2: ["दू", "दु"], 6: ["छै", "छह"] },
};

/** Hindi and Chhattisgarhi inflect a number for "all N" (तीनों, आठों, दोनों, दूनों). */
const INFLECTIONS = "(?:ों|नों)?";
const DEVANAGARI = "\\u0900-\\u097F";

function wordPattern(lang: Lang, word: string): RegExp {
  if (lang === "en") return new RegExp(`\\b${word}\\b`, "i");
  return new RegExp(`(?<![${DEVANAGARI}])${word}${INFLECTIONS}(?![${DEVANAGARI}])`, "u");
}

/** Whether `text` names `count` in `lang`, as a number word or as digits. */
function namesCount(lang: Lang, text: string, count: number): boolean {
  const words = NUMBER_WORDS[lang][count] ?? [];
  if (new RegExp(`(?<![\\w.,])${count}(?![\\w]|[.,]\\d)`).test(text)) return true;
  return words.some((w) => wordPattern(lang, w).test(text));
}

describe("spelled-out counts in the copy match the content", () => {
  it("reads a count for every row, within the number words one to twelve", () => {
    expect(countRows.length).toBeGreaterThan(60);
    const bad = countRows
      .filter((r) => !Number.isInteger(r.count) || !(r.count in NUMBER_WORDS.en))
      .map((r) => `${r.key}: count ${r.count} has no number word`);
    expect(bad).toEqual([]);
  });

  it.each(["en", "hi", "cg"] as const)("every counted message in %s names its count", (lang) => {
    const missing = countRows
      .filter((r) => !namesCount(lang, dictionaries[lang][r.key], r.count))
      .map((r) => {
        const expected = [...(NUMBER_WORDS[lang][r.count] ?? []), String(r.count)].join(" or ");
        return `${r.key} [${lang}]: expected ${r.count} (${expected}) in "${dictionaries[lang][r.key]}"`;
      });
    expect(missing).toEqual([]);
  });
});
