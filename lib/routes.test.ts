import { translator } from "@/lib/messages";
import { routeText } from "@/lib/route-text";
import { allPaths, navItems, routeForPath, routes, type RouteId } from "@/lib/routes";

const t = translator("en");

describe("route table", () => {
  it("has no path twice", () => {
    const paths = allPaths();
    expect(new Set(paths).size).toBe(paths.length);
  });
  it("places five main links, six institutional and four resource items", () => {
    expect(navItems("main").map((r) => t(`nav.${r.id as RouteId}`))).toEqual([
      "Home",
      "Our Plan",
      "Investment",
      "Progress",
      "Transparency",
    ]);
    expect(navItems("institutional").map((r) => t(`nav.${r.id as RouteId}`))).toEqual([
      "Expert Advisory Board",
      "Risk Management Matrix",
      "Partnership Ecosystem",
      "National Scaling Framework",
      "Complete Timeline",
      "Evidence Base",
    ]);
    expect(navItems("resources").map((r) => t(`nav.${r.id as RouteId}`))).toEqual([
      "Community Hub",
      "Impact Analysis",
      "Engagement Hub",
      "Education Programs",
    ]);
  });
  it("gives every page a meta description of at least 50 characters", () => {
    for (const r of routes)
      expect(routeText(t, r.id, "description").length).toBeGreaterThanOrEqual(50);
  });
  it("resolves aliases to their primary page", () => {
    expect(routeForPath("/progress")?.path).toBe("/dashboard");
    expect(routeForPath("/dashboard-v2/")?.path).toBe("/dashboard");
    expect(routeForPath("/v1")?.path).toBe("/initiatives");
    expect(routeForPath("/quality#top")?.path).toBe("/quality-check");
    expect(routeForPath("/nowhere")).toBeUndefined();
  });
});
