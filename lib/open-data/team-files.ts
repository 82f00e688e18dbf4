import { budgetCategoryNames } from "@/content/ledger/ids";
import type { Expense, Fund } from "@/content/ledger/money";
import type { Actuals } from "@/content/ledger/read";
import type { Measurement, MilestoneRecord } from "@/content/ledger/records";
import { publicPayee } from "@/content/ledger/payees";
import { ACTUALS_COLUMNS, OPTIONAL_COLUMNS, type CsvName } from "@/content/ledger/table";
import { translator } from "@/lib/messages";
import type { CsvValue } from "@/lib/open-data/csv";

/**
 * The team's own files (content/villages/pilot/actuals/) as downloads: exactly the team's columns, in the team's
 * order and words (amount, yes/no for verified, the category's name, an empty donor), so a
 * downloaded file with this month's rows added can be uploaded back as it is. Each column's value
 * is named here by the file's column list: a column added to ACTUALS_COLUMNS fails the type check
 * until it is given one. The optional columns (payee_type, corrects, reason) come after them.
 */
type Cells<F extends CsvName, T> = {
  [C in (typeof ACTUALS_COLUMNS)[F][number]]: (row: T) => CsvValue;
};

function teamFile<F extends CsvName, T>(
  file: F,
  records: readonly T[],
  cells: Cells<F, T>,
  optional: Record<string, (row: T) => CsvValue> = {},
) {
  const named = Object.entries(cells) as [string, (row: T) => CsvValue][];
  // An optional column appears once a row uses it, so a plain ledger keeps the plain columns.
  const extra = OPTIONAL_COLUMNS[file].flatMap((c): [string, (row: T) => CsvValue][] => {
    const cell = optional[c];
    if (!cell) throw new Error(`lib/open-data/team-files.ts: ${file}'s column ${c} has no value`);
    return records.some((r) => cell(r) !== "") ? [[c, cell]] : [];
  });
  const all = [...ACTUALS_COLUMNS[file].map((c) => named.find(([n]) => n === c)!), ...extra];
  const rows = records.map((r) => Object.fromEntries(all.map(([c, cell]) => [c, cell(r)])));
  return { columns: all.map(([c]) => c), rows };
}

/** A person's name is never published: "a person (name withheld)" stands in its place. */
const withheld = translator("en")("ledger.payee.withheld");

/** A village's four files as downloads: expenses, funds, measurements and milestones. */
export function teamFiles(actuals: Actuals) {
  const expenses = teamFile<"expenses.csv", Expense>(
    "expenses.csv",
    actuals.expenses,
    {
      date: (e) => e.date,
      category: (e) => budgetCategoryNames[e.category],
      amount: (e) => e.amount,
      description: (e) => e.description,
      payee: (e) => publicPayee(e, withheld),
      receipt: (e) => e.receipt,
      verified: (e) => e.verified,
    },
    {
      payee_type: (e) => (e.payeeType === "person" ? "person" : ""),
      corrects: (e) => e.corrects,
      reason: (e) => e.reason,
    },
  );

  // An empty donor is a gift the team recorded without a name.
  const funds = teamFile<"funds.csv", Fund>(
    "funds.csv",
    actuals.funds,
    {
      date: (f) => f.date,
      amount: (f) => f.amount,
      source: (f) => f.source,
      donor: (f) => f.donor,
    },
    { corrects: (f) => f.corrects, reason: (f) => f.reason },
  );

  const measurements = teamFile<"measurements.csv", Measurement>(
    "measurements.csv",
    actuals.measurements,
    { kpi: (m) => m.kpi, date: (m) => m.date, value: (m) => m.value, source: (m) => m.source },
  );

  const milestones = teamFile<"milestones.csv", MilestoneRecord>(
    "milestones.csv",
    actuals.milestones,
    { milestone: (m) => m.milestone, achieved: (m) => m.achieved, evidence: (m) => m.evidence },
  );
  return { expenses, funds, measurements, milestones };
}
