import { TOTAL_INVESTMENT, phases } from "@/content/budget";
import { budgetCategories } from "@/content/budget-categories";
import { overviewMetricsOf, timelinePhases, timelinePhasesOf } from "@/content/timeline";
import { quarterMilestones, quarterMilestonesOf } from "@/content/timeline-quarters";
import { LAKH } from "@/lib/format";
import { getPilot } from "@/lib/programme";

const { ledger } = getPilot();
const overviewMetrics = overviewMetricsOf(ledger);

describe("timeline content", () => {
  it("has four overview metrics, four quarters and three phases", () => {
    expect(overviewMetrics).toHaveLength(4);
    expect(quarterMilestones).toHaveLength(4);
    expect(timelinePhases).toHaveLength(3);
  });

  it("shows every quarter and phase as 'upcoming' at 0%", () => {
    for (const q of quarterMilestonesOf(ledger)) expect(q.status).toBe("upcoming");
    for (const p of timelinePhasesOf(ledger)) {
      expect(p.status).toBe("upcoming");
      expect(p.completion).toBe(0);
      for (const m of p.milestones) expect(m.completed).toBe(false);
    }
  });

  it("uses the 93 + 35 + 35 lakh phase budgets, summing to the ₹1.63 crore total", () => {
    expect(timelinePhases.map((p) => p.budget)).toEqual([93 * LAKH, 35 * LAKH, 35 * LAKH]);
    expect(timelinePhases.map((p) => p.period)).toEqual(phases.map((p) => p.period));
    expect(timelinePhases.reduce((s, p) => s + p.budget, 0)).toBe(TOTAL_INVESTMENT);
    expect(overviewMetrics.find((m) => m.id === "investment")?.value).toBe(TOTAL_INVESTMENT);
  });

  it("covers the start quarter of every budget line", () => {
    const quarters = quarterMilestones.map((q) => q.quarter);
    for (const c of budgetCategories) expect(quarters).toContain(c.timeline);
  });
});
