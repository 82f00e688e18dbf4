/**
 * How glossary.test.ts finds a term in a message: by whole words, and by the inflected forms of a
 * word (गाँववासी, गाँववासियों), so a plural or oblique case of a listed variant cannot slip past.
 */

/**
 * Words, for matching whole words only: a forbidden "आय" must not be found inside "आयु", nor "सौर"
 * inside "सौरभ". JavaScript's \b knows only ASCII letters, so the text is split on every character
 * that is not a letter (\p{L}), a combining mark (\p{M}: matras, virama, nukta, anusvara), a digit
 * or a zero-width joiner; spaces, danda, hyphens and quotes all separate words. `{name}`
 * placeholders become words of their own and never match Devanagari.
 */
export function words(text: string): string[] {
  return text.split(/[^\p{L}\p{M}\p{N}\u200c\u200d]+/u).filter(Boolean);
}

/**
 * The endings a Hindi or Chhattisgarhi noun or adjective takes for number and case, by how its
 * plain form ends: गाँववासी → गाँववासियों, खर्चा → खर्चे/खर्चों, कौशल → कौशलों. Verb endings
 * are left out on purpose: आय ("income") must not match आया ("came").
 */
const ENDINGS: readonly (readonly [string, readonly string[]])[] = [
  ["ी", ["ियों", "ियाँ", "ियां", "ियो"]],
  ["ा", ["े", "ों", "ाओं"]],
  ["ू", ["ुओं", "ूओं"]],
  ["ि", ["ियों"]],
  ["ु", ["ुओं"]],
];
const AFTER_CONSONANT = ["ों", "ें", "ो"];

/** Every form of `word` the check treats as the same word; a trailing `*` matches any ending. */
function sameWord(textWord: string, word: string): boolean {
  if (word.endsWith("*")) return textWord.startsWith(word.slice(0, -1));
  if (textWord === word) return true;
  const ending = ENDINGS.find(([plain]) => word.endsWith(plain));
  if (ending) {
    const stem = word.slice(0, -ending[0].length);
    return ending[1].some((e) => textWord === stem + e);
  }
  // A word ending in a consonant takes the endings directly.
  return /[\p{L}]$/u.test(word) && AFTER_CONSONANT.some((e) => textWord === word + e);
}

/** Whether the phrase's words occur, in order and adjacent, among the text's words, in any form. */
export function hasPhrase(textWords: readonly string[], phrase: string): boolean {
  const p = phrase.endsWith("*")
    ? [...words(phrase).slice(0, -1), `${words(phrase).at(-1)}*`]
    : words(phrase);
  if (p.length === 0) return false;
  for (let i = 0; i + p.length <= textWords.length; i++) {
    if (p.every((w, j) => sameWord(textWords[i + j]!, w))) return true;
  }
  return false;
}
