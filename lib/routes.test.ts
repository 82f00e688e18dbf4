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

describe("proxy matcher", () => {
  // Next reads the matcher as a literal; it must exclude exactly the pages of the table.
  const pattern = new RegExp(`^${config.matcher[0]}$`);
  it("never runs for a known page in hi or cg", () => {
    for (const path of allPaths().filter((p) => p !== "/")) {
      expect(pattern.test(`/hi${path}`)).toBe(false);
      expect(pattern.test(`/cg${path}`)).toBe(false);
    }
  });
  it("runs for unknown hi and cg paths", () => {
    for (const path of ["/hi/nope", "/cg/transparency/extra", "/hi/transparency-hub-v3"]) {
      expect(pattern.test(path)).toBe(true);
    }
    expect(pattern.test("/nope")).toBe(false);
  });
});
