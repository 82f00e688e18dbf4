import {
  ageGroups,
  baselineCards,
  baselineCardSchema,
  checkpoints,
  coverIds,
  dataSources,
  monthsElapsed,
  targetById,
  targets,
} from "@/content/evidence";
import cg from "@/content/i18n/cg/evidence.json";
import en from "@/content/i18n/en/evidence.json";
import hi from "@/content/i18n/hi/evidence.json";
import { HEALTHCARE_KM_BASELINE, village } from "@/content/village";

describe("evidence", () => {
  it("baseline cards parse and show the baseline's 50 km to healthcare", () => {
    for (const c of baselineCards) expect(() => baselineCardSchema.parse(c)).not.toThrow();
    expect(baselineCards.find((c) => c.id === "healthcare")?.value).toBe(HEALTHCARE_KM_BASELINE);
    expect(HEALTHCARE_KM_BASELINE).toBe(50);
  });

  it("age groups add up to the population: 540 + 1,077 + 180 = 1,797", () => {
    expect(ageGroups.map((g) => g.count)).toEqual([540, 1077, 180]);
    expect(ageGroups.reduce((s, g) => s + g.count, 0)).toBe(village.population.total);
  });

  it("children are 420 school-age plus 120 pre-school", () => {
    const children = ageGroups.find((g) => g.id === "children");
    expect(children?.parts.map((p) => p.count)).toEqual([420, 120]);
    expect(children?.parts.reduce((s, p) => s + p.count, 0)).toBe(children?.count);
  });

  it("derives the age shares (30.1%, 59.9%, 10.0%) summing to 100%", () => {
    expect(ageGroups.map((g) => Number(g.share.toFixed(1)))).toEqual([30.1, 59.9, 10.0]);
    expect(ageGroups.reduce((s, g) => s + g.share, 0)).toBeCloseTo(100, 10);
  });

  it("has the eight targets of spec §9", () => {
    expect(targets.map((t) => [t.id, t.current, t.target])).toEqual([
      ["literacy", 58, 100],
      ["multilingual", 25, 90],
      ["digital", 15, 100],
      ["economic", 30, 100],
      ["women", 49, 95],
      ["health", 20, 100],
      ["agriculture", 10, 85],
      ["leadership", 40, 100],
    ]);
  });

  it("counts months from the start of October 2025", () => {
    expect(monthsElapsed("2025-10")).toBe(1);
    expect(monthsElapsed("2026-03")).toBe(6);
    expect(monthsElapsed("2027-12")).toBe(27);
  });

  it("checkpoints step in a straight line from baseline to target by its deadline", () => {
    expect(checkpoints(targetById("literacy"))).toEqual([
      { month: "2026-03", value: 67 },
      { month: "2026-09", value: 77 },
      { month: "2027-12", value: 100 },
    ]);
    expect(checkpoints(targetById("digital"))).toEqual([
      { month: "2026-03", value: 49 },
      { month: "2026-09", value: 83 },
      { month: "2026-12", value: 100 },
    ]);
  });

  it("lists its data sources", () => {
    expect(dataSources.length).toBeGreaterThanOrEqual(3);
  });

  it("keeps every card's, group's and source's words in the dictionaries, with the same figures", () => {
    const keys = [
      ...baselineCards.map((c) => `evidence.baseline.${c.id}.detail` as const),
      ...ageGroups.map((g) => `evidence.age.${g.id}.focus` as const),
      ...dataSources.map((s) => `evidence.sources.${s.id}.method` as const),
      ...coverIds.map((c) => `evidence.sources.cover.${c}` as const),
      "evidence.sources.caveat" as const,
    ];
    const names = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
    for (const key of keys) {
      expect(en[key]).toBeTruthy();
      const figures = names(en[key]);
      expect(names(hi[key])).toEqual(figures);
      expect(names(cg[key])).toEqual(figures);
    }
    expect(en["evidence.sources.caveat"]).toBe(
      "These are the programme's own baseline figures. They have not yet been independently verified; follow-up surveys will use the same method.",
    );
  });

  it("covers every listed item in some source", () => {
    expect(new Set(dataSources.flatMap((s) => s.covers))).toEqual(new Set(coverIds));
  });
});
