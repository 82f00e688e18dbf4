// The fonts a Hindi page downloads, file by file, beside what the whole Devanagari block weighed
// before issue 46 cut the face down to the characters the site uses, and then to its glyphs.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { gzipSync } from "node:zlib";
import subsetFont from "subset-font";
import { range, SUBSETS } from "../lib/font-subsets.mjs";

const require = createRequire(import.meta.url);
const kb = (bytes) => (bytes / 1024).toFixed(1);

/** @param {Record<string, number>} fonts gzip bytes by file name, as weigh() found them */
export async function fontLines(fonts = {}) {
  const devanagari = /** @type {(typeof SUBSETS)[number]} */ (
    SUBSETS.find((s) => s.file.endsWith("devanagari.woff2"))
  );
  // The ranges the face had before: the block, Vedic extensions, joiners, the dotted circle.
  const block = `${range(0x900, 0x97f)}${range(0x1cd0, 0x1cf9)}\u200c\u200d\u25cc${range(0xa830, 0xa839)}${range(0xa8e0, 0xa8ff)}`;
  const whole = await subsetFont(readFileSync(require.resolve(devanagari.source)), block, {
    targetFormat: "woff2",
    variationAxes: devanagari.axes,
  });
  // The face cut by characters, with every conjunct they make (before the glyph-level cut).
  const characters = await subsetFont(
    readFileSync(require.resolve(devanagari.source)),
    devanagari.text,
    {
      targetFormat: "woff2",
      variationAxes: devanagari.axes,
    },
  );
  const total = Object.values(fonts).reduce((a, b) => a + b, 0);
  const files = Object.entries(fonts).map(([name, bytes]) => `${name} ${kb(bytes)}`);
  return [
    `Fonts on /hi/transparency (gzip): ${kb(total)} KB (${files.join(", ") || "none"}). ` +
      `The whole Devanagari block, as the face was before issue 46: ${kb(gzipSync(whole).length)} KB ` +
      `for Devanagari alone; cut to the site's characters ${kb(gzipSync(characters).length)} KB; ` +
      `now, cut to the glyphs the site's words use, ${kb(gzipSync(readFileSync(devanagari.file)).length)} KB.`,
  ];
}
