import localFont from "next/font/local";

/** Latin text: small, preloaded on every page. */
export const fontLatin = localFont({
  src: "../node_modules/@fontsource-variable/noto-sans/files/noto-sans-latin-wght-normal.woff2",
  variable: "--font-latin",
  weight: "100 900",
  display: "swap",
});

/** ₹ and other Latin-extended signs, loaded only when a page uses one. */
export const fontSigns = localFont({
  src: "../node_modules/@fontsource-variable/noto-sans-devanagari/files/noto-sans-devanagari-latin-ext-wght-normal.woff2",
  variable: "--font-signs",
  weight: "100 900",
  display: "swap",
  preload: false,
  declarations: [{ prop: "unicode-range", value: "U+0100-02BA,U+20A0-20C0,U+2113,U+A720-A7FF" }],
});

/** Devanagari (Hindi, Chhattisgarhi): 121 KB, so fetched only when Devanagari text is on screen. */
export const fontDevanagari = localFont({
  src: "../node_modules/@fontsource-variable/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-wght-normal.woff2",
  variable: "--font-devanagari",
  weight: "100 900",
  display: "swap",
  preload: false,
  declarations: [
    {
      prop: "unicode-range",
      value: "U+0900-097F,U+1CD0-1CF9,U+200C-200D,U+25CC,U+A830-A839,U+A8E0-A8FF",
    },
  ],
});

export const fontVariables = `${fontLatin.variable} ${fontSigns.variable} ${fontDevanagari.variable}`;
