import { createHash } from "node:crypto";
import { policyProblems, withPolicy } from "./csp.mjs";
import { PageShapeError, readPage } from "./html.mjs";

const page =
  '<!DOCTYPE html><html><head><meta charSet="utf-8"/><title>x</title></head><body>' +
  '<script>one()</script><script type="application/ld+json">{"a":1}</script>' +
  '<script src="/_next/static/chunks/a.js" async=""></script><script>two()</script></body></html>';

const sha = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;
const policyOf = (html: string) =>
  /<meta http-equiv="Content-Security-Policy" content="([^"]*)"\/>/.exec(html)?.[1] ?? "";

describe("a page's script policy", () => {
  const html = withPolicy(readPage(page, "/plan"));

  it("comes right after the charset, before any script", () => {
    expect(html.indexOf("Content-Security-Policy")).toBeLessThan(html.indexOf("<script"));
    expect(
      html.startsWith('<!DOCTYPE html><html><head><meta charSet="utf-8"/><meta http-equiv='),
    ).toBe(true);
  });

  it("allows exactly the inline scripts the page runs, not its data", () => {
    const scriptSrc = /script-src ([^;]*)/.exec(policyOf(html))?.[1];
    expect(scriptSrc).toBe(`'self' ${sha("one()")} ${sha("two()")}`);
    expect(policyProblems(readPage(html, "/plan"))).toEqual([]);
  });

  it("is found wanting when a script changes after it was written", () => {
    const changed = html.replace("two()", "three()");
    expect(policyProblems(readPage(changed, "/plan"))).toEqual([
      `/plan: inline script ${sha("three()").slice(1, -1)} not allowed`,
    ]);
  });

  it("is found wanting when it is missing, doubled or late", () => {
    expect(policyProblems(readPage(page, "/plan"))).toEqual([
      "/plan: 0 policy <meta> elements, not 1",
    ]);
    const late = html
      .replace(/<meta http-equiv[^>]*>/, "")
      .replace("</body>", `${/<meta http-equiv[^>]*>/.exec(html)![0]}</body>`);
    expect(policyProblems(readPage(late, "/plan"))).toContain(
      "/plan: a script comes before the policy",
    );
  });

  it("stops the build on a page with no charset to follow, naming the page", () => {
    const bare = page.replace('<meta charSet="utf-8"/>', "");
    expect(() => withPolicy(readPage(bare, "/hi/plan"))).toThrow(PageShapeError);
    expect(() => withPolicy(readPage(bare, "/hi/plan"))).toThrow(
      /^\/hi\/plan: expected a <meta charSet/,
    );
  });
});
