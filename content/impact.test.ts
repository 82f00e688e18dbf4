import { TOTAL_INVESTMENT } from "@/content/budget";
import {
  beforeAfter,
  GROWTH_TARGET_PERCENT,
  impactGroups,
  impactGroupSchema,
  incomeGrowthPercent,
} from "@/content/impact";
import { quarterlyMilestones } from "@/content/impact-milestones";
import { monthlyTimeline } from "@/content/implementation";
import { quarterStatus } from "@/content/timeline-quarters";
import { getPilot } from "@/lib/programme";

const row = (id: string) => beforeAfter.find((r) => r.id === id);

describe("impact", () => {
  it("impact groups parse", () => {
    expect(impactGroups.length).toBeGreaterThanOrEqual(4);
    for (const g of impactGroups) expect(() => impactGroupSchema.parse(g)).not.toThrow();
  });

  it("before and after: internet 0% → 100%, literacy 58% → 100%", () => {
    expect(row("internet")).toMatchObject({ before: 0, after: 100, multiple: null });
    expect(row("literacy")).toMatchObject({ before: 58, after: 100 });
  });

  it("income ₹8,000 → ₹32,000 a month is 4x", () => {
    expect(row("income")).toMatchObject({ before: 8000, after: 32000, multiple: 4 });
  });

  it("community income ₹2.74 Cr → ₹10.95 Cr a year is about 4x", () => {
    expect(row("community")?.before).toBe(2_74_00_000);
    expect(row("community")?.after).toBe(10_95_00_000);
    expect(row("community")?.multiple).toBeCloseTo(4, 1);
  });

  it("the stated 300% growth target matches the two incomes", () => {
    expect(incomeGrowthPercent()).toBe(GROWTH_TARGET_PERCENT);
  });

  it("quarterly milestones run Q4 2025 to Q4 2027, all upcoming before launch, and add up to the total", () => {
    expect(quarterlyMilestones.map((q) => q.quarter)).toEqual([
      "Q4 2025",
      "Q1 2026",
      "Q2 2026",
      "Q3 2026",
      "Q4 2026",
      "Q1 2027",
      "Q2 2027",
      "Q3 2027",
      "Q4 2027",
    ]);
    const { ledger } = getPilot();
    expect(quarterlyMilestones.every((q) => quarterStatus(q.quarter, ledger) === "upcoming")).toBe(
      true,
    );
    expect(quarterlyMilestones.reduce((s, q) => s + q.budget, 0)).toBe(TOTAL_INVESTMENT);
  });

  it("every category metric is listed once, and the milestones hold every planned activity once", () => {
    const items = impactGroups.flatMap((g) => g.items.map((i) => i.id));
    expect(new Set(items).size).toBe(items.length);
    const activities = quarterlyMilestones.flatMap((q) => q.activities);
    expect(activities).toEqual(monthlyTimeline.flatMap((m) => m.activities.map((a) => a.id)));
  });
});
