import { PER_PERSON_SCALING } from "@/content/budget";
import {
  costReduction,
  NATIONAL_VILLAGES,
  RURAL_PEOPLE,
  scalingPhases,
  successMetrics,
  VISION_YEARS,
} from "@/content/scaling";
import { village } from "@/content/village";
import { formatCroreRange, formatScaleCount } from "@/lib/format";

describe("scaling content", () => {
  it("has four phases of 1, 50, 5,000 and 600,000+ villages", () => {
    expect(scalingPhases.map((p) => p.villages)).toEqual([1, 50, 5000, 600000]);
    expect(scalingPhases.map((p) => p.atLeast)).toEqual([false, false, false, true]);
  });
  it("only the first phase is Active; the rest are Planned or Vision", () => {
    expect(scalingPhases.map((p) => p.status)).toEqual(["Active", "Planned", "Vision", "Vision"]);
  });
  it("village counts grow phase by phase", () => {
    for (let i = 1; i < scalingPhases.length; i++) {
      expect(scalingPhases[i]!.villages).toBeGreaterThan(scalingPhases[i - 1]!.villages);
    }
  });
  it("estimates middle-phase populations from the pilot village and states the national 800M+", () => {
    expect(scalingPhases[0]!.population).toBe(village.population.total);
    expect(scalingPhases[1]!.population).toBe(50 * 1797);
    expect(scalingPhases[3]!.population).toBe(RURAL_PEOPLE);
  });
  it("keeps the national figures: 600,000+ villages, 800M+ people, 10 years, ₹668 a person", () => {
    expect(NATIONAL_VILLAGES).toBe(600000);
    expect(RURAL_PEOPLE).toBe(800_000_000);
    expect(VISION_YEARS).toBe(10);
    expect(successMetrics.find((m) => m.id === "cost")!.to).toBe(PER_PERSON_SCALING);
    expect(costReduction()).toBeCloseTo(9071 / 668, 5);
  });
});

describe("scale formatting", () => {
  it("writes national counts as the spec does in English, in Indian units in Hindi", () => {
    expect(formatScaleCount(600000)).toBe("600,000");
    expect(formatScaleCount(800_000_000)).toBe("800M");
    expect(formatScaleCount(600000, "hi")).toBe("6,00,000");
    expect(formatScaleCount(800_000_000, "hi")).toBe("80 करोड़");
  });
  it("writes crore ranges", () => {
    expect(formatCroreRange(10_00_00_000, 50_00_00_000)).toBe("₹10-50 Cr");
    expect(formatCroreRange(100_00_00_000, 500_00_00_000, "cg")).toBe("₹100-500 करोड़");
  });
});
