import {
  isArgumentElement,
  isPluralElement,
  isSelectElement,
  parse,
  type MessageFormatElement,
} from "@formatjs/icu-messageformat-parser";
import { cg, en, hi, type MessageKey } from "@/content/i18n";
import { languages } from "@/lib/i18n";
import { translator, type MessageValues } from "@/lib/messages";
import { routeFigures, routeText } from "@/lib/route-text";
import { routeRows, rows, type Counts } from "./count-rows";

/** A message's plural arguments, and its other arguments. */
function argumentsOf(message: string) {
  const plurals = new Set<string>();
  const others = new Set<string>();
  const walk = (elements: MessageFormatElement[]) => {
    for (const el of elements) {
      if (isPluralElement(el)) plurals.add(el.value);
      else if (isArgumentElement(el) || isSelectElement(el)) others.add(el.value);
      if (isPluralElement(el) || isSelectElement(el))
        for (const option of Object.values(el.options)) walk(option.value);
    }
  };
  walk(parse(message, { ignoreTag: true }));
  return { plurals: [...plurals].sort(), others: [...others] };
}

const dictionaries = { en, hi, cg } as const;

/** The message formatted with `counts`, and `values` or a stand-in for each of its other arguments. */
function format(
  lang: keyof typeof dictionaries,
  key: MessageKey,
  counts: Counts,
  values: MessageValues = {},
): string {
  const { others, plurals } = argumentsOf(dictionaries[lang][key]);
  // A count a translation pluralises where English does not ({achieved}) needs a number.
  const runTime = plurals.filter((a) => !(a in counts));
  return translator(lang)(key, {
    ...Object.fromEntries(others.map((a) => [a, `«${a}»`])),
    ...Object.fromEntries(runTime.map((a) => [a, 9999])),
    ...values,
    ...counts,
  });
}

const hasNumber = (text: string, n: number) =>
  new RegExp(`(?<![\\d,.])${n}(?![\\d]|[.,]\\d)`).test(text);

describe("counts in the copy come from content, through plural rules", () => {
  it("lists every message with a plural argument, with the arguments it takes", () => {
    const listed = new Map(rows.map(([key, counts]) => [key, Object.keys(counts).sort()]));
    expect(listed.size).toBe(rows.length);
    const counted = (Object.keys(en) as MessageKey[]).filter(
      (key) => argumentsOf(en[key]).plurals.length > 0,
    );
    expect(counted.map((key) => [key, argumentsOf(en[key]).plurals])).toEqual(
      counted.map((key) => [key, listed.get(key) ?? "not listed in content/i18n/count-rows.ts"]),
    );
    expect([...listed.keys()].filter((key) => !counted.includes(key))).toEqual([]);
    expect(rows.length).toBeGreaterThan(70);
  });

  it.each(languages)("every counted %s message shows the content's counts", (lang) => {
    const missing = rows.flatMap(([key, counts]) => {
      const text = format(lang, key, counts);
      return Object.entries(counts)
        .filter(([, n]) => !hasNumber(text, n))
        .map(([arg, n]) => `${key}: no ${n} (${arg}) in "${text}"`);
    });
    expect(missing).toEqual([]);
  });

  it.each(languages)("%s pages' summaries and descriptions get their counts", (lang) => {
    for (const [id, part, counts] of routeRows)
      expect(routeText(translator(lang), id, part)).toBe(
        format(lang, `route.${id}.${part}`, counts, routeFigures[id]?.(lang)),
      );
  });

  it.each(languages)("every counted %s message shows another count when given one", (lang) => {
    const missing = rows.flatMap(([key, counts]) =>
      Object.keys(counts).flatMap((arg) => {
        const text = format(lang, key, { ...counts, [arg]: 97 });
        // The `one` form formats too, even where it needs no digits ("the first quarter").
        format(lang, key, { ...counts, [arg]: 1 });
        return hasNumber(text, 97) ? [] : [`${key}: ${arg} = 97 gives "${text}"`];
      }),
    );
    expect(missing).toEqual([]);
  });
});
