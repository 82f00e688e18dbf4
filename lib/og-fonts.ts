import { readFile } from "node:fs/promises";
import { basename, join } from "node:path";
import type { Font } from "satori";
import subsetFont from "subset-font";
import { SUBSETS } from "@/lib/font-subsets.mjs";

/** Family names for the site's three font files, in the order the card falls back through them. */
const families: Record<string, string> = {
  "assets/fonts/noto-sans-latin.woff2": "Noto Sans",
  "assets/fonts/noto-sans-rupee.woff2": "Noto Sans Rupee",
  "assets/fonts/noto-sans-devanagari.woff2": "Noto Sans Devanagari",
};

export const OG_FONT_FAMILY = Object.values(families).join(", ");

const WEIGHTS = [400, 700] as const;

let fonts: Promise<Font[]> | undefined;

/**
 * The site's own font files (assets/fonts), read from the repository so the build makes no
 * network call. They are variable fonts, which satori draws at their default weight only, so each
 * is pinned to 400 and 700 first; sfnt output spares satori a WOFF2 decode on every card.
 */
export function ogFonts(): Promise<Font[]> {
  fonts ??= Promise.all(
    SUBSETS.flatMap((subset) =>
      WEIGHTS.map(async (weight) => ({
        name: families[subset.file]!,
        data: await subsetFont(
          await readFile(join(process.cwd(), "assets/fonts", basename(subset.file))),
          subset.text,
          {
            targetFormat: "sfnt",
            variationAxes: { wght: weight },
          },
        ),
        weight,
        style: "normal" as const,
      })),
    ),
  );
  return fonts;
}
