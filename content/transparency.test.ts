import {
  INCOME_GROWTH_PERCENT,
  INCOME_MULTIPLE,
  perPersonInvestment,
  TOTAL_INVESTMENT,
} from "@/content/budget";
import { kpisOf } from "@/content/kpis";
import { getPilot } from "@/lib/programme";
import {
  auditCheckStatus,
  hubStateOf,
  monthlyExpensesOf,
  monthlyExpenseTotal,
  perPersonBreakdownTotal,
  perPersonShares,
  progressMetricsOf,
} from "@/content/transparency";
import { roiProjections } from "@/content/transparency-impact";
import { auditSchedule, transparencyContacts } from "@/content/transparency-verification";
import { village } from "@/content/village";
import { FIXTURE_ACTUALS, ledgerOf } from "@/lib/testing/with-actuals";

const pilot = getPilot().ledger;

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
    const monthlyExpenses = monthlyExpensesOf(pilot);
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
    expect(monthlyExpenseTotal(monthlyExpenses)).toBe(pilot.fundsSpent);
  });

  it("has four progress metrics drawn from the dashboard KPIs, all planning", () => {
    const progressMetrics = progressMetricsOf(pilot);
    expect(progressMetrics).toHaveLength(4);
    for (const m of progressMetrics) {
      const kpi = kpisOf(pilot).find((k) => k.id === m.id)!;
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
    for (const a of auditSchedule) expect(auditCheckStatus(a.firstDue, pilot)).toBe("pendingStart");
    for (const c of transparencyContacts) expect(c.channel ?? "/community").toBe("/community");
  });

  it("chooses the sentences that say nothing has started while nothing has", () => {
    expect(hubStateOf(pilot)).toEqual({
      stage: "pre",
      spending: "none",
      recorded: "none",
      measured: "none",
    });
    expect(auditCheckStatus({ month: "2025-11" }, pilot)).toBe("pendingStart");
    expect(auditCheckStatus({ after: "2026-03-31" }, pilot)).toBe("pendingStart");
  });

  it("with the fixture's files, speaks of the spending and checks what is due", () => {
    const fixture = ledgerOf(FIXTURE_ACTUALS);
    expect(hubStateOf(fixture)).toEqual({
      stage: "implementation",
      spending: "some",
      recorded: "some",
      measured: "some",
    });
    // Some receipts of the last weeks are still being checked (as of 31 May 2026).
    expect(fixture.auditStatus()).toBe("inProgress");
    expect(auditCheckStatus({ month: "2025-11" }, fixture)).toBe("inProgress");
    expect(auditCheckStatus({ after: "2026-03-31" }, fixture)).toBe("inProgress");
    expect(auditCheckStatus({ month: "2026-06" }, fixture)).toBe("notDue");
    expect(auditCheckStatus({ after: "2026-05-31" }, fixture)).toBe("notDue");
  });
});
