import { applyEdits, findOne, inlineScripts, location, PageShapeError, readPage } from "./html.mjs";

const html =
  '<!DOCTYPE html><html><head><meta charSet="utf-8"/></head><body><p title="a &amp; b">x</p>' +
  '<script>if (a < b && c) go("</p>")</script><script type="application/ld+json">{}</script></body></html>';

describe("reading a built page", () => {
  it("gives each inline script's text exactly as written, not structured data", () => {
    expect(inlineScripts(readPage(html, "/")).map((s) => s.text)).toEqual([
      'if (a < b && c) go("</p>")',
    ]);
  });

  it("edits only the ranges it is given, whatever order they come in", () => {
    const page = readPage(html, "/");
    const body = location(page, findOne(page, "body"));
    const p = findOne(page, "p").sourceCodeLocation!;
    const out = applyEdits(html, [
      { start: body.endTag.startOffset, end: body.endTag.startOffset, text: "<i>end</i>" },
      { start: p.startOffset, end: p.endOffset, text: "" },
    ]);
    expect(out).toBe(
      html.replace('<p title="a &amp; b">x</p>', "").replace("</body>", "<i>end</i></body>"),
    );
  });

  it("names the page and what it expected when the shape is not there", () => {
    const page = readPage("<p>no head or body written</p>", "/hi/plan");
    expect(() => location(page, findOne(page, "body"))).toThrow(PageShapeError);
    expect(() => location(page, findOne(page, "body"))).toThrow(
      "/hi/plan: expected <body> written out in full. Next.js may have changed what it writes; update the step.",
    );
    expect(() => findOne(page, "main")).toThrow("/hi/plan: expected one <main>, found 0");
  });
});
