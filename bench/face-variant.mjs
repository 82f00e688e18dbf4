// bench:ab's variant for the Devanagari face alone (issue 46): a copy of the full build whose
// Devanagari file holds the face cut by characters (every conjunct the site's 60 letters can
// make, 49 KB, as before the glyph-level cut) instead of the glyph-level one (25 KB). Same pages,
// same CSS and URLs: only the bytes of the face differ.
import { cpSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import subsetFont from "subset-font";
import { SUBSETS } from "../lib/font-subsets.mjs";

const require = createRequire(import.meta.url);

/** Copies the build in `from` to `to` and puts the face cut by characters in its place. */
export async function withCharacterCutFace(from, to) {
  const subset = /** @type {(typeof SUBSETS)[number]} */ (SUBSETS.find((s) => s.glyphsAt));
  const face = await subsetFont(readFileSync(require.resolve(subset.source)), subset.text, {
    targetFormat: "woff2",
    variationAxes: subset.axes,
  });
  rmSync(to, { recursive: true, force: true });
  cpSync(from, to, { recursive: true, filter: (path) => !path.startsWith(join(from, "cache")) });
  const media = join(to, "static/media");
  const files = readdirSync(media).filter((f) => /^noto[-_]sans[-_]devanagari.*\.woff2$/.test(f));
  if (files.length !== 1) throw new Error(`one Devanagari face in ${media}, found ${files}`);
  writeFileSync(join(media, files[0]), face);
  return face.length;
}
