import {
  INCOME_GROWTH_PERCENT,
  INCOME_MULTIPLE,
  perPersonInvestment,
  TOTAL_INVESTMENT,
} from "@/content/budget";
import { FUNDS_SPENT } from "@/content/ledger";
import { kpiById } from "@/content/kpis";
import {
  AUDIT_STATUS,
  monthlyExpenses,
  monthlyExpenseTotal,
  perPersonBreakdownTotal,
  perPersonShares,
  progressMetrics,
} from "@/content/transparency";
import { roiProjections } from "@/content/transparency-impact";
import { auditSchedule, transparencyContacts } from "@/content/transparency-verification";
import { village } from "@/content/village";

describe("transparency hub", () => {
  it("derives ₹9,071 per person and the breakdown adds up to it", () => {
    expect(perPersonInvestment()).toBe(Math.round(TOTAL_INVESTMENT / village.population.total));
    expect(perPersonInvestment()).toBe(9071);
    expect(perPersonBreakdownTotal()).toBe(perPersonInvestment());
  });

  it("breakdown shares add up to 100%", () => {
    const sum = perPersonShares().reduce((s, r) => s + r.percent, 0);
    expect(sum).toBeCloseTo(100, 10);
  });

  it("lists January to June 2025, all zero and pre-launch", () => {
    expect(monthlyExpenses.map((m) => m.month)).toEqual([
      "2025-01",
      "2025-02",
      "2025-03",
      "2025-04",
      "2025-05",
      "2025-06",
    ]);
    for (const m of monthlyExpenses) {
      expect([m.expenses, m.receipts, m.verified]).toEqual([0, 0, 0]);
      expect(m.status).toBe("Pre-Launch");
    }
    expect(monthlyExpenseTotal()).toBe(FUNDS_SPENT);
  });

  it("has four progress metrics drawn from the dashboard KPIs, all planning", () => {
    expect(progressMetrics).toHaveLength(4);
    for (const m of progressMetrics) {
      const kpi = kpiById(m.id);
      expect([m.current, m.target, m.timeline]).toEqual([kpi.current, kpi.target, kpi.timeline]);
      expect(m.status).toBe("planning");
      expect(m.milestones.every((ms) => !ms.achieved)).toBe(true);
    }
  });

  it("derives the income projections: 4x, +300%", () => {
    expect(INCOME_MULTIPLE).toBe(4);
    expect(INCOME_GROWTH_PERCENT).toBe(300);
    expect(roiProjections.find((r) => r.id === "householdIncome")?.now).toBe(
      village.economic.averageMonthlyIncome,
    );
  });

  it("every audit check is pending start and no contact names a person", () => {
    for (const a of auditSchedule) expect(a.status).toBe(AUDIT_STATUS);
    for (const c of transparencyContacts) expect(c.channel).toMatch(/^\/(engagement|community)$/);
  });
});
