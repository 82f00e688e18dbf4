import { budgetVsActualOf, type ComparisonLedger } from "@/content/budget-vs-actual";
import type { MessageKey } from "@/lib/messages";
import type { CsvValue } from "@/lib/open-data/csv";

/**
 * What each open-data file adds up to, summed from the file's own rows, so the line beside its
 * download states the file's total, not the page's; where the two differ, the line says why.
 * `rupees` are formatted as money by the page, `counts` go to plural rules, `choices` (yes or no)
 * to a select.
 */
export interface FileTotal {
  message: MessageKey;
  rupees: Record<string, number>;
  counts: Record<string, number>;
  choices: Record<string, "yes" | "no">;
}

type Rows = readonly Record<string, CsvValue>[];

/** The sum of a numeric column (empty cells count as nothing). */
export function columnSum(rows: Rows, column: string): number {
  return rows.reduce((s, r) => s + (typeof r[column] === "number" ? (r[column] as number) : 0), 0);
}

const total = (
  message: MessageKey,
  rupees: Record<string, number>,
  counts: Record<string, number> = {},
  choices: Record<string, "yes" | "no"> = {},
): FileTotal => ({ message, rupees, counts, choices });
const yesNo = (b: boolean) => (b ? "yes" : "no");

/**
 * Each dataset's total, by id, from its rows and, for what the rows do not carry (spending before
 * the start, the plan's total), the village's ledger and the plan's total the page gives; the
 * open-data section shows it under the file's name.
 */
export const fileTotals = {
  // The specification gives the budget both ways (content/figures/disagreements.ts, total-investment).
  "budget-categories": (rows: Rows, _ledger: ComparisonLedger, planTotal: number) =>
    total(
      "transparency.openData.total.budget",
      { total: columnSum(rows, "budgeted_inr"), plan: planTotal },
      { count: rows.length },
      { differs: yesNo(columnSum(rows, "budgeted_inr") !== planTotal) },
    ),
  "monthly-expenses": (rows: Rows) =>
    total("transparency.openData.total.monthly", { total: columnSum(rows, "expenses_inr") }),
  kpis: (rows: Rows) =>
    total(
      "transparency.openData.total.kpis",
      { budget: columnSum(rows, "milestone_budget_inr") },
      { count: rows.length },
    ),
  "budget-vs-actual-categories": (rows: Rows) =>
    total("transparency.openData.total.budgetActualCategories", {
      budgeted: columnSum(rows, "budgeted_inr"),
      spent: columnSum(rows, "spent_inr"),
    }),
  // Spending before the plan's first month opens the running total but has no month of its own.
  "budget-vs-actual-months": (rows: Rows, ledger: ComparisonLedger) => {
    const before = budgetVsActualOf(ledger).spentBeforeStart;
    return total(
      "transparency.openData.total.budgetActualMonths",
      { planned: columnSum(rows, "planned_inr"), spent: columnSum(rows, "spent_inr"), before },
      {},
      { hasBefore: yesNo(before > 0) },
    );
  },
  "csr-categories": (rows: Rows) =>
    total(
      "csr.openData.total",
      { budgeted: columnSum(rows, "budgeted_inr"), spent: columnSum(rows, "spent_inr") },
      { receipts: columnSum(rows, "receipts"), verified: columnSum(rows, "receipts_verified") },
    ),
  expenses: (rows: Rows) =>
    total(
      "transparency.openData.total.expenses",
      { total: columnSum(rows, "amount") },
      { count: rows.length },
    ),
  funds: (rows: Rows) =>
    total(
      "transparency.openData.total.funds",
      { total: columnSum(rows, "amount") },
      { count: rows.length },
    ),
  measurements: (rows: Rows) =>
    total("transparency.openData.total.measurements", {}, { count: rows.length }),
  milestones: (rows: Rows) =>
    total("transparency.openData.total.milestones", {}, { count: rows.length }),
} satisfies Record<string, (rows: Rows, ledger: ComparisonLedger, planTotal: number) => FileTotal>;
