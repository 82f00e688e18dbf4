import { getPilot } from "@/lib/programme";
import { phases, TOTAL_INVESTMENT } from "@/content/budget";
import {
  monthlyBudgetOfPhase,
  monthlyEntrySchema,
  monthlyTimeline,
  withPlanStatus,
  monthsOfPhase,
  phaseReviewMonths,
  planPhases,
  quarterOf,
} from "@/content/implementation";
import { cohortFigures, skillsCohorts } from "@/content/implementation/cohorts";

describe("implementation plan", () => {
  it("every month parses against the schema", () => {
    for (const m of monthlyTimeline) expect(() => monthlyEntrySchema.parse(m)).not.toThrow();
  });

  it("covers every month from Oct 2025 to Dec 2027, in order, once", () => {
    const months = monthlyTimeline.map((m) => m.month);
    expect(months[0]).toBe("2025-10");
    expect(months.at(-1)).toBe("2027-12");
    expect(months).toHaveLength(27);
    expect([...months].sort()).toEqual(months);
    expect(new Set(months).size).toBe(months.length);
  });

  it("each month's budget is the sum of its activities", () => {
    for (const m of monthlyTimeline) {
      expect(m.budget).toBe(m.activities.reduce((s, a) => s + a.budget, 0));
    }
  });

  it.each(phases.map((p) => [p.id, p.budget] as const))(
    "the months of %s add up to its phase budget",
    (id, budget) => {
      expect(monthlyBudgetOfPhase(id)).toBe(budget);
    },
  );

  it("all months together add up to the ₹1.63 crore total", () => {
    expect(monthlyTimeline.reduce((s, m) => s + m.budget, 0)).toBe(TOTAL_INVESTMENT);
  });

  it("each phase has as many months in the plan as its page shows (6, 6, 15)", () => {
    expect(planPhases.map((p) => p.plannedMonths)).toEqual(phases.map((p) => p.months));
  });

  it("phases run in their periods: Oct-Mar, Apr-Sep, Oct 2026-Dec 2027", () => {
    expect(monthsOfPhase("phase1").map((m) => m.month)).toEqual([
      "2025-10",
      "2025-11",
      "2025-12",
      "2026-01",
      "2026-02",
      "2026-03",
    ]);
    expect(monthsOfPhase("phase2")[0]?.month).toBe("2026-04");
    expect(monthsOfPhase("phase3")[0]?.month).toBe("2026-10");
    expect(phaseReviewMonths).toEqual(["2026-03", "2026-09", "2027-12"]);
  });

  it("nothing has started: every month is Planned", () => {
    const months = withPlanStatus(monthlyTimeline, getPilot().ledger);
    expect(months.every((m) => m.status === "Planned")).toBe(true);
  });

  it("enrols the skills cohorts in the order their numbers say", () => {
    const enrolled = monthlyTimeline.flatMap((m) => m.activities.map((a) => a.id));
    expect(enrolled.filter((id) => skillsCohorts.includes(id))).toEqual(skillsCohorts);
    expect(cohortFigures("skills3")).toEqual({ earlier: 2 });
    expect(cohortFigures("survey")).toEqual({});
  });

  it("names quarters", () => {
    expect(quarterOf("2025-10")).toBe("Q4 2025");
    expect(quarterOf("2026-03")).toBe("Q1 2026");
    expect(quarterOf("2027-07")).toBe("Q3 2027");
  });
});
