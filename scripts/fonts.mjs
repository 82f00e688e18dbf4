// Writes the site's font subsets (lib/font-subsets.mjs) to assets/fonts/. Run it after changing a
// subset, the site's Devanagari text or the @fontsource-variable packages: `npm run fonts`. The
// output is committed. `--check` writes nothing and exits 1 naming each file that differs from
// what this makes (lib/fonts.test.ts runs it).
import { readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import subsetFont from "subset-font";
import { cutToGlyphs, glyphsOf, shaper } from "../lib/font-glyphs.mjs";
import { SUBSETS } from "../lib/font-subsets.mjs";
import { fallbackForms, siteDevanagariWords } from "../lib/site-devanagari.mjs";

const require = createRequire(import.meta.url);

/** The bytes `npm run fonts` writes for one subset. */
export async function makeSubset(subset) {
  const source = readFileSync(require.resolve(subset.source));
  if (!subset.glyphsAt) {
    return subsetFont(source, subset.text, { targetFormat: "woff2", variationAxes: subset.axes });
  }
  const words = [...siteDevanagariWords(), ...fallbackForms(subset.text)];
  const glyphs = glyphsOf(await shaper(source), words, subset.glyphsAt);
  return cutToGlyphs(source, glyphs, subset.text, subset.axes);
}

const check = process.argv.includes("--check");
let stale = 0;
for (const subset of SUBSETS) {
  const made = await makeSubset(subset);
  if (!check) {
    writeFileSync(subset.file, made);
    console.log(`fonts: ${subset.file} ${made.length} bytes`);
  } else if (Buffer.compare(made, readFileSync(subset.file)) !== 0) {
    stale++;
    console.log(`fonts: ${subset.file} is not what the site's text makes: run npm run fonts`);
  }
}
process.exit(stale ? 1 : 0);
