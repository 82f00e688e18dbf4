// Writes the site's font subsets (lib/font-subsets.mjs) to assets/fonts/. Run it after changing a
// subset or the @fontsource-variable packages: `npm run fonts`. The output is committed.
import { readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import subsetFont from "subset-font";
import { SUBSETS } from "../lib/font-subsets.mjs";

const require = createRequire(import.meta.url);

for (const subset of SUBSETS) {
  const source = readFileSync(require.resolve(subset.source));
  const font = await subsetFont(source, subset.text, {
    targetFormat: "woff2",
    variationAxes: subset.axes,
  });
  writeFileSync(subset.file, font);
  console.log(`fonts: ${subset.file} ${font.length} bytes (from ${source.length})`);
}
