import { IntlMessageFormat } from "intl-messageformat";
import { cg, en, hi, type Dictionary, type MessageKey } from "@/content/i18n";
import { pluralLocale, type Lang } from "@/lib/i18n";

export type { MessageKey };
export type MessageValues = Record<string, string | number>;

/** Translates a message key, formatting the message (ICU MessageFormat) with `values`. */
export interface Translate {
  (key: MessageKey, values?: MessageValues): string;
  /** The language it translates into, for formatting the figures a message is given (lib/format). */
  readonly lang: Lang;
  /**
   * The message as written, for an island that fills its `{name}` arguments itself
   * (lib/template.ts): only a message of plain text and `{name}`s is given out.
   */
  template(key: MessageKey): string;
}

const dictionaries: Record<Lang, Dictionary> = { en, hi, cg };

/** Compiled messages, per dictionary (one for each language) and key. */
const compiled = new WeakMap<Partial<Dictionary>, Map<MessageKey, IntlMessageFormat>>();

function compile(lang: Lang, table: Partial<Dictionary>, key: MessageKey, message: string) {
  let byKey = compiled.get(table);
  if (!byKey) compiled.set(table, (byKey = new Map()));
  let format = byKey.get(key);
  if (!format) {
    try {
      // No message holds markup: a `<` is text.
      format = new IntlMessageFormat(message, pluralLocale[lang], undefined, { ignoreTag: true });
    } catch (error) {
      throw new Error(`The ${lang} message ${key} is not valid ICU MessageFormat`, {
        cause: error,
      });
    }
    byKey.set(key, format);
  }
  return format;
}

/** Whether a message reads as written once each `{name}` is filled: no plural, no quoting. */
function isPlainTemplate(message: string, format: IntlMessageFormat): boolean {
  const names = Object.fromEntries([...message.matchAll(/\{(\w+)\}/g)].map((m) => [m[1], m[0]]));
  try {
    return format.format(names) === message;
  } catch {
    return false;
  }
}

/** A translator for one language. A key missing at run time shows the key itself (spec §4). */
export function translator(lang: Lang, table: Partial<Dictionary> = dictionaries[lang]): Translate {
  const t = (key: MessageKey, values?: MessageValues): string => {
    const message = table[key];
    if (message === undefined) return key;
    const format = compile(lang, table, key, message);
    try {
      return format.format(values) as string;
    } catch (error) {
      throw new Error(`The ${lang} message ${key} could not be formatted`, { cause: error });
    }
  };
  t.lang = lang;
  t.template = (key: MessageKey): string => {
    const message = table[key];
    if (message === undefined) return key;
    if (!isPlainTemplate(message, compile(lang, table, key, message))) {
      throw new Error(`The ${lang} message ${key} is formatted on the server, not by an island`);
    }
    return message;
  };
  return t;
}

/** Picks the given keys as templates (`Translate.template`), for passing to a client island. */
export function pick<K extends MessageKey>(t: Translate, keys: readonly K[]): Record<K, string> {
  return Object.fromEntries(keys.map((k) => [k, t.template(k)])) as Record<K, string>;
}
