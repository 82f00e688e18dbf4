import { budgetCategories } from "@/content/budget-categories";
import { readCsvRows } from "@/content/ledger/read";
import { kpiBudget, kpis, kpiStatus } from "@/content/kpis";
import { monthlyExpenses } from "@/content/transparency";

/**
 * The transparency hub's open data: budget categories, monthly expenses and KPIs as CSV and
 * JSON, built from the same content modules as the page, so a download always matches it.
 * Amounts are whole rupees. The route handlers under app/data/ serve these at build time.
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

/** Columns named after the keys of the first row, in order. */
function columnsOf<T extends object>(rows: readonly T[]): Column<T>[] {
  const first = rows[0];
  if (!first) return [];
  return (Object.keys(first) as (keyof T & string)[]).map((key) => ({
    header: key,
    value: (row) => row[key] as CsvValue,
  }));
}

/** Every dataset, with its rows for CSV and its full records for JSON. */
export const openDatasets = {
  "budget-categories": { rows: budgetCategoryRows, json: budgetCategoryRows },
  "monthly-expenses": { rows: monthlyExpenseRows, json: monthlyExpenseRows },
  kpis: { rows: kpiRows, json: kpis },
} as const;
export type DatasetId = keyof typeof openDatasets;
export const datasetIds = Object.keys(openDatasets) as DatasetId[];

export function datasetCsv(id: DatasetId): string {
  const rows: readonly object[] = openDatasets[id].rows;
  return toCsv(rows, columnsOf(rows));
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
