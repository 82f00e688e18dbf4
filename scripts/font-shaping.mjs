// Shapes every Devanagari word the site shows with the committed face and with the full face it
// was cut from, at each weight the pages use, and prints what lib/devanagari-shaping.test.ts
// judges as JSON: the words drawn differently, the largest difference among the rest, and how
// words the site does not use are drawn by the committed face and by the face the build cuts
// once the text has them (scripts/fonts.mjs --build).
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { TOLERANCE, wordDistance } from "../lib/font-compare.mjs";
import { shape, shaper } from "../lib/font-glyphs.mjs";
import { SUBSETS } from "../lib/font-subsets.mjs";
import { siteDevanagariWords } from "../lib/site-devanagari.mjs";
import { makeSubset } from "./fonts.mjs";

const require = createRequire(import.meta.url);
const subset = SUBSETS.find((s) => s.glyphsAt);
const full = await shaper(readFileSync(require.resolve(subset.source)));
const cut = await shaper(readFileSync(process.argv[2] ?? subset.file));
const words = siteDevanagariWords();

const differing = [];
let largest = 0;
for (const weight of subset.glyphsAt) {
  const caches = [new Map(), new Map()];
  for (const word of words) {
    const distance = wordDistance(full, cut, word, weight, caches);
    if (distance > TOLERANCE) differing.push({ word, weight });
    else largest = Math.max(largest, distance);
  }
}

/**
 * Words the site does not use: whether the committed face draws each as the full face does, and
 * with boxes or a visible virama; and whether the face cut with them among the text's words does.
 */
const virama = shape(cut, "\u094d", 400).at(-1).id;
const unused = (process.env.UNUSED_WORDS ?? "लज्जा उद्घाटन").split(" ");
const recut = await shaper(await makeSubset(subset, unused));
const drawing = (face, word) => {
  const drawn = shape(face, word, 400);
  return {
    same: wordDistance(full, face, word, 400) <= TOLERANCE,
    boxes: drawn.filter((g) => g.id === 0).length,
    virama: drawn.some((g) => g.id === virama),
  };
};
const fallback = unused.map((word) => ({
  word,
  committed: drawing(cut, word),
  recut: drawing(recut, word),
}));

console.log(JSON.stringify({ words: words.length, differing, largest, fallback }));
