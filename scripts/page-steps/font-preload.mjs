// Hindi and Chhattisgarhi pages preload their Devanagari face (lib/fonts-devanagari.ts), which they
// show only if it is there for the first paint. next/font preloads what a page's stylesheets use,
// and Turbopack writes one stylesheet for both root layouts, so `preload: true` would have every
// English page fetch the 25 KB face too. This step adds the preload to Devanagari pages only.
import { PageShapeError, attr, findAll } from "./html.mjs";

/** `<html lang>` of the pages written in Devanagari: Hindi and Chhattisgarhi. */
export const DEVANAGARI_LANGS = ["hi", "hne"];
const FACE = /url\(([^)]*noto_sans_devanagari[^)]*\.woff2)\)/g;

/**
 * The edit that preloads the page's Devanagari face, or none for a page in another language.
 * @param {import("./html.mjs").Page} page
 * @param {(href: string) => string} readStylesheet the text of a stylesheet the page links to
 * @returns {import("./html.mjs").Edit[]}
 */
export function fontPreloadEdits(page, readStylesheet) {
  const html = findAll(page, "html")[0];
  if (!html || !DEVANAGARI_LANGS.includes(attr(html, "lang") ?? "")) return [];
  const sheets = findAll(page, "link").filter((l) => attr(l, "rel") === "stylesheet");
  const first = sheets[0]?.sourceCodeLocation;
  if (!first) throw new PageShapeError(page.path, "a <link rel=stylesheet> in a Hindi page");
  const faces = new Set();
  for (const sheet of sheets) {
    const href = attr(sheet, "href") ?? "";
    for (const [, url] of readStylesheet(href).matchAll(FACE)) {
      faces.add(new URL(url.replace(/["']/g, ""), `http://site${href}`).pathname);
    }
  }
  if (faces.size !== 1) {
    throw new PageShapeError(
      page.path,
      `one Devanagari face (noto_sans_devanagari….woff2) in its stylesheets, found ${[...faces].join(", ") || "none"}`,
    );
  }
  const href = [...faces][0];
  const link = `<link rel="preload" href="${href}" as="font" crossorigin="" type="font/woff2"/>`;
  return [{ start: first.startOffset, end: first.startOffset, text: link }];
}
