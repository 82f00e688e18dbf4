import { z } from "zod";
import { isoMonthSchema, perPersonInvestment } from "@/content/budget";
import type { AuditStatus, Ledger, LedgerMonth } from "@/content/ledger/derive";
import type { LedgerFigures } from "@/content/registry";
import { perPersonBreakdown } from "@/content/budget-categories";
import { kpiIds, kpisOf, type Kpi } from "@/content/kpis";
import { local, type FigureMeasures } from "@/content/figures/measures";

/**
 * Figures of the transparency hub (spec §2 'Transparency hub', §3 'Monthly expense row' and
 * 'Progress metric (transparency)'). Budget figures come from content/budget.ts, KPI values from
 * content/kpis.ts; this module only adds what the hub alone shows.
 */

/** Every receipt is to be verified: the hero's "receipt verification 100%" is a commitment. */
export const RECEIPT_VERIFICATION_PERCENT = 100;

/**
 * The monthly expense table (spec §3 'Monthly expense row'): every month from January 2025 to the
 * as-of date, from content/villages/pilot/actuals/expenses.csv; with nothing recorded, January to June 2025 at
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
/** A village's monthly expense table, from its ledger. */
export function monthlyExpensesOf(ledger: Pick<Ledger, "months">): MonthlyExpense[] {
  return ledger.months.map((m) => ({
    month: m.month,
    expenses: m.spent,
    receipts: m.receipts,
    verified: m.verified,
    status: m.status,
  }));
}

/** Rupees spent over the months of a table: must match the ledger's money spent. */
export function monthlyExpenseTotal(months: readonly MonthlyExpense[]): number {
  return months.reduce((sum, m) => sum + m.expenses, 0);
}

/** Receipts in and checked over a village's whole ledger. */
export function receiptTotalsOf({ totalTally }: Pick<Ledger, "totalTally">) {
  return {
    receipts: totalTally.receipts,
    verified: totalTally.verified,
    expenses: totalTally.expenses,
  };
}

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

/** The KPIs of the Progress Tracking tab's four metric cards, drawn from the dashboard's. */
export const progressKpiIds = ["digital", "health", "literacy", "economic"] as const;

/** The four metric cards of the Progress Tracking tab, with a village's measurements. */
export function progressMetricsOf(ledger: Parameters<typeof kpisOf>[0]): ProgressMetric[] {
  const measured = kpisOf(ledger);
  return z
    .array(progressMetricSchema)
    .length(progressKpiIds.length)
    .parse(progressKpiIds.map((id) => toProgressMetric(measured.find((k) => k.id === id)!)));
}

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

/**
 * What the hub's sentences choose their words by (ICU select), so that none says nothing has
 * started or been spent once something has: the stage (`pre`, `implementation`, `completed`),
 * whether any expense is recorded (`spending`), whether any expense or fund is (`recorded`), and
 * whether any of the progress tab's KPIs has been measured (`measured`).
 */
export function hubStateOf(
  ledger: Pick<Ledger, "stageArg" | "totalTally" | "fundsRaised" | "latestMeasurement">,
) {
  const spent = ledger.totalTally.expenses > 0;
  return {
    stage: ledger.stageArg,
    spending: spent ? "some" : "none",
    recorded: spent || ledger.fundsRaised > 0 ? "some" : "none",
    // The progress tab's KPIs: measured once any has a measurement.
    measured: progressKpiIds.some((id) => ledger.latestMeasurement(id) !== undefined)
      ? "some"
      : "none",
  } as const;
}

/**
 * An audit check's status in a village: 'Pending Start' while nothing is spent; once spending
 * starts, 'Not yet due' before the month it first falls due, then the receipts' audit status.
 */
export function auditCheckStatus(
  firstDue: { month: string } | { after: string },
  ledger: Pick<Ledger, "auditStatus" | "asOf">,
): AuditStatus | "notDue" {
  const status = ledger.auditStatus();
  if (status === "pendingStart") return status;
  const { asOf } = ledger;
  const due = "month" in firstDue ? asOf.slice(0, 7) >= firstDue.month : asOf > firstDue.after;
  return due ? status : "notDue";
}

/** The hub's figures for a village's ledger, under the names the figure walk reads. */
export const ledgerFigures: LedgerFigures = (ledger) => ({
  monthlyExpenses: monthlyExpensesOf(ledger),
  receiptTotals: receiptTotalsOf(ledger),
  progressMetrics: progressMetricsOf(ledger),
});

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
