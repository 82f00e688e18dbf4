import { languages } from "@/lib/i18n";
import { translator } from "@/lib/messages";
import { routeFigures, routeText } from "@/lib/route-text";
import { routes, type RouteId } from "@/lib/routes";

describe("pages' summaries and meta descriptions", () => {
  it.each(languages)("format in %s with every {name} they state", (lang) => {
    const t = translator(lang);
    // A message lacking a value throws: each argument must come from routeCounts or routeFigures.
    for (const { id } of routes)
      for (const part of ["summary", "description"] as const)
        expect(routeText(t, id, part)).not.toMatch(/[{}]/);
  });

  it.each(languages)("show in %s each figure the content gives them", (lang) => {
    const t = translator(lang);
    const missing = Object.entries(routeFigures).flatMap(([id, figures]) => {
      const text = `${routeText(t, id as RouteId, "summary")} ${routeText(t, id as RouteId, "description")}`;
      return Object.entries(figures(lang))
        .filter(([, value]) => !text.includes(String(value)))
        .map(([name, value]) => `${id}: no ${name} (${value}) in "${text}"`);
    });
    expect(missing).toEqual([]);
  });

  it("write the figures as the pages do, per language", () => {
    expect(routeFigures.transparency?.("hi")).toEqual({ total: "₹1.63 करोड़" });
    expect(routeFigures.scaling?.("en")).toEqual({ villages: "600,000+", people: "800M+" });
    expect(routeFigures.scaling?.("cg")).toEqual({ villages: "6,00,000+", people: "80 करोड़+" });
    expect(routeFigures["starlink-impact"]?.("en")).toMatchObject({ uptime: "99.9%" });
  });
});
