// A set of system fonts like a phone's that carries Noto Sans Devanagari (most Android phones do),
// for a browser on this machine, which has no Devanagari face: fontconfig is pointed at a folder
// holding the full Noto Sans Devanagari, every weight and every conjunct, as TrueType (how a
// system carries it; the package ships it as WOFF2, which fontconfig lists but Chromium does not
// open from the system). Used by e2e/fonts.spec.ts and the bench (bench/run.mjs), so that the
// page's `local()` face (app/fonts-devanagari.css) is measured as such a phone meets it.
import { mkdirSync, writeFileSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { join, resolve } from "node:path";
import subsetFont from "subset-font";
import { range } from "../lib/font-subsets.mjs";

const FULL_FACE =
  "@fontsource-variable/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-wght-normal.woff2";

/**
 * Writes the phone's fonts and their fontconfig file into `dir`.
 * @param {string} dir
 * @returns {Promise<{ FONTCONFIG_FILE: string }>} the environment that gives a browser these fonts
 */
export async function writePhoneFonts(dir) {
  const root = resolve(dir);
  mkdirSync(join(root, "fonts"), { recursive: true });
  // Resolved from the project (run from its folder): Playwright loads this file as CommonJS, where
  // import.meta is not there.
  const full = await readFile(createRequire(resolve("package.json")).resolve(FULL_FACE));
  // The whole Devanagari block, the joiners and the dotted circle; the variable axis kept.
  const ttf = await subsetFont(full, `${range(0x900, 0x97f)}\u200c\u200d\u25cc`, {
    targetFormat: "truetype",
  });
  writeFileSync(join(root, "fonts", "NotoSansDevanagari-VF.ttf"), ttf);
  const conf = join(root, "fonts.conf");
  writeFileSync(
    conf,
    [
      '<?xml version="1.0"?>',
      '<!DOCTYPE fontconfig SYSTEM "fonts.dtd">',
      "<fontconfig>",
      '  <include ignore_missing="yes">/etc/fonts/fonts.conf</include>',
      `  <dir>${join(root, "fonts")}</dir>`,
      `  <cachedir>${join(root, "cache")}</cachedir>`,
      "</fontconfig>",
      "",
    ].join("\n"),
  );
  return { FONTCONFIG_FILE: conf };
}
