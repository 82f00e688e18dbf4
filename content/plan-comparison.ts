// Not in the content registry: the comparison content/budget-vs-actual.ts publishes, from plain inputs.
import { z } from "zod";
import {
  isoMonthSchema,
  monthSpanSchema,
  phases,
  quarterMonths,
  type BudgetPhase,
} from "@/content/budget";
import { monthsFrom } from "@/content/ledger/months";
import { budgetCategoryIds, type BudgetCategoryId } from "@/content/ledger/ids";
import { plannedMonths, type PlannedMonth } from "@/content/plan-months";

// The comparison of plan and spending, month by month, from plain inputs:
// content/budget-vs-actual.ts publishes it for the programme's files and says how the plan is spread.

/** Which way spending stands against the plan. */
export const directions = ["under", "on", "over"] as const;
export type Direction = (typeof directions)[number];
export function directionOf(variance: number): Direction {
  return variance < 0 ? "under" : variance > 0 ? "over" : "on";
}

/** "Q4 2025" → "2025-10", the first month of the quarter. */
export function quarterStart(quarter: string): string {
  return quarterMonths(quarter).from;
}

/** The months a category's budget is spread over: its quarter's start to its phase's end. */
export function planSpan(
  timeline: string,
  budgetPhases: readonly Pick<BudgetPhase, "id" | "period">[] = phases,
): { from: string; to: string; phase: BudgetPhase["id"] } {
  const from = quarterStart(timeline);
  const phase = budgetPhases.find((p) => p.period.from <= from && from <= p.period.to);
  if (!phase) throw new Error(`${timeline} starts in no budget phase`);
  return { from, to: phase.period.to, phase: phase.id };
}

/** `amount` rupees over `months` months, evenly, whole rupees, the remainder to the first months. */
export function spreadEvenly(amount: number, months: number): number[] {
  const base = Math.floor(amount / months);
  const left = amount - base * months;
  return Array.from({ length: months }, (_, i) => base + (i < left ? 1 : 0));
}

const rupees = z.number().int().nonnegative();
const signedRupees = z.number().int();

export const categoryPlanSchema = z
  .object({
    id: z.enum(budgetCategoryIds),
    category: z.string(),
    budgeted: z.number().int().positive(),
    /** The months the budget is spread over. */
    plan: monthSpanSchema,
    /** Rupees planned for each month of `plan`, in order; they add up to `budgeted`. */
    monthly: z.array(rupees).min(1),
    /** Rupees the plan had spent by the as-of month (that month included). */
    plannedToDate: rupees,
    /** Rupees spent in the category, from expenses.csv. */
    spent: rupees,
    /** spent − plannedToDate: below zero under plan, above zero over plan. */
    variance: signedRupees,
    direction: z.enum(directions),
  })
  .refine(
    (c) => c.monthly.reduce((s, m) => s + m, 0) === c.budgeted,
    "the months add up to the budget",
  )
  .refine((c) => c.plannedToDate <= c.budgeted, "no more planned to date than budgeted")
  .refine((c) => c.variance === c.spent - c.plannedToDate, "variance is spent − planned")
  .refine((c) => c.direction === directionOf(c.variance), "direction follows the variance");
export type CategoryPlan = z.infer<typeof categoryPlanSchema>;

export const planMonthSchema = z
  .object({
    month: isoMonthSchema,
    /** Rupees the plan spends in the month (content/plan-months.ts). */
    planned: rupees,
    /** Where `planned` comes from: the monthly plan, a phase's budget, or none (after the plan). */
    basis: z.enum(["monthly", "phase"]).nullable(),
    /** Rupees the plan has spent by the end of the month. */
    plannedToDate: rupees,
    /** Rupees spent in the month (below zero when a correction returns more than is spent); null after the as-of month. */
    spent: signedRupees.nullable(),
    /** Rupees spent by the end of the month (with anything spent before the plan's first month). */
    spentToDate: rupees.nullable(),
    /** spent − planned for the month; null after the as-of month. */
    variance: signedRupees.nullable(),
    direction: z.enum(directions).nullable(),
  })
  .refine((m) => (m.spent === null) === (m.variance === null), "a variance only beside a spend");
export type PlanMonth = z.infer<typeof planMonthSchema>;

export interface BudgetVsActualInput {
  categories: readonly {
    id: BudgetCategoryId;
    category: string;
    budgeted: number;
    timeline: string;
  }[];
  phases: readonly Pick<BudgetPhase, "id" | "period" | "budget">[];
  /** The month-by-month plan's budget for each month it gives (content/implementation). */
  monthly: readonly { month: string; budget: number }[];
  /** The programme's first month (programme.start). */
  start: string;
  asOfMonth: string;
  /**
   * How much of the as-of month has passed by the as-of date, 0-1 (1 on its last day): the plan
   * for that month counts this share of its rupees, so a plan is not due before its days are.
   */
  asOfShare?: number;
  /** Rupees spent in a category over the whole ledger. */
  spent: (id: BudgetCategoryId) => number;
  /** Rupees spent in a category in one month. */
  spentIn: (id: BudgetCategoryId, month: string) => number;
}

/** The whole comparison, from plain inputs (the unit tests give their own). */
export function budgetVsActual(input: BudgetVsActualInput) {
  const { start, asOfMonth, spentIn, asOfShare = 1 } = input;
  /** The rupees a month's plan has due by the as-of date. */
  const due = (month: string, planned: number) =>
    month < asOfMonth ? planned : month === asOfMonth ? Math.round(planned * asOfShare) : 0;
  const plans = input.categories.map((c) => {
    const span = planSpan(c.timeline, input.phases);
    const months = monthsFrom(span.from, span.to);
    return { c, span, months, monthly: spreadEvenly(c.budgeted, months.length) };
  });
  // The months follow the plan's own spending (content/plan-months.ts), to the last phase's end.
  const byMonth: PlannedMonth[] = plannedMonths(input.phases, input.monthly);
  const planEnd = byMonth.map((m) => m.month).reduce((a, b) => (a > b ? a : b), start);
  const lastMonth = planEnd > asOfMonth ? planEnd : asOfMonth;

  const categories: CategoryPlan[] = plans.map(({ c, span, months, monthly }) => {
    const plannedToDate = sum(months.map((month, i) => due(month, monthly[i]!)));
    const spent = input.spent(c.id);
    const variance = spent - plannedToDate;
    return {
      id: c.id,
      category: c.category,
      budgeted: c.budgeted,
      plan: { from: span.from, to: span.to },
      monthly,
      plannedToDate,
      spent,
      variance,
      direction: directionOf(variance),
    };
  });

  const plannedIn = (month: string) => byMonth.find((m) => m.month === month)?.planned ?? 0;
  const spentInAll = (month: string) => sum(input.categories.map((c) => spentIn(c.id, month)));
  // Every month from the programme's start to the later of the plan's end and the as-of month;
  // spending from before the start opens the running total.
  const chartMonths = monthsFrom(start, lastMonth);
  const sinceStart = sum(chartMonths.filter((m) => m <= asOfMonth).map(spentInAll));
  const spentBeforeStart = sum(categories.map((c) => c.spent)) - sinceStart;
  let plannedToDate = 0;
  let spentToDate = spentBeforeStart;
  const months: PlanMonth[] = chartMonths.map((month) => {
    const planned = plannedIn(month);
    const basis = byMonth.find((m) => m.month === month)?.basis ?? null;
    plannedToDate += planned;
    if (month > asOfMonth) {
      return {
        month,
        planned,
        basis,
        plannedToDate,
        spent: null,
        spentToDate: null,
        variance: null,
        direction: null,
      };
    }
    const spent = spentInAll(month);
    spentToDate += spent;
    // The as-of month is compared with the part of its plan due by the as-of date.
    const variance = spent - due(month, planned);
    return {
      month,
      planned,
      basis,
      plannedToDate,
      spent,
      spentToDate,
      variance,
      direction: directionOf(variance),
    };
  });
  const plannedDue = sum(months.map((m) => due(m.month, m.planned)));
  return { categories, months, planEnd, spentBeforeStart, byMonth, plannedDue };
}

export function sum(values: readonly number[]): number {
  return values.reduce((a, b) => a + b, 0);
}
