import { longestFixedPart } from "./text";

/**
 * Compares a page in one language with the same page in English, message by message, using the
 * dictionaries (content/i18n/): what the English page shows of a message, this page must show in
 * its own words, and no English message may be left on it.
 */

type Dictionary = Readonly<Record<string, string>>;

interface Message {
  key: string;
  /** The English message's longest stretch between `{placeholders}`, as the page shows it. */
  english: string;
  /** The same stretch of the translation. */
  local: string;
  template: boolean;
  /** A whole sentence (five words or more) no other message says in English. */
  distinct: boolean;
}

/**
 * Shorter English ("Overview", "Phase 1") can be a word of a longer message, so it is only looked
 * for as English left on a page, when it is a whole message of one word ("Monthly"; "{n} checks"
 * is not: the quality page names its API's fields, in English); tabs are checked by name.
 */
const MIN_LENGTH = 12;
const MIN_LEFT = 5;

/** The messages worth looking for: with enough English to be recognised, and to be translated. */
export function comparableMessages(en: Dictionary, local: Dictionary): Message[] {
  const said = new Map<string, number>();
  for (const text of Object.values(en)) said.set(text, (said.get(text) ?? 0) + 1);
  return Object.keys(en)
    .map((key) => ({
      key,
      english: longestFixedPart(en[key]!),
      local: longestFixedPart(local[key] ?? key),
      template: en[key]!.includes("{"),
      distinct: said.get(en[key]!) === 1 && en[key]!.split(" ").length >= 5,
    }))
    .filter(
      (m) =>
        // A name or a unit reads the same in every language (Starlink, {n} kW), more words do not.
        (m.english !== m.local || /[A-Za-z]+\W+[A-Za-z]+/.test(m.english)) &&
        m.english.length >= MIN_LEFT &&
        /[A-Za-z]/.test(m.english),
    );
}

export interface Comparison {
  /** The messages the English page shows that this check followed to the other page. */
  compared: number;
  problems: string[];
}

/**
 * `english` and `local` are the main text of the same page in English and in another language.
 * `own` holds the keys of the page's own dictionary: the English page must show every one of them
 * the translated page shows. Other pages' messages a page borrows are followed when they are
 * sentences of their own: a short label or a template's fixed part can be the words of another
 * message, which another page translates in other words.
 */
export function compareWithEnglish(
  messages: readonly Message[],
  own: ReadonlySet<string>,
  english: string,
  local: string,
): Comparison {
  const problems: string[] = [];
  const long = messages.filter((m) => m.english.length >= MIN_LENGTH);
  const inEnglish = long.filter((m) => english.includes(m.english));
  const inLocal = long.filter((m) => local.includes(m.local));
  /** Another message on the English page whose words hold this one's, and whose translation is here. */
  const coveredBy = (m: Message) =>
    inEnglish.some(
      (o) =>
        o.key !== m.key &&
        (o.english.includes(m.english) || (o.template && m.english.includes(o.english))) &&
        local.includes(o.local),
    );
  const followed = inEnglish.filter((m) => own.has(m.key) || (m.distinct && !m.template));
  for (const m of followed) {
    if (!local.includes(m.local) && !coveredBy(m)) {
      problems.push(`${m.key}: the English page shows "${m.english}", this one lacks "${m.local}"`);
    }
  }
  const words = new Set(local.match(/[A-Za-z][\w'-]*/g));
  for (const m of messages) {
    const left =
      m.english.length >= MIN_LENGTH
        ? local.includes(m.english)
        : !m.template && words.has(m.english);
    if (left) problems.push(`${m.key}: English left on the page: "${m.english}"`);
  }
  for (const m of inLocal) {
    if (!own.has(m.key) || english.includes(m.english)) continue;
    // The same translation can stand for other English shown on the page.
    if (inEnglish.some((o) => o.local.includes(m.local))) continue;
    problems.push(`${m.key}: this page shows "${m.local}", the English page lacks "${m.english}"`);
  }
  return { compared: followed.length, problems };
}

/** Message keys shown as text: what a page shows for a key its dictionary lacks. */
export function keysShown(dictionary: Dictionary, text: string): string[] {
  return Object.keys(dictionary).filter((key) => key.includes(".") && text.includes(key));
}

/** Numbers grouped the Western way (100,000) rather than the Indian (1,00,000). */
export function westernGrouping(text: string): string[] {
  return [...text.matchAll(/(?<![\d,.])\d{1,3}(?:,\d{2,3})+(?![\d,])/g)]
    .map((m) => m[0])
    .filter((n) => Number(n.replace(/,/g, "")).toLocaleString("en-IN") !== n);
}
