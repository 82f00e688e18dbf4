// npm run messages:check: reads every messages file under content/i18n/ as a translator leaves it
// and prints each problem as `file:line: what is wrong. What is allowed.` in plain words. The
// build runs it first, so a broken translation never reaches a visitor.
import { parse, TYPE } from "@formatjs/icu-messageformat-parser";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";

const LANGUAGES = { en: "English", hi: "Hindi", cg: "Chhattisgarhi" };
const SHAPE =
  'A messages file is one { … } holding "key": "text" pairs, separated by commas, with no comma after the last.';

/** Node's words for a JSON error, said for a translator. */
const JSON_REASONS = [
  [
    /Expected ',' or '}' after property value/,
    "a comma is missing after the message before this point, or that message's text lost its closing double quote",
  ],
  [
    /Expected double-quoted property name/,
    "a key is not in double quotes, or a comma follows the last message",
  ],
  [/Unterminated string/, "a text has no closing double quote"],
  [
    /Bad control character/,
    "a text runs over a line break: keep each text on one line (write \\n for a line break)",
  ],
  [
    /Bad escaped character|Bad Unicode escape/,
    'a backslash is followed by something JSON does not know: write \\" for a double quote, \\\\ for a backslash',
  ],
  [/Unexpected end of JSON input/, "the file ends before its closing }"],
  [/Unexpected non-whitespace character after JSON/, "something follows the closing } of the file"],
];

/** What a message-format error means, for a translator. */
const ICU_REASONS = {
  EXPECT_ARGUMENT_CLOSING_BRACE: "a { has no matching }",
  EMPTY_ARGUMENT: "{ } holds no name",
  MALFORMED_ARGUMENT: "a { … } does not hold a plain name",
  UNMATCHED_CLOSING_BRACE: "a } has no matching {",
  INVALID_ARGUMENT_TYPE:
    "a { name, type } has a type other than number, date, time, plural or select",
  EXPECT_PLURAL_ARGUMENT_SELECTOR: "a plural lists no forms",
  EXPECT_SELECT_ARGUMENT_SELECTOR: "a select lists no choices",
  MISSING_OTHER_CLAUSE: "a plural or select has no `other {…}` form",
  DUPLICATE_PLURAL_ARGUMENT_SELECTOR: "a plural gives the same form twice",
  DUPLICATE_SELECT_ARGUMENT_SELECTOR: "a select gives the same choice twice",
  INVALID_PLURAL_ARGUMENT_SELECTOR:
    "a plural form is not one of zero, one, two, few, many, other or =N",
};

/** The .json files under `dir`, as paths relative to `under`. */
export function jsonFiles(dir, under = dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return jsonFiles(path, under);
    return entry.name.endsWith(".json") ? [relative(under, path)] : [];
  });
}

const lineAt = (text, offset) => text.slice(0, offset).split("\n").length;

/** Reads one file: its messages with the line of each key, or the problems that stop reading it. */
function readMessages(root, file, problems) {
  const where = join(root, file);
  const text = readFileSync(where, "utf8");
  let data;
  try {
    data = JSON.parse(text);
  } catch (error) {
    const position = /position (\d+)/.exec(error.message)?.[1];
    const line = position === undefined ? text.split("\n").length : lineAt(text, Number(position));
    const reason =
      JSON_REASONS.find(([pattern]) => pattern.test(error.message))?.[1] ??
      `it is not valid JSON (${error.message})`;
    problems.push(`${where}:${line}: ${reason}. ${SHAPE}`);
    return null;
  }
  if (data === null || typeof data !== "object" || Array.isArray(data)) {
    problems.push(`${where}:1: the file is not a { … } of messages. ${SHAPE}`);
    return null;
  }
  const lines = new Map();
  text.split("\n").forEach((content, index) => {
    const match = /^\s*("(?:[^"\\]|\\.)*")\s*:/.exec(content);
    if (!match) return;
    const key = JSON.parse(match[1]);
    if (lines.has(key)) {
      problems.push(
        `${where}:${index + 1}: "${key}" is given twice (also on line ${lines.get(key)}); only the last would count. Keep one.`,
      );
    } else lines.set(key, index + 1);
  });
  const messages = new Map();
  for (const [key, value] of Object.entries(data)) {
    const line = lines.get(key) ?? 1;
    if (typeof value !== "string") {
      problems.push(
        `${where}:${line}: "${key}" is not a text. Each message is one text in double quotes.`,
      );
    } else messages.set(key, { text: value, line });
  }
  return messages;
}

/** The names a message fills in ({count}, {amount}), or a problem when it does not parse. */
function argumentsOf(text) {
  const names = new Set();
  const walk = (elements) => {
    for (const element of elements) {
      if ("value" in element && element.type !== 0 && element.type !== 7) names.add(element.value);
      for (const option of Object.values(element.options ?? {})) walk(option.value);
    }
  };
  try {
    const ast = parse(text, { ignoreTag: true });
    walk(ast);
    return { names, ast };
  } catch (error) {
    return { error: ICU_REASONS[error.message] ?? error.message };
  }
}

/** Each name's kinds in a message: a plain {name}, a number, a plural, a select… */
function kindsOf(ast, kinds = new Map()) {
  for (const element of ast) {
    if ("value" in element && element.type !== TYPE.literal && element.type !== TYPE.pound) {
      kinds.set(element.value, (kinds.get(element.value) ?? new Set()).add(element.type));
    }
    for (const option of Object.values(element.options ?? {})) kindsOf(option.value, kinds);
  }
  return kinds;
}

/**
 * Whether a translation fills in each name as English does. It may choose its words by a count
 * English only shows ({achieved} → {achieved, plural, …}): Hindi agrees with 1 where English need not.
 */
function sameShape(englishAst, translatedAst) {
  const english = kindsOf(englishAst);
  const countable = new Set([TYPE.argument, TYPE.number]);
  for (const [name, kinds] of kindsOf(translatedAst)) {
    const wanted = english.get(name) ?? new Set();
    for (const kind of kinds) {
      if (wanted.has(kind)) continue;
      if (kind === TYPE.plural && [...wanted].some((k) => countable.has(k))) continue;
      return false;
    }
    for (const kind of wanted) {
      if (!kinds.has(kind) && !(countable.has(kind) && kinds.has(TYPE.plural))) return false;
    }
  }
  return true;
}

const list = (names) => [...names].map((name) => `{${name}}`).join(", ");

/**
 * Every problem in the messages under `root` (content/i18n), in plain words; none when all is
 * well. English is the source: every other language has exactly its files and keys, and fills in
 * exactly the names each English message fills in.
 */
export function checkMessages(root = "content/i18n") {
  const problems = [];
  const englishFiles = jsonFiles(join(root, "en"));
  if (englishFiles.length === 0) return [`${join(root, "en")}: no English messages files found.`];
  for (const [lang, name] of Object.entries(LANGUAGES)) {
    if (lang === "en") continue;
    for (const file of jsonFiles(join(root, lang))) {
      if (!englishFiles.includes(file)) {
        problems.push(
          `${join(root, lang, file)}:1: there is no English file ${join(root, "en", file)}. ${name} files mirror the English ones: move these messages to the file of the same name.`,
        );
      }
    }
  }
  for (const file of englishFiles.sort()) {
    const english = readMessages(join(root, "en"), file, problems);
    const englishArgs = new Map();
    for (const [key, { text, line }] of english ?? []) {
      const parsed = argumentsOf(text);
      if (parsed.error) {
        problems.push(
          `${join(root, "en", file)}:${line}: "${key}" does not read as a message: ${parsed.error}. Braces mark a place the page fills in, like {count}; to show a brace itself, write '{'.`,
        );
      } else englishArgs.set(key, parsed);
    }
    for (const [lang, name] of Object.entries(LANGUAGES)) {
      if (lang === "en") continue;
      const where = join(root, lang, file);
      if (!existsSync(where)) {
        problems.push(
          `${where}:1: the file is missing. Every English file has a ${name} one with the same keys.`,
        );
        continue;
      }
      const translated = readMessages(join(root, lang), file, problems);
      if (!translated || !english) continue;
      for (const [key, { line }] of english) {
        if (!translated.has(key)) {
          problems.push(
            `${where}: "${key}" is missing (English: ${join(root, "en", file)}:${line}). Add it, translated.`,
          );
        }
      }
      for (const [key, { text, line }] of translated) {
        if (!english.has(key)) {
          problems.push(
            `${where}:${line}: "${key}" is not an English key. Keys are the English file's: remove it, or correct its spelling.`,
          );
          continue;
        }
        const parsed = argumentsOf(text);
        if (parsed.error) {
          problems.push(
            `${where}:${line}: "${key}" does not read as a message: ${parsed.error}. Braces mark a place the page fills in, like {count}; to show a brace itself, write '{'.`,
          );
          continue;
        }
        const source = englishArgs.get(key);
        if (!source) continue;
        const wanted = source.names;
        const missing = [...wanted].filter((arg) => !parsed.names.has(arg));
        const extra = [...parsed.names].filter((arg) => !wanted.has(arg));
        if (missing.length) {
          problems.push(
            `${where}:${line}: "${key}" leaves out ${list(missing)}, which the English message has: the page puts a figure or a name there. Keep ${list(missing)} as written, where your sentence needs it.`,
          );
        }
        if (extra.length) {
          problems.push(
            `${where}:${line}: "${key}" has ${list(extra)}, which the English message does not: the page fills in only ${wanted.size ? list(wanted) : "nothing"}. Names in braces stay in English, as the English message writes them.`,
          );
        }
        if (!missing.length && !extra.length && !sameShape(source.ast, parsed.ast)) {
          const plural = [...wanted].filter((arg) =>
            new RegExp(`\\{\\s*${arg}\\s*,\\s*plural`).test(english.get(key).text),
          );
          problems.push(
            `${where}:${line}: "${key}" fills in ${list(wanted)} in another way than English${plural.length ? `, which chooses its words by ${list(plural)}: keep {${plural[0]}, plural, one {…} other {…}}, with your words for one and for more` : ": keep each {…} as the English message writes it, changing only the words around it and inside its forms"}.`,
          );
        }
      }
    }
  }
  return problems;
}

export const LANGUAGE_CODES = Object.keys(LANGUAGES);

if (process.argv[1]?.endsWith("check-messages.mjs")) {
  const root = process.argv[2] ?? "content/i18n";
  const problems = checkMessages(root);
  if (problems.length) {
    console.error(problems.join("\n"));
    console.error(
      `\n${problems.length} problem${problems.length === 1 ? "" : "s"} in the messages.`,
    );
    process.exit(1);
  }
  console.log(
    `Messages in ${root}: every file reads, in ${Object.keys(LANGUAGES).length} languages.`,
  );
}
