import { fontPreloadEdits } from "./font-preload.mjs";
import { applyEdits, PageShapeError, readPage } from "./html.mjs";

// A page's head as Next.js writes it, and its stylesheet with the site's four faces (the English
// and the Devanagari pages' faces share one file).
const page = (lang: string) =>
  readPage(
    [
      `<!DOCTYPE html><html lang="${lang}"><head><meta charSet="utf-8"/>`,
      '<link rel="preload" href="/_next/static/media/noto_sans_latin.p.1a.woff2" as="font" crossorigin="" type="font/woff2"/>',
      '<link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next"/>',
      "</head><body><h1>योजना</h1></body></html>",
    ].join(""),
    `/${lang}/plan`,
  );
const css = [
  '@font-face{font-family:a;src:url(../media/noto_sans_latin.p.1a.woff2)format("woff2")}',
  '@font-face{font-family:b;src:url(../media/noto_sans_devanagari.2b.woff2)format("woff2");font-display:swap}',
  '@font-face{font-family:c;src:url(../media/noto_sans_devanagari.2b.woff2)format("woff2");font-display:optional}',
].join("");
const sheets = (text: string) => (href: string) => {
  expect(href).toBe("/_next/static/chunks/a.css");
  return text;
};
const preload =
  '<link rel="preload" href="/_next/static/media/noto_sans_devanagari.2b.woff2" as="font" crossorigin="" type="font/woff2"/>';

describe("font-preload step", () => {
  it.each(["hi", "hne"])(
    "preloads the Devanagari face before the stylesheet on a %s page",
    (lang) => {
      const p = page(lang);
      const html = applyEdits(p.html, fontPreloadEdits(p, sheets(css)));
      expect(html).toContain(`${preload}<link rel="stylesheet"`);
      expect(html.split("noto_sans_devanagari")).toHaveLength(2);
    },
  );

  it("leaves an English page as it is", () => {
    expect(fontPreloadEdits(page("en"), sheets(css))).toEqual([]);
  });

  it("stops the build when the stylesheet has no Devanagari face, or two", () => {
    expect(() => fontPreloadEdits(page("hi"), sheets(""))).toThrow(PageShapeError);
    const two = css.replace(
      'devanagari.2b.woff2)format("woff2");font-display:optional',
      'devanagari.3c.woff2)format("woff2");font-display:optional',
    );
    expect(() => fontPreloadEdits(page("hi"), sheets(two))).toThrow(/found .*2b.*3c/);
  });
});
