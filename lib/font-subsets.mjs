// The web fonts the site ships, cut down from the Noto Sans files of @fontsource-variable to the
// characters and weights the pages use (the Tailwind theme uses weights 400 to 700 only).
// `npm run fonts` writes them to assets/fonts/; lib/fonts.test.ts checks that the committed files
// are what this list makes, that lib/fonts.ts declares the same ranges, and that every character
// in the site's source is drawn by one of them.

/** The characters from one code point to another, both included. */
export const range = (from, to) =>
  Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i)).join("");

const WEIGHTS = { wght: { min: 400, max: 700 } };

/** @type {{ file: string; source: string; text: string; axes: typeof WEIGHTS; glyphsAt?: number[] }[]} */
export const SUBSETS = [
  {
    // Every page's text: preloaded, so it is kept small.
    file: "assets/fonts/noto-sans-latin.woff2",
    source: "@fontsource-variable/noto-sans/files/noto-sans-latin-wght-normal.woff2",
    text: `${range(0x20, 0x7e)}\u00a0§·×÷–—‘’“”…•›−↑↓`,
    axes: WEIGHTS,
  },
  {
    // The rupee sign, on nearly every page.
    file: "assets/fonts/noto-sans-rupee.woff2",
    source:
      "@fontsource-variable/noto-sans-devanagari/files/noto-sans-devanagari-latin-ext-wght-normal.woff2",
    text: "₹",
    axes: WEIGHTS,
  },
  {
    // Hindi and Chhattisgarhi: the Devanagari characters the site's text uses (60 of the block's
    // 128), cut to the glyphs the site's words shape to at the weights the pages use
    // (lib/font-glyphs.mjs, lib/site-devanagari.mjs), plus the half forms some conjuncts pass
    // through: 25 KB, against 49 KB with every conjunct those characters could make and 79 KB
    // for the block. lib/devanagari-shaping.test.ts shapes every word with this file and with the
    // full face and compares the glyphs; a word that needs a glyph the file lacks fails it until
    // `npm run fonts` is run (`npm run build` cuts it again itself), and a character the text
    // gains fails lib/fonts.test.ts until it is added here.
    file: "assets/fonts/noto-sans-devanagari.woff2",
    source:
      "@fontsource-variable/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-wght-normal.woff2",
    text: "ँंअआइईउऊएऐऑओऔकखगघचछजझञटठडढणतथदधनपफबभमयरलवशषसह़ािीुूृेैॉोौ्।॰",
    axes: WEIGHTS,
    // Tailwind's font-normal, -medium, -semibold and -bold.
    glyphsAt: [400, 500, 600, 700],
  },
];

/** Characters no web font here draws: the browser takes them from a system font, as it always has. */
export const SYSTEM_DRAWN = "→≈";

/** `U+0020-007E,U+00A0,…`: the CSS unicode-range of a subset's text. */
export function unicodeRange(text) {
  const points = [...new Set([...text].map((c) => c.codePointAt(0)))].sort((a, b) => a - b);
  const spans = [];
  for (const p of points) {
    const last = spans.at(-1);
    if (last && last[1] === p - 1) last[1] = p;
    else spans.push([p, p]);
  }
  const hex = (n) => `U+${n.toString(16).toUpperCase().padStart(4, "0")}`;
  return spans
    .map(([a, b]) =>
      a === b ? hex(a) : `${hex(a)}-${b.toString(16).toUpperCase().padStart(4, "0")}`,
    )
    .join(",");
}
