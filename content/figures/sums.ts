import { phases, YEAR_BUDGETS_HOME } from "@/content/budget";
import { budgetCategories, dashboardCategorySplit } from "@/content/budget-categories";
import { dashboardPhases } from "@/content/dashboard";
import { monthlyBudgetOfPhase, monthlyTimeline } from "@/content/implementation";

/**
 * Figures a page implies without stating them: a list's total, a plan's length from its phases,
 * an item's budget and phase in the month-by-month plan. The figure walk reads them beside the
 * stated figures, so a stated total that its own parts contradict is found too.
 */
const add = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);

export const sums: readonly { id: string; value: number }[] = [
  { id: "plan.months", value: add(phases.map((p) => p.months)) },
  { id: "investment.total", value: add(budgetCategories.map((c) => c.budgeted)) },
  { id: "investment.total", value: add(dashboardCategorySplit.map((c) => c.amount)) },
  { id: "investment.total", value: add(YEAR_BUDGETS_HOME) },
  ...phases.map((p) => ({ id: `phase.${p.id}.budget`, value: monthlyBudgetOfPhase(p.id) })),
  ...dashboardPhases.map((p) => ({
    id: `phase.${p.phase}.budget`,
    value: add(p.initiatives.map((i) => i.budget)),
  })),
];

/** The phase (1, 2 or 3) each item is planned in, on the dashboard and in the monthly plan. */
const phaseNumber = (id: string) => Number(id.replace("phase", ""));

export const initiativePhases: readonly { id: string; phase: number }[] = [
  ...dashboardPhases.flatMap((p) =>
    p.initiatives.map((i) => ({ id: i.id, phase: phaseNumber(p.phase) })),
  ),
  ...monthlyTimeline.flatMap((m) =>
    m.activities.map((a) => ({ id: a.id, phase: phaseNumber(m.phase) })),
  ),
];

/** Each item's budget in the monthly plan: its activities added over the months. */
export const monthlyPlanBudgets: readonly { id: string; budget: number }[] = [
  ...new Set(monthlyTimeline.flatMap((m) => m.activities.map((a) => a.id))),
].map((id) => ({
  id,
  budget: add(
    monthlyTimeline.flatMap((m) => m.activities.filter((a) => a.id === id).map((a) => a.budget)),
  ),
}));
