import { z } from "zod";
import { FUNDS_SPENT, isoMonthSchema, perPersonInvestment, programme } from "@/content/budget";
import { perPersonBreakdown } from "@/content/budget-categories";
import { kpiById, kpiIds, type Kpi } from "@/content/kpis";

/**
 * Figures of the transparency hub (spec §2 'Transparency hub', §3 'Monthly expense row' and
 * 'Progress metric (transparency)'). Budget figures come from content/budget.ts, KPI values from
 * content/kpis.ts; this module only adds what the hub alone shows.
 */

/** Every receipt is to be verified: the hero's "receipt verification 100%" is a commitment. */
export const RECEIPT_VERIFICATION_PERCENT = 100;

/** Status of the receipts card's audit line until spending starts. */
export const AUDIT_STATUS = "Pending Start";

/** Status of each month before launch. */
export const MONTH_STATUS_PRE_LAUNCH = "Pre-Launch";

export const monthlyExpenseSchema = z.object({
  /** ISO year-month, e.g. "2025-01"; the page formats it per language. */
  month: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/),
  /** Rupees spent in the month. */
  expenses: z.number().nonnegative(),
  /** Receipts collected in the month. */
  receipts: z.number().int().nonnegative(),
  /** Receipts checked in the month. */
  verified: z.number().int().nonnegative(),
  status: z.literal(MONTH_STATUS_PRE_LAUNCH),
});
export type MonthlyExpense = z.infer<typeof monthlyExpenseSchema>;

/** January to June 2025: nothing spent, so nothing to receipt (spec §2). */
export const monthlyExpenses: MonthlyExpense[] = z
  .array(monthlyExpenseSchema)
  .length(6)
  .parse(
    ["01", "02", "03", "04", "05", "06"].map((m) => ({
      month: `2025-${m}`,
      expenses: 0,
      receipts: 0,
      verified: 0,
      status: MONTH_STATUS_PRE_LAUNCH,
    })),
  );

/** Rupees spent over the months of the table: must match FUNDS_SPENT. */
export function monthlyExpenseTotal(): number {
  return monthlyExpenses.reduce((sum, m) => sum + m.expenses, 0);
}

export const progressMetricSchema = z.object({
  id: z.enum(kpiIds),
  metric: z.string(),
  current: z.number().min(0).max(100),
  target: z.number().min(0).max(100),
  timeline: isoMonthSchema,
  /** When the figures were last measured: its words are `transparency.progress.updated.<value>`. */
  lastUpdate: z.enum(["baseline"]),
  status: z.enum(["planning", "active"]),
  milestones: z
    .array(z.object({ quarter: z.string(), target: z.number(), achieved: z.boolean() }))
    .min(1),
});
export type ProgressMetric = z.infer<typeof progressMetricSchema>;

/** The progress figures are the pre-launch baseline: nothing has been measured since. */
export const PROGRESS_LAST_UPDATE = "baseline";

function toProgressMetric(kpi: Kpi): ProgressMetric {
  const started = kpi.milestones.some((m) => m.status !== "planned");
  return {
    id: kpi.id,
    metric: kpi.name,
    current: kpi.current,
    target: kpi.target,
    timeline: kpi.timeline,
    lastUpdate: PROGRESS_LAST_UPDATE,
    status: started ? "active" : "planning",
    milestones: kpi.milestones.map((m) => ({
      quarter: m.quarter,
      target: m.target,
      achieved: m.status === "completed",
    })),
  };
}

/** The four metric cards of the Progress Tracking tab, drawn from the dashboard's KPIs. */
export const progressMetrics: ProgressMetric[] = z
  .array(progressMetricSchema)
  .length(4)
  .parse(
    (["digital", "health", "literacy", "economic"] as const).map((id) =>
      toProgressMetric(kpiById(id)),
    ),
  );

/** The per-person breakdown with each line's id and share of the per-person total. */
export function perPersonShares() {
  const total = perPersonInvestment();
  return perPersonBreakdown.map((r) => ({
    ...r,
    percent: (r.rupees / total) * 100,
  }));
}

/** Sum of the breakdown lines (must equal perPersonInvestment()). */
export function perPersonBreakdownTotal(): number {
  return perPersonBreakdown.reduce((sum, r) => sum + r.rupees, 0);
}

/** The stage line of the status card. */
export const currentStatus = {
  stage: programme.stage,
  launch: programme.launch,
  spent: FUNDS_SPENT,
} as const;
