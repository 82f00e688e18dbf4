import { z } from "zod";
import { isoMonthSchema, perPersonInvestment } from "@/content/budget";
import {
  AS_OF,
  auditStatus,
  FUNDS_RAISED,
  FUNDS_SPENT,
  ledgerMonths,
  STAGE,
  STAGE_ARG,
  totalTally,
  type AuditStatus,
  type LedgerMonth,
  LAUNCH_QUARTER,
} from "@/content/ledger";
import { perPersonBreakdown } from "@/content/budget-categories";
import { kpiById, kpiIds, type Kpi } from "@/content/kpis";
import { local, type FigureMeasures } from "@/content/figures/measures";

/**
 * Figures of the transparency hub (spec §2 'Transparency hub', §3 'Monthly expense row' and
 * 'Progress metric (transparency)'). Budget figures come from content/budget.ts, KPI values from
 * content/kpis.ts; this module only adds what the hub alone shows.
 */

/** Every receipt is to be verified: the hero's "receipt verification 100%" is a commitment. */
export const RECEIPT_VERIFICATION_PERCENT = 100;

/** The receipts card's audit line, from the ledger: 'Pending Start' until spending starts. */
export const AUDIT_STATUS = auditStatus();

/**
 * The monthly expense table (spec §3 'Monthly expense row'): every month from January 2025 to the
 * as-of date, from content/actuals/expenses.csv; with nothing recorded, January to June 2025 at
 * zero, 'Pre-Launch' (spec §2).
 */
export const monthlyExpenseSchema = z
  .object({
    /** ISO year-month, e.g. "2025-01"; the page formats it per language. */
    month: isoMonthSchema,
    /** Rupees spent in the month: below zero when a reversal takes back more than was spent. */
    expenses: z.number().int(),
    /** Expenses of the month whose receipt is in. */
    receipts: z.number().int().nonnegative(),
    /** Of those, receipts checked against the payment. */
    verified: z.number().int().nonnegative(),
    status: z.enum(["Pre-Launch", "Open", "Closed"] satisfies LedgerMonth["status"][]),
  })
  .refine((m) => m.verified <= m.receipts, "no more receipts verified than received");
export type MonthlyExpense = z.infer<typeof monthlyExpenseSchema>;
export const monthlyExpenses: MonthlyExpense[] = ledgerMonths.map((m) => ({
  month: m.month,
  expenses: m.spent,
  receipts: m.receipts,
  verified: m.verified,
  status: m.status,
}));

/** Rupees spent over the months of the table: must match FUNDS_SPENT. */
export function monthlyExpenseTotal(): number {
  return monthlyExpenses.reduce((sum, m) => sum + m.expenses, 0);
}

/** Receipts in and checked over the whole ledger. */
export const receiptTotals = {
  receipts: totalTally.receipts,
  verified: totalTally.verified,
  expenses: totalTally.expenses,
};

export const progressMetricSchema = z.object({
  id: z.enum(kpiIds),
  metric: z.string(),
  current: z.number().min(0).max(100),
  target: z.number().min(0).max(100),
  timeline: isoMonthSchema,
  /** The latest measurement's date, or "baseline" when none is recorded yet. */
  lastUpdate: z.union([z.literal("baseline"), z.string().regex(/^\d{4}-\d{2}-\d{2}$/)]),
  status: z.enum(["planning", "active"]),
  milestones: z
    .array(z.object({ quarter: z.string(), target: z.number(), achieved: z.boolean() }))
    .min(1),
});
export type ProgressMetric = z.infer<typeof progressMetricSchema>;

function toProgressMetric(kpi: Kpi): ProgressMetric {
  const started = kpi.milestones.some((m) => m.status !== "planned");
  return {
    id: kpi.id,
    metric: kpi.name,
    current: kpi.current,
    target: kpi.target,
    timeline: kpi.timeline,
    lastUpdate: kpi.measurement?.date ?? "baseline",
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

/** The stage line of the status card: the stage is content/actuals/status.json's. */
export const currentStatus = {
  stage: STAGE,
  launch: LAUNCH_QUARTER,
  spent: FUNDS_SPENT,
} as const;

/**
 * What the hub's sentences choose their words by (ICU select), so that none says nothing has
 * started or been spent once something has: the stage (`pre`, `implementation`, `completed`),
 * whether any expense is recorded (`spending`), whether any expense or fund is (`recorded`), and
 * whether any of the progress tab's KPIs has been measured (`measured`).
 */
export const hubState = {
  stage: STAGE_ARG,
  spending: totalTally.expenses > 0 ? "some" : "none",
  recorded: totalTally.expenses > 0 || FUNDS_RAISED > 0 ? "some" : "none",
  measured: progressMetrics.some((m) => m.lastUpdate !== "baseline") ? "some" : "none",
} as const;

/**
 * An audit check's status: 'Pending Start' while nothing is spent; once spending starts, 'Not
 * yet due' before the month it first falls due, then the receipts' audit status.
 */
export function auditCheckStatus(
  firstDue: { month: string } | { after: string },
): AuditStatus | "notDue" {
  if (AUDIT_STATUS === "pendingStart") return AUDIT_STATUS;
  const due = "month" in firstDue ? AS_OF.slice(0, 7) >= firstDue.month : AS_OF > firstDue.after;
  return due ? AUDIT_STATUS : "notDue";
}

/**
 * What each number this module exports measures, by its path: the figure walk reads it
 * (content/figures/walk.ts; content/figures/measures.ts says how a rule reads).
 */
export const figureMeasures: FigureMeasures = [
  ["progressMetrics[*].target", "target.{id}"],
  ["progressMetrics[*].current", local],
  ["progressMetrics[*].milestones[*].target", local],
  ["RECEIPT_VERIFICATION_PERCENT", local],
  ["*", local],
];
