import { kpiSchema } from "@/content/kpi-schema";
import { kpiBudget, kpiById, kpis, kpisOf, kpiStatus } from "@/content/kpis";
import { getPilot } from "@/lib/programme";
import { dashboardCategorySplit } from "@/content/budget-categories";
import { formatMonth, LAKH } from "@/lib/format";

describe("KPIs", () => {
  it("has the eight dashboard KPIs with the spec's current and target values", () => {
    expect(kpisOf(getPilot().ledger).map((k) => [k.id, k.current, k.target])).toEqual([
      ["literacy", 58, 95],
      ["digital", 15, 100],
      ["economic", 28, 100],
      ["health", 20, 100],
      ["women", 40, 85],
      ["agriculture", 10, 85],
      ["multilingual", 25, 90],
      ["leadership", 35, 100],
    ]);
  });

  it("keeps the spec's target dates", () => {
    expect(formatMonth(kpiById("literacy").timeline, "en")).toBe("Dec 2027");
    expect(formatMonth(kpiById("digital").timeline, "en")).toBe("Jun 2026");
    expect(formatMonth(kpiById("health").timeline, "en")).toBe("Mar 2026");
  });

  it("every KPI parses against the exported schema", () => {
    // The plan as written: the baseline is its current value; the measurement is the ledger's.
    for (const { baseline, ...kpi } of kpisOf(getPilot().ledger)) {
      const plan = { ...kpi, current: baseline, measurement: undefined };
      expect({ ...kpiSchema.parse(plan), measurement: undefined }).toEqual(plan);
    }
  });

  it("rejects a KPI whose milestones do not reach its target", () => {
    const bad = {
      ...kpiById("digital"),
      milestones: [{ quarter: "Q4 2025", target: 50, status: "planned", budget: 0 }],
    };
    expect(kpiSchema.safeParse(bad).success).toBe(false);
  });

  it("every milestone is planned before launch and budgeted in whole lakh", () => {
    for (const kpi of kpisOf(getPilot().ledger)) {
      expect(kpiStatus(kpi)).toBe("planned");
      for (const m of kpi.milestones) expect(m.budget % LAKH).toBe(0);
    }
  });

  it("milestone budgets are slices of the dashboard category split", () => {
    const byId = Object.fromEntries(kpis.map((k) => [k.id, kpiBudget(k)]));
    const split = Object.fromEntries(dashboardCategorySplit.map((c) => [c.category, c.amount]));
    expect(byId.digital).toBe(split.Starlink);
    expect(byId.health).toBe(split.Healthcare);
    expect(byId.literacy).toBe(split["AI lab"]);
    expect(byId.economic).toBe(split.Skills);
    expect(byId.agriculture).toBe(split["Market access"]);
    expect(byId.women! + byId.multilingual! + byId.leadership!).toBe(split["Community programmes"]);
  });
});
