import { pluralLocale, type Lang } from "@/lib/i18n";

/*
 * For islands. Messages are ICU MessageFormat, formatted on the server (lib/messages.ts); an
 * island that must put a figure of its own into a message gets the message as a plain template
 * (Translate.template: text and `{name}`s only) and fills it here, without a formatting library.
 */

/** Fills `{name}` placeholders; unknown ones stay as they are. */
export function fillTemplate(text: string, vars: Record<string, string | number>): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in vars ? String(vars[name]) : whole,
  );
}

/** Picks the template for a count by the language's plural rules (the browser's own). */
export function pluralTemplate(
  count: number,
  lang: Lang,
  templates: { one: string; other: string },
): string {
  return new Intl.PluralRules(pluralLocale[lang]).select(count) === "one"
    ? templates.one
    : templates.other;
}
