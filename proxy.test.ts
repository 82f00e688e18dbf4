import { readFileSync, writeFileSync } from "node:fs";
import { NextRequest } from "next/server";
import { join } from "node:path";
import { MATCHER_END, MATCHER_START, matcherSource, proxyMatchers } from "@/lib/proxy-matcher";
import { LANG_HEADER, NONCE_HEADER } from "@/lib/not-found-lang";
import { allPaths } from "@/lib/routes";
import { config, proxy } from "@/proxy";

const file = join(__dirname, "proxy.ts");

describe("proxy.ts's matcher", () => {
  it("is the one generated from the route table (npm run proxy-matcher writes it)", () => {
    const source = readFileSync(file, "utf8");
    const start = source.indexOf(MATCHER_START);
    const end = source.indexOf(MATCHER_END, start) + MATCHER_END.length;
    expect(start).toBeGreaterThan(-1);
    const written = source.slice(start, end);
    if (process.env.WRITE_PROXY_MATCHER && written !== matcherSource()) {
      writeFileSync(file, source.slice(0, start) + matcherSource() + source.slice(end));
      return;
    }
    expect(written).toBe(matcherSource());
    expect(config.matcher).toEqual(proxyMatchers());
  });
});

describe("proxy matchers", () => {
  // Next reads the matchers as literals; together they must exclude exactly the table's pages.
  const patterns = config.matcher.map((m) => new RegExp(`^${m}$`));
  const runs = (path: string) => patterns.some((p) => p.test(path));

  it("never run for a page, in any language", () => {
    for (const path of allPaths()) {
      for (const prefix of ["", "/hi", "/cg"]) {
        const url = path === "/" ? prefix || "/" : `${prefix}${path}`;
        expect([url, runs(url)]).toEqual([url, false]);
      }
    }
  });
  it("never run for Next's files, the API's other paths or share cards", () => {
    for (const path of [
      "/_next/static/chunks/a.js",
      "/api/quality-check",
      "/api/quality-check/health",
      "/api/nope",
      "/og/home.png",
    ]) {
      expect([path, runs(path)]).toEqual([path, false]);
    }
  });
  it("run for unknown paths in every language", () => {
    for (const path of [
      "/nope",
      "/history",
      "/transparency/extra",
      "/en/transparency",
      "/hi/nope",
      "/cg/transparency/extra",
      "/hi/transparency-hub-v3",
    ]) {
      expect([path, runs(path)]).toEqual([path, true]);
    }
  });
});

describe("the proxy", () => {
  const run = (path: string, method = "GET") =>
    proxy(new NextRequest(`http://localhost${path}`, { method }));

  it("gives an unknown page path its language and a nonce policy", () => {
    const res = run("/hi/nope");
    expect(res.headers.get("x-middleware-next")).toBe("1");
    expect(res.headers.get(`x-middleware-request-${LANG_HEADER}`)).toBe("hi");
    const nonce = res.headers.get(`x-middleware-request-${NONCE_HEADER}`);
    expect(nonce).toMatch(/^[A-Za-z0-9+/]+=*$/);
    expect(res.headers.get("x-middleware-request-content-security-policy")).toContain(
      `'nonce-${nonce}'`,
    );
  });
});
