import type { Actuals } from "@/content/ledger/read";

/** The team's four tables, as the summary names them. */
export const TABLES = [
  ["expenses", "expenses.csv"],
  ["funds", "funds.csv"],
  ["measurements", "measurements.csv"],
  ["milestones", "milestones.csv"],
] as const;

export interface RowChange {
  file: string;
  before: number;
  after: number;
  added: number;
  removed: number;
}

/** Filled in later without changing the row: a receipt and its check (content/ledger/history.ts). */
const LATER = new Set(["line", "receipt", "verified", "correctsLine"]);

/**
 * A row as the public sees its values, whatever line of the file it is on: a person's name,
 * never published, and a receipt filled in or checked since do not make it another row.
 */
function key(row: object): string {
  const person = "payeeType" in row && row.payeeType === "person";
  return JSON.stringify(
    Object.entries(row)
      .filter(([name]) => !LATER.has(name))
      .map(([name, value]) => [name, person && name === "payee" ? "" : value]),
  );
}

/** Rows added and removed per file, counting identical rows one by one. */
export function rowChanges(before: Actuals | undefined, after: Actuals): RowChange[] {
  return TABLES.map(([table, file]) => {
    const old = new Map<string, number>();
    for (const row of before?.[table] ?? []) old.set(key(row), (old.get(key(row)) ?? 0) + 1);
    let added = 0;
    for (const row of after[table]) {
      const left = old.get(key(row)) ?? 0;
      if (left > 0) old.set(key(row), left - 1);
      else added += 1;
    }
    const removed = [...old.values()].reduce((sum, n) => sum + n, 0);
    return {
      file,
      before: before?.[table].length ?? 0,
      after: after[table].length,
      added,
      removed,
    };
  });
}
