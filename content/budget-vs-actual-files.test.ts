import { readFileSync } from "node:fs";
import { join } from "node:path";
import { phases } from "@/content/budget";
import { budgetCategories } from "@/content/budget-categories";
import { budgetVsActualOf, PLAN_END, planMonths, plannedByEndOf } from "@/content/budget-vs-actual";
import { getPilot } from "@/lib/programme";
import { monthlyTimeline } from "@/content/implementation";
import { FIXTURE_ACTUALS, withActuals } from "@/lib/testing/with-actuals";

const { categoryPlans, categoryTotals, comparedMonths, planTotals, spentBeforeStart } =
  budgetVsActualOf(getPilot().ledger);

/**
 * Budget against actual as the site publishes it: from the programme team's files (none yet, before
 * the start), and from the tests' fixture files, eight months into Phase 1. The comparison itself
 * is tested in budget-vs-actual.test.ts.
 */

/** Phase 1's months, October 2025 to March 2026. */
const PHASE_1 = ["2025-10", "2025-11", "2025-12", "2026-01", "2026-02", "2026-03"];

describe("the published files", () => {
  it("are before the start: every category planned, nothing compared yet", () => {
    expect(categoryPlans.map((c) => c.id)).toEqual(budgetCategories.map((c) => c.id));
    expect(categoryPlans.map((c) => [c.plan.from, c.plan.to])).toEqual([
      ["2025-10", "2026-03"],
      ["2026-01", "2026-03"],
      ["2025-10", "2026-03"],
      ["2026-01", "2026-03"],
      ["2025-10", "2026-03"],
      ["2026-04", "2026-09"],
    ]);
    expect(comparedMonths).toEqual([]);
    expect(planTotals).toMatchObject({ plannedToDate: 0, spent: 0, monthsPassed: 0, months: 27 });
    expect(categoryTotals).toMatchObject({ plannedToDate: 0, spent: 0 });
    expect(spentBeforeStart).toBe(0);
  });

  it("follow the plan's own spending: the monthly plan, month by month, to December 2027", () => {
    // Before: the categories spread over their phases planned ₹14,16,667 for October 2025,
    // ₹1,35,00,000 by March 2026 and nothing after September 2026.
    expect(PLAN_END).toBe("2027-12");
    expect(planMonths.map((m) => [m.month, m.planned, m.basis])).toEqual(
      monthlyTimeline.map((m) => [m.month, m.budget, "monthly"]),
    );
    expect(planMonths[0]!.planned).toBe(10_00_000);
    expect(planMonths.at(-1)!.plannedToDate).toBe(planTotals.budgeted);
    expect(planTotals.budgeted).toBe(phases.reduce((s, p) => s + p.budget, 0));
  });

  it("plan the Phase 1 budget, ₹93 lakh, by the end of Phase 1 (so no clash is listed)", () => {
    expect(plannedByEndOf("phase1")).toBe(93_00_000);
    expect(plannedByEndOf("phase1")).toBe(phases[0]!.budget);
    expect(plannedByEndOf("phase2")).toBe(phases[0]!.budget + phases[1]!.budget);
  });
});

/** Rupees spent, by "category|month", whose key passes `keep`. */
function sumWhere(spending: Map<string, number>, keep: (key: string) => boolean): number {
  return [...spending].filter(([key]) => keep(key)).reduce((s, [, v]) => s + v, 0);
}

/** The fixture's expenses.csv read here by hand, not through the ledger's reader. */
function fixtureSpending(): Map<string, number> {
  const text = readFileSync(join(process.cwd(), "e2e/fixtures/actuals/expenses.csv"), "utf8");
  const byKey = new Map<string, number>();
  for (const line of text.split(/\r?\n/).slice(1)) {
    // A correction's reversal is negative: "-9,294".
    const match = /^(\d{4}-\d{2})-\d{2},([^,]+),("-?[\d,]+"|-?\d+),/.exec(line);
    if (!match) continue;
    const [, month, category, amount] = match;
    const key = `${category}|${month}`;
    byKey.set(key, (byKey.get(key) ?? 0) + Number(amount!.replace(/[",]/g, "")));
  }
  return byKey;
}

describe("the fixture's files (eight months into Phase 1)", () => {
  it("compare October 2025 to May 2026 with what expenses.csv records", async () => {
    const fixture = await withActuals(FIXTURE_ACTUALS, async () =>
      budgetVsActualOf((await import("@/lib/programme")).getPilot().ledger),
    );
    const spending = fixtureSpending();
    const total = sumWhere(spending, () => true);
    expect(fixture.comparedMonths.map((m) => m.month)).toEqual([...PHASE_1, "2026-04", "2026-05"]);
    for (const m of fixture.comparedMonths) {
      const spent = sumWhere(spending, (key) => key.endsWith(`|${m.month}`));
      expect(m.spent).toBe(spent);
      expect(m.variance).toBe(spent - m.planned);
    }
    expect(fixture.comparedMonths.at(-1)!.spentToDate).toBe(total);
    expect(fixture.planTotals.spent).toBe(total);
    // By May 2026 all of Phase 1 has passed and two months of Skills Training (Q2 2026).
    const skills = fixture.categoryPlans.find((c) => c.id === "skills")!;
    expect(skills.plannedToDate).toBe(2 * (skills.budgeted / 6));
    expect(fixture.categoryTotals.plannedToDate).toBe(
      budgetCategories.reduce((s, c) => s + c.budgeted, 0) - 4 * (skills.budgeted / 6),
    );
    // The total follows the monthly plan: Phase 1's ₹93 lakh, then April and May 2026 in full.
    expect(fixture.planTotals.plannedToDate).toBe(
      monthlyTimeline.filter((m) => m.month <= "2026-05").reduce((s, m) => s + m.budget, 0),
    );
    expect(fixture.planTotals.monthsPassed).toBe(8);
    expect(fixture.planTotals.direction).toBe("under");
    const starlink = fixture.categoryPlans.find((c) => c.id === "starlink")!;
    const starlinkSpent = sumWhere(spending, (key) => key.startsWith("Starlink Infrastructure|"));
    expect([starlink.plannedToDate, starlink.spent]).toEqual([starlink.budgeted, starlinkSpent]);
  });
});
