import { fontLatin, fontRupee } from "@/lib/fonts";

// Hindi and Chhattisgarhi pages (app/[lang]/layout.tsx) draw Devanagari with the face in
// app/fonts-devanagari.css: the phone's own Noto Sans Devanagari where it has one (most Android
// phones do), drawn at once with nothing to download; otherwise the site's 25 KB file, shown only
// if it is there for the first paint (`optional`), as Latin is. With `swap` it arrived late and
// re-flowed the page (CLS up to 0.197; /hi/quality-check's figures moved 52 px). When it misses,
// the page keeps the system's Devanagari face and the next page has the file from the cache
// (e2e/fonts.spec.ts). It is not preloaded: a preload is fetched even where the phone has the
// face, and it held the first paint back (bench/results.md, issue 46).

/** The font classes of a Hindi or Chhattisgarhi page's <html>. */
export const devanagariPageFontVariables = `${fontLatin.variable} ${fontRupee.variable} font-devanagari-pages`;
