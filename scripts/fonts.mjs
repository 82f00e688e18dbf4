// Writes the site's font subsets (lib/font-subsets.mjs) to assets/fonts/. Run it after changing a
// subset, the site's Devanagari text or the @fontsource-variable packages: `npm run fonts`. The
// output is committed. `--check` writes nothing and exits 1 naming each file that differs from
// what this makes (lib/fonts.test.ts runs it). `--build`, run by `npm run build` before
// `next build`, rewrites only a file the text has changed and says so: a Hindi name the team's
// files bring (content/villages/pilot/actuals) is drawn with its own conjuncts on the pages deployed with it,
// even before anyone runs `npm run fonts`.
import { readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { pathToFileURL } from "node:url";
import subsetFont from "subset-font";
import { cutToGlyphs, glyphsOf, shaper } from "../lib/font-glyphs.mjs";
import { SUBSETS } from "../lib/font-subsets.mjs";
import { halfForms, siteDevanagariWords } from "../lib/site-devanagari.mjs";

const require = createRequire(import.meta.url);

/**
 * The bytes `npm run fonts` writes for one subset; the Devanagari face is cut to the glyphs of the
 * site's words and of `moreWords` (scripts/font-shaping.mjs: words the site does not use yet).
 */
export async function makeSubset(subset, moreWords = []) {
  const source = readFileSync(require.resolve(subset.source));
  if (!subset.glyphsAt) {
    return subsetFont(source, subset.text, { targetFormat: "woff2", variationAxes: subset.axes });
  }
  const words = [...siteDevanagariWords(), ...moreWords];
  words.push(...halfForms(words));
  const glyphs = glyphsOf(await shaper(source), words, subset.glyphsAt);
  return cutToGlyphs(source, glyphs, subset.text, subset.axes);
}

async function main() {
  const check = process.argv.includes("--check");
  const build = process.argv.includes("--build");
  let stale = 0;
  for (const subset of SUBSETS) {
    const made = await makeSubset(subset);
    const same = Buffer.compare(made, readFileSync(subset.file)) === 0;
    if (check) {
      if (!same) {
        stale++;
        console.log(`fonts: ${subset.file} is not what the site's text makes: run npm run fonts`);
      }
    } else if (!build) {
      writeFileSync(subset.file, made);
      console.log(`fonts: ${subset.file} ${made.length} bytes`);
    } else if (!same) {
      writeFileSync(subset.file, made);
      console.log(
        `fonts: ${subset.file} cut again for the site's text (${made.length} bytes): commit it`,
      );
    }
  }
  process.exit(stale ? 1 : 0);
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) await main();
