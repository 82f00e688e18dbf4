import localFont from "next/font/local";

// The files are subsets made by `npm run fonts` (lib/font-subsets.mjs); next/font needs literal
// options, so the ranges are written out here and lib/fonts.test.ts keeps them in step.

// Latin and the rupee sign are preloaded and shown only if they arrive before the first paint
// (`optional`): on a slow first visit the page keeps the system face rather than re-flowing when
// the file lands (with `swap`, a font 1.5 s late shifted /transparency at 360 px by 0.18), and
// the next page has the font from the cache (e2e/fonts.spec.ts). On English pages Devanagari (the
// language menu's names) swaps in; Hindi and Chhattisgarhi pages use lib/fonts-devanagari.ts.

/** Latin text, weights 400 to 700: 14 KB, preloaded on every page. */
export const fontLatin = localFont({
  src: "../assets/fonts/noto-sans-latin.woff2",
  variable: "--font-latin",
  weight: "400 700",
  display: "optional",
  declarations: [
    {
      prop: "unicode-range",
      value:
        "U+0020-007E,U+00A0,U+00A7,U+00B7,U+00D7,U+00F7,U+2013-2014,U+2018-2019,U+201C-201D,U+2022,U+2026,U+203A,U+2191,U+2193,U+2212",
    },
  ],
});

/** The rupee sign: 1 KB, preloaded, since nearly every page opens with an amount. */
export const fontRupee = localFont({
  src: "../assets/fonts/noto-sans-rupee.woff2",
  variable: "--font-rupee",
  weight: "400 700",
  display: "optional",
  declarations: [{ prop: "unicode-range", value: "U+20B9" }],
});

/**
 * Devanagari is drawn by a face written by hand in app/fonts-devanagari.css (the phone's own Noto
 * Sans Devanagari first, then the site's 25 KB file): this class gives English pages its `swap`
 * family, fetched only when Devanagari text (the language menu's names) is on screen.
 */
export const fontVariables = `${fontLatin.variable} ${fontRupee.variable} font-devanagari-swap`;
