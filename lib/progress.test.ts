import { progressPercent } from "@/lib/progress";

describe("progressPercent", () => {
  it("is current over target for a normal metric", () => {
    expect(progressPercent({ current: 150, target: 300 })).toBe(50);
    expect(progressPercent({ current: 10, target: 80 })).toBe(13);
    expect(progressPercent({ current: 300, target: 500 })).toBe(60);
  });

  it("clamps to 0-100", () => {
    expect(progressPercent({ current: 120, target: 100 })).toBe(100);
    expect(progressPercent({ current: -5, target: 100 })).toBe(0);
    expect(progressPercent({ current: 5, target: 0 })).toBe(0);
  });

  it("measures a reverse metric as the way travelled from baseline to target", () => {
    const emergency = { target: 2, baseline: 8, reverse: true };
    expect(progressPercent({ ...emergency, current: 8 })).toBe(0);
    expect(progressPercent({ ...emergency, current: 5 })).toBe(50);
    expect(progressPercent({ ...emergency, current: 2 })).toBe(100);
  });

  it("clamps a reverse metric beyond either end", () => {
    const emergency = { target: 2, baseline: 8, reverse: true };
    expect(progressPercent({ ...emergency, current: 1 })).toBe(100);
    expect(progressPercent({ ...emergency, current: 10 })).toBe(0);
  });

  it("treats a reverse baseline already at the target as done only when current meets it", () => {
    expect(progressPercent({ current: 2, target: 2, baseline: 2, reverse: true })).toBe(100);
    expect(progressPercent({ current: 3, target: 2, baseline: 2, reverse: true })).toBe(0);
  });

  it("refuses a reverse metric without a baseline", () => {
    expect(() => progressPercent({ current: 8, target: 2, reverse: true })).toThrow(/baseline/);
  });
});
