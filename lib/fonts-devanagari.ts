import localFont from "next/font/local";
import { fontLatin, fontRupee } from "@/lib/fonts";

// Hindi and Chhattisgarhi pages (app/[lang]/layout.tsx) draw Devanagari with this face: as Latin,
// it is shown only if it is there for the first paint (`optional`; Chromium holds that paint
// briefly for a preloaded face). With `swap` it arrived late and re-flowed the page (CLS up to
// 0.197; /hi/quality-check's figures moved 52 px). When it misses, the page keeps the phone's own
// Devanagari face (Android carries Noto Sans Devanagari, the same design) and the next page has
// the file from the cache (e2e/fonts.spec.ts). The build preloads it on those pages only
// (scripts/page-steps/font-preload.mjs); it is the same file as English pages' face, one download.

/** Devanagari on Hindi and Chhattisgarhi pages: 25 KB, preloaded by the build. */
export const fontDevanagariPages = localFont({
  src: "../assets/fonts/noto-sans-devanagari.woff2",
  variable: "--font-devanagari",
  weight: "400 700",
  display: "optional",
  preload: false,
  // Latin is drawn by the Latin face first, so an Arial-based fallback would never draw a glyph.
  adjustFontFallback: false,
  fallback: ["Noto Sans Devanagari", "Nirmala UI", "Kohinoor Devanagari", "Mangal"],
  declarations: [
    {
      prop: "unicode-range",
      value:
        "U+0901-0902,U+0905-090A,U+090F-0911,U+0913-0918,U+091A-0928,U+092A-0930,U+0932,U+0935-0939,U+093C,U+093E-0943,U+0947-0949,U+094B-094D,U+0964,U+0970",
    },
  ],
});

export const devanagariPageFontVariables = `${fontLatin.variable} ${fontRupee.variable} ${fontDevanagariPages.variable}`;
