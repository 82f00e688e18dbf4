import { config } from "@/proxy";
import { allPaths, navItems, routeForPath, routes } from "@/lib/routes";

describe("route table", () => {
  it("has no path twice", () => {
    const paths = allPaths();
    expect(new Set(paths).size).toBe(paths.length);
  });
  it("places five main links, six institutional and four resource items", () => {
    expect(navItems("main").map((r) => r.nav?.label)).toEqual([
      "Home",
      "Our Plan",
      "Investment",
      "Progress",
      "Transparency",
    ]);
    expect(navItems("institutional").map((r) => r.nav?.label)).toEqual([
      "Expert Advisory Board",
      "Risk Management Matrix",
      "Partnership Ecosystem",
      "National Scaling Framework",
      "Complete Timeline",
      "Evidence Base",
    ]);
    expect(navItems("resources").map((r) => r.nav?.label)).toEqual([
      "Community Hub",
      "Impact Analysis",
      "Engagement Hub",
      "Education Programs",
    ]);
  });
  it("gives every page a meta description of at least 50 characters", () => {
    for (const r of routes) expect(r.description.length).toBeGreaterThanOrEqual(50);
  });
  it("resolves aliases to their primary page", () => {
    expect(routeForPath("/progress")?.path).toBe("/dashboard");
    expect(routeForPath("/dashboard-v2/")?.path).toBe("/dashboard");
    expect(routeForPath("/v1")?.path).toBe("/initiatives");
    expect(routeForPath("/quality#top")?.path).toBe("/quality-check");
    expect(routeForPath("/nowhere")).toBeUndefined();
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
      "/api/quality-check/health",
      "/api/nope",
      "/og/home.png",
    ]) {
      expect([path, runs(path)]).toEqual([path, false]);
    }
  });
  it("run for the quality API, which the proxy answers", () => {
    expect(runs("/api/quality-check")).toBe(true);
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
