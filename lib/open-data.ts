import { budgetCategories } from "@/content/budget-categories";
import { categoryPlans, planMonths } from "@/content/budget-vs-actual";
import { actuals } from "@/content/ledger";
import { publicPayee } from "@/content/ledger/payees";
import { translator } from "@/lib/messages";
import { budgetCategoryNames } from "@/content/ledger/ids";
import { readCsvRows } from "@/content/ledger/csv";
import { kpiBudget, kpis, kpiStatus } from "@/content/kpis";
import { monthlyExpenses } from "@/content/transparency";

/**
 * The transparency hub's open data: budget categories, monthly expenses, KPIs and budget against
 * actual, built from the same content modules as the page, so a download always matches it; and
 * the ledger itself (content/actuals: every expense, fund, measurement and milestone), row by row,
 * which the page only sums. Each as CSV and JSON; amounts are whole rupees. The route handlers
 * under app/data/ serve these at build time.
 */

export type CsvValue = string | number | boolean | null | undefined;

export interface Column<T> {
  header: string;
  value: (row: T) => CsvValue;
}

/** One CSV field (RFC 4180): quoted when it holds a comma, quote, line break or edge space. */
export function csvField(value: CsvValue): string {
  const text = value === null || value === undefined ? "" : String(value);
  return /[",\r\n]|^\s|\s$/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Rows as CSV with a header line, CRLF line ends and a final CRLF. */
export function toCsv<T>(rows: readonly T[], columns: readonly Column<T>[]): string {
  const lines = [columns.map((c) => csvField(c.header)).join(",")];
  for (const row of rows) lines.push(columns.map((c) => csvField(c.value(row))).join(","));
  return `${lines.join("\r\n")}\r\n`;
}

/** Parses CSV text back into rows of fields (the reader of the team's files): the inverse of toCsv. */
export function parseCsv(text: string): string[][] {
  return readCsvRows(text).map((r) => r.fields);
}

export const budgetCategoryRows = budgetCategories.map((c) => ({
  category: c.category,
  budgeted_inr: c.budgeted,
  spent_inr: c.spent,
  pending_inr: c.pending,
  percent_spent: c.percentage,
  timeline: c.timeline,
  receipts: c.receipts,
}));

export const monthlyExpenseRows = monthlyExpenses.map((m) => ({
  month: m.month,
  expenses_inr: m.expenses,
  receipts: m.receipts,
  verified: m.verified,
  status: m.status,
}));

/** Budget against actual by category: variance is spent − planned to date (below zero: under plan). */
export const budgetVsActualCategoryRows = categoryPlans.map((c) => ({
  category: c.category,
  budgeted_inr: c.budgeted,
  plan_from: c.plan.from,
  plan_to: c.plan.to,
  plan_months: c.monthly.length,
  planned_to_date_inr: c.plannedToDate,
  spent_inr: c.spent,
  variance_inr: c.variance,
  direction: c.direction,
}));

/**
 * Budget against actual by month, from the programme's start to the later of the plan's end and
 * the as-of date: a month after the as-of date has its plan and no spending yet (empty fields).
 */
export const budgetVsActualMonthRows = planMonths.map((m) => ({
  month: m.month,
  planned_inr: m.planned,
  spent_inr: m.spent,
  variance_inr: m.variance,
  direction: m.direction,
  planned_to_date_inr: m.plannedToDate,
  spent_to_date_inr: m.spentToDate,
}));

/** The ledger's expenses as the team recorded them, amounts in whole rupees; no person named. */
const withheld = translator("en")("ledger.payee.withheld");
export const expenseRows = actuals.expenses.map((e) => ({
  date: e.date,
  category: budgetCategoryNames[e.category],
  amount_inr: e.amount,
  description: e.description,
  payee: publicPayee(e, withheld),
  receipt: e.receipt,
  verified: e.verified,
}));

/** Funds received; a donor is named only where the team recorded a name. */
export const fundRows = actuals.funds.map((f) => ({
  date: f.date,
  amount_inr: f.amount,
  source: f.source,
  donor: f.donor === "" ? "anonymous" : f.donor,
}));

export const measurementRows = actuals.measurements.map((m) => ({
  kpi: m.kpi,
  date: m.date,
  value_percent: m.value,
  source: m.source,
}));

export const milestoneRows = actuals.milestones.map((m) => ({
  milestone: m.milestone,
  achieved: m.achieved,
  evidence: m.evidence,
}));

export const kpiRows = kpis.map((k) => ({
  id: k.id,
  name: k.name,
  current_percent: k.current,
  target_percent: k.target,
  timeline: k.timeline,
  status: kpiStatus(k),
  milestone_budget_inr: kpiBudget(k),
  description: k.description,
}));

/** A dataset: its rows for CSV, named columns (a file with no rows still has its header line), and its full records for JSON. */
function dataset<T extends object>(rows: readonly T[], json: readonly object[] = rows) {
  return { rows, json, header: rows[0] ? Object.keys(rows[0]) : [] };
}
/** The same, for a file that may have no rows yet: its columns named up front. */
function ledgerDataset<T extends object>(
  rows: readonly T[],
  header: readonly (keyof T & string)[],
) {
  return { rows, json: rows, header };
}

/** Every dataset, with its rows for CSV and its full records for JSON. */
export const openDatasets = {
  "budget-categories": dataset(budgetCategoryRows),
  "monthly-expenses": dataset(monthlyExpenseRows),
  kpis: dataset(kpiRows, kpis),
  "budget-vs-actual-categories": dataset(budgetVsActualCategoryRows),
  "budget-vs-actual-months": dataset(budgetVsActualMonthRows),
  expenses: ledgerDataset(expenseRows, [
    "date",
    "category",
    "amount_inr",
    "description",
    "payee",
    "receipt",
    "verified",
  ]),
  funds: ledgerDataset(fundRows, ["date", "amount_inr", "source", "donor"]),
  measurements: ledgerDataset(measurementRows, ["kpi", "date", "value_percent", "source"]),
  milestones: ledgerDataset(milestoneRows, ["milestone", "achieved", "evidence"]),
} as const;
export type DatasetId = keyof typeof openDatasets;
export const datasetIds = Object.keys(openDatasets) as DatasetId[];

export function datasetCsv(id: DatasetId): string {
  const { rows, header } = openDatasets[id];
  const columns = header.map((key) => ({
    header: key,
    value: (row: object) => (row as Record<string, CsvValue>)[key],
  }));
  return toCsv(rows as readonly object[], columns);
}

export function datasetJson(id: DatasetId): string {
  return `${JSON.stringify(openDatasets[id].json, null, 2)}\n`;
}

/** The public path of a download, e.g. /data/kpis.csv. */
export function datasetPath(id: DatasetId, format: "csv" | "json"): string {
  return `/data/${id}.${format}`;
}

export function csvResponse(id: DatasetId): Response {
  return new Response(datasetCsv(id), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${id}.csv"`,
    },
  });
}

export function jsonResponse(id: DatasetId): Response {
  return new Response(datasetJson(id), {
    headers: { "Content-Type": "application/json; charset=utf-8" },
  });
}
