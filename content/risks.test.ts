import {
  countWith,
  levelIndex,
  risks,
  risksAt,
  riskLevels,
  riskSchema,
  severity,
} from "@/content/risks";

describe("risks", () => {
  it("every risk parses and has a unique id", () => {
    for (const r of risks) expect(() => riskSchema.parse(r)).not.toThrow();
    expect(new Set(risks.map((r) => r.id)).size).toBe(risks.length);
  });

  it("the 3 × 3 matrix places every risk exactly once", () => {
    const placed = riskLevels.flatMap((p) => riskLevels.flatMap((i) => risksAt(p, i)));
    expect(placed).toHaveLength(risks.length);
    expect(new Set(placed.map((r) => r.id)).size).toBe(risks.length);
  });

  it("counts by level add up to the number of risks", () => {
    for (const field of ["probability", "impact"] as const) {
      expect(riskLevels.reduce((s, l) => s + countWith(field, l), 0)).toBe(risks.length);
    }
  });

  it("scores severity from Low (0) to High × High (4)", () => {
    expect(levelIndex("Low")).toBe(0);
    expect(severity("Low", "Low")).toBe(0);
    expect(severity("Medium", "High")).toBe(3);
    expect(severity("High", "High")).toBe(4);
  });

  it("rejects a level outside Low, Medium, High", () => {
    expect(() => riskSchema.parse({ ...risks[0], probability: "Severe" })).toThrow();
  });
});
