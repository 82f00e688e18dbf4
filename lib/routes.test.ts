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
