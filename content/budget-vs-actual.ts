import { z } from "zod";
import { phases, programme } from "@/content/budget";
import { budgetCategories } from "@/content/budget-categories";
import { monthlyTimeline } from "@/content/implementation";
import type { Ledger } from "@/content/ledger/derive";
import { lastDayOf } from "@/content/ledger/months";
import {
  budgetVsActual,
  categoryPlanSchema,
  directionOf,
  planMonthSchema,
  sum,
  type CategoryPlan,
  type PlanMonth,
} from "@/content/plan-comparison";
import type { LedgerFigures } from "@/content/registry";
import { local, type FigureMeasures } from "@/content/figures/measures";

/**
 * Budget against actual on the transparency hub: what the plan meant to have spent by the as-of
 * date (a village's status.json), by category and by month, beside what its expenses.csv records.
 *
 * The plan month by month is the plan's own spending (content/plan-months.ts): the monthly
 * plan's budget for each month it gives, a phase's budget spread over any month it leaves out.
 * The totals (planned to date, the variance a donor reads) follow it, so planned to date at the
 * end of Phase 1 is the Phase 1 budget (content/figures/plan-model holds the two against each other).
 *
 * The monthly plan is not split by the hub's categories, so each category's own plan is its
 * budget spread by its phase: evenly, in whole rupees, over the months
 * from the first month of its quarter (the category's `timeline`, "Q4 2025" → October 2025) to the
 * last month of the budget phase that quarter falls in (content/budget.ts `phases`). A category
 * starting in Q1 2026 is spread over January to March 2026, the end of Phase 1. The rupees an even
 * split leaves over go one each to the first months, so the months add up to the budget exactly.
 *
 * Variance is spent − planned: below zero the programme is under plan, above zero over plan.
 */

const planInput = {
  categories: budgetCategories,
  phases,
  monthly: monthlyTimeline,
  start: programme.start,
};

/** The ledger's part the comparison reads: the as-of date and what is spent, by category and month. */
export type ComparisonLedger = Pick<
  Ledger,
  "asOf" | "asOfMonth" | "categoryTally" | "spentInMonth"
>;

// The plan alone: the comparison as of before its first month, when nothing is due or spent.
const planOnly = budgetVsActual({ ...planInput, asOfMonth: "", spent: () => 0, spentIn: () => 0 });

/** A category's plan: its budget spread over its months. */
export type CategoryPlanOnly = Pick<
  CategoryPlan,
  "id" | "category" | "budgeted" | "plan" | "monthly"
>;
/** A month of the plan: what it spends in the month, by the end of it, and where that comes from. */
export type PlanMonthOnly = Pick<PlanMonth, "month" | "planned" | "basis" | "plannedToDate">;

/** Each category's plan, in the hub's order. */
export const categoryPlans: CategoryPlanOnly[] = planOnly.categories.map(
  ({ id, category, budgeted, plan, monthly }) => ({ id, category, budgeted, plan, monthly }),
);

/** Every month of the plan, from the programme's start (October 2025) to its last month. */
export const planMonths: PlanMonthOnly[] = planOnly.months.map(
  ({ month, planned, basis, plannedToDate }) => ({ month, planned, basis, plannedToDate }),
);

/** The plan's last month (December 2027: the end of the last phase). */
export const PLAN_END = planOnly.planEnd;

/** How many of the plan's months come from the monthly plan, and how many from a phase budget. */
export const PLAN_BASIS = {
  monthly: planOnly.byMonth.filter((m) => m.basis === "monthly").length,
  phase: planOnly.byMonth.filter((m) => m.basis === "phase").length,
};

/** What the plan by month has planned by the end of a phase (Phase 1: its budget, ₹93 lakh). */
export function plannedByEndOf(id: (typeof phases)[number]["id"]): number {
  const end = phases.find((p) => p.id === id)!.period.to;
  return planMonths.find((m) => m.month === end)?.plannedToDate ?? 0;
}

/** Budget against actual for a village's ledger: by category, by month, and their totals. */
export function budgetVsActualOf(ledger: ComparisonLedger) {
  const { asOf, asOfMonth } = ledger;
  const published = budgetVsActual({
    ...planInput,
    asOfMonth,
    asOfShare: Number(asOf.slice(8, 10)) / Number(lastDayOf(asOfMonth).slice(8, 10)),
    spent: (id) => ledger.categoryTally(id).spent,
    spentIn: ledger.spentInMonth,
  });

  /** Each category's plan and what is spent against it, in the hub's order. */
  const categoryPlans: CategoryPlan[] = z.array(categoryPlanSchema).parse(published.categories);

  /**
   * Every month from the programme's start (October 2025) to the later of the plan's last month
   * and the as-of month: the chart's two lines. Months after the as-of month have no spending yet.
   */
  const planMonths: PlanMonth[] = z.array(planMonthSchema).parse(published.months);

  /** The months from the start to the as-of month, compared; none while the as-of date is before the start. */
  const comparedMonths = planMonths.filter((m) => m.spent !== null);

  /** The categories' own plans added up: the footer of the table by category. */
  const categoryTotals = (() => {
    const total = (key: "budgeted" | "plannedToDate" | "spent") =>
      sum(categoryPlans.map((c) => c[key]));
    const variance = total("spent") - total("plannedToDate");
    return {
      budgeted: total("budgeted"),
      plannedToDate: total("plannedToDate"),
      spent: total("spent"),
      variance,
      direction: directionOf(variance),
    };
  })();

  /** The plan's totals, month by month: what it sets out to spend, and had by the as-of date. */
  const planTotals = (() => {
    const spent = categoryTotals.spent;
    const variance = spent - published.plannedDue;
    return {
      budgeted: sum(published.byMonth.map((m) => m.planned)),
      plannedToDate: published.plannedDue,
      spent,
      variance,
      direction: directionOf(variance),
      /** Months of the plan that have begun by the as-of date, and all of its months. */
      monthsPassed: comparedMonths.filter((m) => m.month <= PLAN_END).length,
      months: planMonths.filter((m) => m.month <= PLAN_END).length,
    };
  })();

  return {
    categoryPlans,
    planMonths,
    comparedMonths,
    /** Rupees spent before the programme's first month, which open the running total. */
    spentBeforeStart: published.spentBeforeStart,
    categoryTotals,
    planTotals,
  };
}

/** A village's comparison for the figure walk (the registry reads the pilot's), under the names it has always had. */
export const ledgerFigures: LedgerFigures = (ledger) => {
  const { spentBeforeStart, ...comparison } = budgetVsActualOf(ledger);
  return { ...comparison, SPENT_BEFORE_START: spentBeforeStart };
};

/**
 * What each number this module exports measures, by its path: the figure walk reads it
 * (content/figures/walk.ts; content/figures/measures.ts says how a rule reads).
 */
export const figureMeasures: FigureMeasures = [
  ["categoryPlans[*].budgeted", "category.{id}.budget"],
  ["*", local],
];
