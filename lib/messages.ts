import { cg } from "@/content/i18n/cg";
import { en, type Dictionary, type MessageKey } from "@/content/i18n/en";
import { hi } from "@/content/i18n/hi";
import type { Lang } from "@/lib/i18n";

export type { MessageKey };
export type Translate = (key: MessageKey, vars?: Record<string, string | number>) => string;

const dictionaries: Record<Lang, Dictionary> = { en, hi, cg };

/** Fills `{name}` placeholders. */
export function interpolate(text: string, vars?: Record<string, string | number>): string {
  if (!vars) return text;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in vars ? String(vars[name]) : whole,
  );
}

/** A translator for one language. A key missing at run time shows the key itself (spec §4). */
export function translator(lang: Lang, table: Partial<Dictionary> = dictionaries[lang]): Translate {
  return (key, vars) => interpolate(table[key] ?? key, vars);
}

/** Picks the given keys, translated, for passing to a client island as props. */
export function pick<K extends MessageKey>(t: Translate, keys: readonly K[]): Record<K, string> {
  return Object.fromEntries(keys.map((k) => [k, t(k)])) as Record<K, string>;
}
