import { phaseNumber, phases, YEAR_BUDGETS_HOME } from "@/content/budget";
import { budgetCategories, dashboardCategorySplit } from "@/content/budget-categories";
import { dashboardPhases } from "@/content/dashboard";
import { agriPlan, agriRoadmap } from "@/content/execution/agri-processing";
import { digitalRoadmap, digitalServicesPlan } from "@/content/execution/digital-services";
import { tourismPlan, tourismRoadmap } from "@/content/execution/village-tourism";
import { monthlyBudgetOfPhase, monthlyTimeline } from "@/content/implementation";
import { budgetAsShown } from "@/lib/format";
import { local, type FigureMeasures } from "@/content/figures/measures";

/**
 * Figures a page implies without stating them: a list's total, a plan's length from its phases,
 * an item's budget and phase in the month-by-month plan. The figure walk reads them beside the
 * stated figures, so a stated total that its own parts contradict is found too.
 */
const add = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);

/** The execution plans, by the ids a budget category for them would carry. */
export const executionPlanIds = ["digital", "agri", "tourism"] as const;
export type ExecutionPlanId = (typeof executionPlanIds)[number];

/** Each execution plan's stated investment, and its quarter cards added up as they read. */
export const executionPlans: Record<
  ExecutionPlanId,
  { investment: number; quartersAsShown: number }
> = {
  digital: {
    investment: digitalServicesPlan.investment,
    quartersAsShown: add(digitalRoadmap.map((q) => budgetAsShown(q.budget))),
  },
  agri: {
    investment: agriPlan.investment,
    quartersAsShown: add(agriRoadmap.map((q) => budgetAsShown(q.budget))),
  },
  tourism: {
    investment: tourismPlan.investment,
    quartersAsShown: add(tourismRoadmap.map((q) => budgetAsShown(q.budget))),
  },
};
export const executionPlansTotal = add(executionPlanIds.map((p) => executionPlans[p].investment));
/** What the hub's budget categories hold for the execution plans: a line named for one. */
export const executionPlansInCategories = add(
  budgetCategories
    .filter((c) => (executionPlanIds as readonly string[]).includes(c.id))
    .map((c) => c.budgeted),
);

/** What the hub's budget categories hold for one execution plan (none has a line: ₹0). */
export function executionPlanInCategories(plan: ExecutionPlanId): number {
  return add(budgetCategories.filter((c) => (c.id as string) === plan).map((c) => c.budgeted));
}

/** The plan's length as its phases add up (6 + 6 + 15 months). */
export const PHASE_MONTHS_TOTAL = add(phases.map((p) => p.months));
/** Totals that lists imply: the hub's categories, the dashboard's split, the home page's years. */
export const CATEGORIES_TOTAL = add(budgetCategories.map((c) => c.budgeted));
export const SPLIT_TOTAL = add(dashboardCategorySplit.map((c) => c.amount));
export const YEAR_BUDGETS_TOTAL = add(YEAR_BUDGETS_HOME);

/** Per-phase and per-plan sums, each named by the measure it is a reading of. */
export const sums: readonly { id: string; value: number }[] = [
  ...phases.map((p) => ({ id: `phase.${p.id}.budget`, value: monthlyBudgetOfPhase(p.id) })),
  ...dashboardPhases.map((p) => ({
    id: `phase.${p.phase}.budget`,
    value: add(p.initiatives.map((i) => i.budget)),
  })),
  // Each execution plan's quarter cards, added up as they read (whole lakh each).
  ...executionPlanIds.map((plan) => ({
    id: `execution.${plan}.budget`,
    value: executionPlans[plan].quartersAsShown,
  })),
];

/** The phase (1, 2 or 3) each item is planned in, on the dashboard and in the monthly plan. */
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

/**
 * What each number this module exports measures, by its path: the figure walk reads it
 * (content/figures/walk.ts; content/figures/measures.ts says how a rule reads).
 */
export const figureMeasures: FigureMeasures = [
  ["sums[*].value", "{id}"],
  ["PHASE_MONTHS_TOTAL", "plan.months"],
  ["CATEGORIES_TOTAL", "investment.total"],
  ["SPLIT_TOTAL", "investment.total"],
  ["YEAR_BUDGETS_TOTAL", "investment.total"],
  ["initiativePhases[*].phase", "initiative.{id}.phase"],
  ["monthlyPlanBudgets[*].budget", "initiative.{id}.budget"],
  ["executionPlans.digital.investment", "execution.digital.budget"],
  ["executionPlans.agri.investment", "execution.agri.budget"],
  ["executionPlans.tourism.investment", "execution.tourism.budget"],
  ["executionPlans.*.quartersAsShown", local],
  ["executionPlansTotal", "execution.plans.budget"],
  ["executionPlansInCategories", "execution.plans.budget"],
];
