import { phases, type BudgetPhase } from "@/content/budget";
import { plannedMonths } from "@/content/plan-months";
import {
  budgetVsActual,
  categoryPlanSchema,
  directionOf,
  planSpan,
  quarterStart,
  spreadEvenly,
  type BudgetVsActualInput,
} from "@/content/plan-comparison";

/** Phase 1's months, October 2025 to March 2026. */
const PHASE_1 = ["2025-10", "2025-11", "2025-12", "2026-01", "2026-02", "2026-03"];

describe("the plan's spread", () => {
  it("starts a category in the first month of its quarter", () => {
    expect(["Q1 2026", "Q2 2026", "Q3 2026", "Q4 2025"].map(quarterStart)).toEqual([
      "2026-01",
      "2026-04",
      "2026-07",
      "2025-10",
    ]);
    expect(() => quarterStart("2026-01")).toThrow(/not a quarter/);
  });

  it("runs to the end of the budget phase the quarter falls in", () => {
    expect(planSpan("Q4 2025")).toEqual({ from: "2025-10", to: "2026-03", phase: "phase1" });
    expect(planSpan("Q1 2026")).toEqual({ from: "2026-01", to: "2026-03", phase: "phase1" });
    expect(planSpan("Q2 2026")).toEqual({ from: "2026-04", to: "2026-09", phase: "phase2" });
    expect(planSpan("Q1 2027")).toEqual({ from: "2027-01", to: "2027-12", phase: "phase3" });
    expect(() => planSpan("Q1 2025")).toThrow(/no budget phase/);
  });

  it("spreads whole rupees evenly, the remainder one each to the first months", () => {
    expect(spreadEvenly(45_00_000, 6)).toEqual(Array(6).fill(7_50_000));
    expect(spreadEvenly(32_00_000, 3)).toEqual([10_66_667, 10_66_667, 10_66_666]);
    expect(spreadEvenly(5, 1)).toEqual([5]);
    for (const [amount, months] of [
      [32_00_000, 3],
      [18_00_000, 7],
      [1, 4],
    ] as const) {
      const spread = spreadEvenly(amount, months);
      expect(spread.reduce((a, b) => a + b, 0)).toBe(amount);
      expect(Math.max(...spread) - Math.min(...spread)).toBeLessThanOrEqual(1);
    }
  });

  it("names the direction of a variance", () => {
    expect([directionOf(-1), directionOf(0), directionOf(5)]).toEqual(["under", "on", "over"]);
  });
});

/** One phase of 9 lakh, October 2025 to March 2026. */
const onePhase: BudgetPhase[] = [{ ...phases[0]!, budget: 9_00_000 }];

/**
 * Two categories: 6 lakh from Q4 2025 (6 months) and 3 lakh from Q1 2026 (3 months). The monthly
 * plan gives October to December, 1 lakh each; January to March share the phase's other 6 lakh.
 */
function input(over: Partial<BudgetVsActualInput> = {}): BudgetVsActualInput {
  const spending: Record<string, number> = {
    "starlink|2025-10": 50_000,
    "starlink|2025-11": 2_00_000,
    "water|2026-01": 40_000,
  };
  return {
    categories: [
      { id: "starlink", category: "Starlink", budgeted: 6_00_000, timeline: "Q4 2025" },
      { id: "water", category: "Water", budgeted: 3_00_000, timeline: "Q1 2026" },
    ],
    phases: onePhase,
    monthly: ["2025-10", "2025-11", "2025-12"].map((month) => ({ month, budget: 1_00_000 })),
    start: "2025-10",
    asOfMonth: "2026-01",
    spent: (id) =>
      Object.entries(spending)
        .filter(([key]) => key.startsWith(`${id}|`))
        .reduce((s, [, v]) => s + v, 0),
    spentIn: (id, month) => spending[`${id}|${month}`] ?? 0,
    ...over,
  };
}

describe("budget against actual", () => {
  it("counts only the part of the as-of month's plan whose days have passed", () => {
    // As of 1 October 2025 (1 of 31 days), a tenth of nothing is due: ₹3,226 of October's lakh.
    const { categories, months } = budgetVsActual(
      input({ asOfMonth: "2025-10", asOfShare: 1 / 31, spent: () => 0, spentIn: () => 0 }),
    );
    expect(categories.map((c) => c.plannedToDate)).toEqual([3_226, 0]);
    expect(months[0]).toMatchObject({ month: "2025-10", planned: 1_00_000, variance: -3_226 });
    // Half of January has passed: October to December in full, half of January.
    const half = budgetVsActual(input({ asOfShare: 0.5 }));
    expect(half.categories.map((c) => c.plannedToDate)).toEqual([3_50_000, 50_000]);
  });

  it("compares each category with its plan to the as-of month", () => {
    const { categories } = budgetVsActual(input());
    expect(
      categories.map((c) => [c.id, c.plannedToDate, c.spent, c.variance, c.direction]),
    ).toEqual([
      // October to January: 4 of 6 months of 1 lakh.
      ["starlink", 4_00_000, 2_50_000, -1_50_000, "under"],
      // January: 1 of 3 months of 1 lakh.
      ["water", 1_00_000, 40_000, -60_000, "under"],
    ]);
    for (const c of categories) expect(categoryPlanSchema.safeParse(c).success).toBe(true);
  });

  it("gives each month its plan, spending, variance and running totals", () => {
    const { months, planEnd } = budgetVsActual(input());
    expect(planEnd).toBe("2026-03");
    expect(months.map((m) => m.month)).toEqual(PHASE_1);
    expect(months.map((m) => m.planned)).toEqual([
      1_00_000, 1_00_000, 1_00_000, 2_00_000, 2_00_000, 2_00_000,
    ]);
    expect(months.at(-1)!.plannedToDate).toBe(9_00_000);
    expect(
      months.slice(0, 4).map((m) => [m.spent, m.spentToDate, m.variance, m.direction]),
    ).toEqual([
      [50_000, 50_000, -50_000, "under"],
      [2_00_000, 2_50_000, 1_00_000, "over"],
      [0, 2_50_000, -1_00_000, "under"],
      [40_000, 2_90_000, -1_60_000, "under"],
    ]);
    // After the as-of month there is a plan but no spending yet.
    for (const m of months.slice(4)) {
      expect([m.spent, m.spentToDate, m.variance, m.direction]).toEqual([null, null, null, null]);
    }
  });

  it("carries spending from before the start into the running total", () => {
    const before = input({
      spent: (id) => (id === "starlink" ? 3_00_000 : 40_000),
    });
    const { months } = budgetVsActual(before);
    expect(months[0]!.spentToDate).toBe(50_000 + 50_000);
    expect(months[3]!.spentToDate).toBe(3_40_000);
  });

  it("before the start, no month is compared but the plan line is whole", () => {
    const { categories, months } = budgetVsActual(input({ asOfMonth: "2025-06", spent: () => 0 }));
    expect(months.every((m) => m.spent === null)).toBe(true);
    expect(months.at(-1)!.plannedToDate).toBe(9_00_000);
    expect(categories.every((c) => c.plannedToDate === 0 && c.direction === "on")).toBe(true);
  });

  it("runs the months on past the plan's end to a later as-of month", () => {
    const { months } = budgetVsActual(input({ asOfMonth: "2026-05" }));
    expect(months.at(-1)).toMatchObject({ month: "2026-05", planned: 0, spent: 0 });
    expect(months.at(-1)!.plannedToDate).toBe(9_00_000);
  });
});

describe("the plan month by month", () => {
  it("spreads a phase's budget over the months the monthly plan leaves out", () => {
    const months = plannedMonths(onePhase, [{ month: "2025-11", budget: 4_00_000 }]);
    expect(months.map((m) => [m.month, m.planned, m.basis])).toEqual([
      ["2025-10", 1_00_000, "phase"],
      ["2025-11", 4_00_000, "monthly"],
      ["2025-12", 1_00_000, "phase"],
      ["2026-01", 1_00_000, "phase"],
      ["2026-02", 1_00_000, "phase"],
      ["2026-03", 1_00_000, "phase"],
    ]);
    // No monthly plan at all: the phase budget alone, whole rupees, adding up exactly.
    const none = plannedMonths([{ ...onePhase[0]!, budget: 10 }], []);
    expect(none.map((m) => m.planned)).toEqual([2, 2, 2, 2, 1, 1]);
  });
});
