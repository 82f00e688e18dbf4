// The Devanagari words the site can show, as the browser shapes them: a run of Devanagari letters
// between spaces, digits or Latin punctuation (those are drawn by the Latin face, so each run is
// shaped on its own). The Devanagari face is cut to the glyphs these words need (npm run fonts).
import { readFileSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";

/** Where the pages' text comes from: messages, content, components and their modules. */
const ROOTS = ["content", "components", "lib", "app"];
/** Lists of rejected spellings for the glossary's test, never shown on a page. */
const NOT_SHOWN = /content\/i18n\/(glossary|spelling)\.json$|content\/i18n\/glossary\.csv$/;

function files(dir) {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    if (statSync(full).isDirectory()) return files(full);
    return /\.(json|ts|tsx|csv)$/.test(name) && !/\.test\./.test(name) ? [full] : [];
  });
}

/** The Devanagari words of a text, as the browser shapes them (above), in order. */
export function devanagariWords(text) {
  return text.match(/[\u0900-\u097f\u200c\u200d]+/g) ?? [];
}

/** Every Devanagari word in the site's text, once each, sorted. */
export function siteDevanagariWords(root = ".") {
  const words = new Set();
  for (const file of ROOTS.flatMap((dir) => files(join(root, dir)))) {
    if (NOT_SHOWN.test(file.replaceAll("\\", "/"))) continue;
    for (const word of devanagariWords(readFileSync(file, "utf8"))) words.add(word);
  }
  return [...words].sort();
}

/**
 * The half form of each consonant the words put before a virama (क्‍ for क्): some conjuncts pass
 * through it on their way to the glyph drawn (व्य does), so a face cut to the final glyphs alone
 * would draw them otherwise (lib/devanagari-shaping.test.ts).
 */
export function halfForms(words) {
  const consonants = new Set(words.flatMap((w) => w.match(/[\u0915-\u0939](?=\u094d)/g) ?? []));
  return [...consonants].sort().map((c) => `${c}\u094d\u200d`);
}
