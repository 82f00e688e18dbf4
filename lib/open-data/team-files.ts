import { actuals } from "@/content/ledger";
import { budgetCategoryNames } from "@/content/ledger/ids";
import type { Expense, Fund } from "@/content/ledger/money";
import type { Measurement, MilestoneRecord } from "@/content/ledger/records";
import { ACTUALS_COLUMNS, type CsvName } from "@/content/ledger/table";
import type { CsvValue } from "@/lib/open-data/csv";

/**
 * The team's own files (content/actuals/) as downloads: exactly the team's columns, in the team's
 * order and words (amount, yes/no for verified, the category's name, an empty donor), so a
 * downloaded file with this month's rows added can be uploaded back as it is. Each column's value
 * is named here by the file's column list: a column added to ACTUALS_COLUMNS fails the type check
 * until it is given one.
 */
type Cells<F extends CsvName, T> = {
  [C in (typeof ACTUALS_COLUMNS)[F][number]]: (row: T) => CsvValue;
};

function teamFile<F extends CsvName, T>(file: F, records: readonly T[], cells: Cells<F, T>) {
  const columns: readonly (keyof Cells<F, T>)[] = ACTUALS_COLUMNS[file];
  const rows = records.map((r) => Object.fromEntries(columns.map((c) => [c, cells[c](r)])));
  return { columns: columns as readonly string[], rows };
}

export const expenseFile = teamFile<"expenses.csv", Expense>("expenses.csv", actuals.expenses, {
  date: (e) => e.date,
  category: (e) => budgetCategoryNames[e.category],
  amount: (e) => e.amount,
  description: (e) => e.description,
  payee: (e) => e.payee,
  receipt: (e) => e.receipt,
  verified: (e) => e.verified,
});

/** An empty donor is a gift the team recorded without a name. */
export const fundFile = teamFile<"funds.csv", Fund>("funds.csv", actuals.funds, {
  date: (f) => f.date,
  amount: (f) => f.amount,
  source: (f) => f.source,
  donor: (f) => f.donor,
});

export const measurementFile = teamFile<"measurements.csv", Measurement>(
  "measurements.csv",
  actuals.measurements,
  { kpi: (m) => m.kpi, date: (m) => m.date, value: (m) => m.value, source: (m) => m.source },
);

export const milestoneFile = teamFile<"milestones.csv", MilestoneRecord>(
  "milestones.csv",
  actuals.milestones,
  { milestone: (m) => m.milestone, achieved: (m) => m.achieved, evidence: (m) => m.evidence },
);
