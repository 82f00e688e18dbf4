import { budgetCategoriesOf, categoriesOf, type BudgetCategory } from "@/content/budget-categories";
import { budgetVsActualOf } from "@/content/budget-vs-actual";
import { csrCategoriesOf } from "@/content/funders/csr";
import { kpiBudget, kpisOf, kpiStatus } from "@/content/kpis";
import { monthlyExpensesOf } from "@/content/transparency";
import { toCsv, type CsvValue } from "@/lib/open-data/csv";
import { getPilot, type Ledger, type VillageSnapshot } from "@/lib/programme";
import { teamFiles } from "@/lib/open-data/team-files";
import { translator } from "@/lib/messages";

/**
 * The transparency hub's open data: budget categories, monthly expenses, KPIs and budget against
 * actual, built from the same content modules as the page, so a download always matches it; and
 * the ledger itself (content/villages/pilot/actuals: every expense, fund, measurement and milestone), row by row,
 * which the page only sums. Each as CSV and JSON; amounts are whole rupees. The route handlers
 * under /data/ (app/data/[file]/route.ts, lib/open-data/files.ts) serve these at build time.
 */

export { BOM, csvField, parseCsv, toCsv, type Column, type CsvValue } from "@/lib/open-data/csv";

const budgetCategoryRowsOf = (ledger: Ledger, categories?: readonly BudgetCategory[]) =>
  budgetCategoriesOf(ledger, categories).map((c) => ({
    category: c.category,
    budgeted_inr: c.budgeted,
    spent_inr: c.spent,
    pending_inr: c.pending,
    percent_spent: c.percentage,
    timeline: c.timeline,
    receipts: c.receipts,
  }));

/**
 * For CSR committees (issue 43): each budget category with its item of Schedule VII, as the
 * programme reads it (plan.json), and the hub's budget, spending and receipts for it.
 */
const csrRowsOf = ({ ledger, plan }: VillageSnapshot) => {
  const en = translator("en");
  return csrCategoriesOf(ledger, plan).map((c) => ({
    category: c.category,
    schedule_vii_item: c.scheduleVII,
    schedule_vii: en(`funders.scheduleVII.${c.scheduleVII}`),
    budgeted_inr: c.budgeted,
    spent_inr: c.spent,
    receipts: c.receipts,
    receipts_verified: c.verified,
  }));
};

const monthlyExpenseRowsOf = (ledger: Ledger) =>
  monthlyExpensesOf(ledger).map((m) => ({
    month: m.month,
    expenses_inr: m.expenses,
    receipts: m.receipts,
    verified: m.verified,
    status: m.status,
  }));

/** A village's budget against actual (content/budget-vs-actual.ts), made once for both files. */
type BudgetVsActual = ReturnType<typeof budgetVsActualOf>;

/** Budget against actual by category: variance is spent − planned to date (below zero: under plan). */
const budgetVsActualCategoryRowsOf = ({ categoryPlans }: BudgetVsActual) =>
  categoryPlans.map((c) => ({
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
const budgetVsActualMonthRowsOf = ({ planMonths }: BudgetVsActual) =>
  planMonths.map((m) => ({
    month: m.month,
    planned_inr: m.planned,
    // The plan's own month-by-month plan, or a phase's budget spread over a month it leaves out.
    plan_basis: m.basis === null ? null : m.basis === "monthly" ? "monthly plan" : "phase budget",
    spent_inr: m.spent,
    variance_inr: m.variance,
    direction: m.direction,
    planned_to_date_inr: m.plannedToDate,
    spent_to_date_inr: m.spentToDate,
  }));

/** The KPIs as a village's measurements move them. */
const kpiRowsOf = (ledger: Ledger) =>
  kpisOf(ledger).map((k) => ({
    id: k.id,
    name: k.name,
    current_percent: k.current,
    target_percent: k.target,
    timeline: k.timeline,
    status: kpiStatus(k),
    milestone_budget_inr: kpiBudget(k),
    description: k.description,
  }));

/** A dataset: the names of its columns, the same in its CSV and its JSON, and its rows. */
interface Dataset {
  columns: readonly string[];
  rows: readonly Record<string, CsvValue>[];
}

/** A dataset of the page's figures: its columns are its rows' keys (such a file always has rows). */
function dataset(rows: readonly Record<string, CsvValue>[]): Dataset {
  return { columns: rows[0] ? Object.keys(rows[0]) : [], rows };
}

/**
 * Every open-data file of a village, each as CSV and JSON with the same field names. The team's
 * four files are the village's own; the tables of the page's figures are built from the content
 * modules' functions of the village's ledger, as its pages show them.
 */
function datasetsOf(village: VillageSnapshot) {
  const comparison = budgetVsActualOf(village.ledger);
  return {
    "budget-categories": dataset(budgetCategoryRowsOf(village.ledger)),
    "monthly-expenses": dataset(monthlyExpenseRowsOf(village.ledger)),
    kpis: dataset(kpiRowsOf(village.ledger)),
    "budget-vs-actual-categories": dataset(budgetVsActualCategoryRowsOf(comparison)),
    "budget-vs-actual-months": dataset(budgetVsActualMonthRowsOf(comparison)),
    "csr-categories": dataset(csrRowsOf(village)),
    ...teamFiles(village.actuals),
  } satisfies Record<string, Dataset>;
}
export type DatasetId = keyof ReturnType<typeof datasetsOf>;

/**
 * The open data of any village's page (/villages/<slug>/data/): its team's four files, and its
 * spending by its own plan's categories and by month. (The pilot's /data/ also holds the tables
 * that read the pilot's plan beyond its folder: KPI targets, budget against a monthly plan.)
 */
function villageDatasetsOf(village: VillageSnapshot) {
  return {
    "budget-categories": dataset(budgetCategoryRowsOf(village.ledger, categoriesOf(village.plan))),
    "monthly-expenses": dataset(monthlyExpenseRowsOf(village.ledger)),
    ...teamFiles(village.actuals),
  } satisfies Record<string, Dataset>;
}
export type VillageDatasetId = keyof ReturnType<typeof villageDatasetsOf>;
const villageMade = new WeakMap<VillageSnapshot, ReturnType<typeof villageDatasetsOf>>();
/** A village's open-data files, made once per snapshot. */
export function villageDatasets(village: VillageSnapshot) {
  let found = villageMade.get(village);
  if (!found) villageMade.set(village, (found = villageDatasetsOf(village)));
  return found;
}

/** A dataset as CSV: a byte-order mark, its header and its rows. */
function csvOf({ rows, columns }: Dataset): string {
  return toCsv(
    rows,
    columns.map((key) => ({ header: key, value: (row: Record<string, CsvValue>) => row[key] })),
  );
}

/** A dataset as JSON: what it is, the date its figures are as of, its columns and rows. */
function jsonOf(id: string, { columns, rows }: Dataset, asOf: string): string {
  return `${JSON.stringify({ dataset: id, as_of: asOf, columns, rows }, null, 2)}\n`;
}

/** One of a village's files by its name (expenses.csv, budget-categories.json), or undefined. */
export function villageDataFile(village: VillageSnapshot, name: string): Response | undefined {
  const match = /^([a-z-]+)\.(csv|json)$/.exec(name);
  const sets = villageDatasets(village);
  if (!match || !Object.hasOwn(sets, match[1]!)) return undefined;
  const set = sets[match[1] as VillageDatasetId];
  return match[2] === "csv"
    ? new Response(csvOf(set), {
        headers: {
          "Content-Type": "text/csv; charset=utf-8",
          "Content-Disposition": `attachment; filename="${village.slug}-${name}"`,
        },
      })
    : new Response(jsonOf(match[1]!, set, village.ledger.asOf), {
        headers: { "Content-Type": "application/json; charset=utf-8" },
      });
}

const made = new WeakMap<VillageSnapshot, ReturnType<typeof datasetsOf>>();
/** A village's open-data files (the pilot's unless another is given), made once per snapshot. */
export function openDatasets(village: VillageSnapshot = getPilot()) {
  let found = made.get(village);
  if (!found) made.set(village, (found = datasetsOf(village)));
  return found;
}
export const datasetIds = Object.keys(openDatasets()) as DatasetId[];

export function datasetCsv(id: DatasetId, village: VillageSnapshot = getPilot()): string {
  return csvOf(openDatasets(village)[id]);
}

/**
 * The JSON of a dataset: what it is, the date its figures are as of (status.json's asOf, which
 * the CSV of the same name shares), its columns and its rows under the CSV's field names.
 */
export function datasetJson(id: DatasetId, village: VillageSnapshot = getPilot()): string {
  return jsonOf(id, openDatasets(village)[id], village.ledger.asOf);
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
