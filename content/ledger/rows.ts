import { createHash } from "node:crypto";
import { budgetCategoryNames } from "@/content/ledger/ids";
import type { Actuals } from "@/content/ledger/read";
import type { CsvName } from "@/content/ledger/table";

/**
 * Each row of the team's files as one canonical line, for the month digests and for comparing
 * with the published files. The line is the file's name, then the row's values in the file's
 * column order (expenses.csv: date, category, amount, description, payee, receipt, verified,
 * payee_type, corrects, reason; funds.csv: date, amount, source, donor, corrects, reason;
 * measurements.csv: kpi, date, value, source; milestones.csv: milestone, achieved, evidence),
 * comma-separated as CSV (a value holding a comma, quote or line break in double quotes, quotes
 * doubled). Values are as read: amounts as plain digits (a minus for a reversal), verified as yes
 * or no, payee_type as person or organisation, and a person's name left empty, as published.
 * The server computes the digests (node:crypto); pages only show them.
 */

export interface CanonicalRow {
  file: CsvName;
  line: number;
  /** YYYY-MM: the month the row is dated in. */
  month: string;
  /** The line as published: a person's name left empty. */
  text: string;
  /** The line as recorded, for comparing: the payee as written, without payee_type. */
  key: string;
}

function field(value: string | number): string {
  const text = String(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}
const join = (file: CsvName, values: (string | number)[]) => [file, ...values].map(field).join(",");

/** Every row of the four CSV files, file by file, in file order. */
export function canonicalRows(actuals: Actuals): CanonicalRow[] {
  const rows: CanonicalRow[] = [];
  const add = (file: CsvName, line: number, date: string, text: string, key = text) =>
    rows.push({ file, line, month: date.slice(0, 7), text, key });
  for (const e of actuals.expenses) {
    const name = budgetCategoryNames[e.category];
    const verified = e.verified ? "yes" : "no";
    const before = [e.date, name, e.amount, e.description];
    const after = [e.receipt, verified];
    const fix = [e.corrects, e.reason];
    const shown = e.payeeType === "person" ? "" : e.payee;
    add(
      "expenses.csv",
      e.line,
      e.date,
      join("expenses.csv", [...before, shown, ...after, e.payeeType, ...fix]),
      join("expenses.csv", [...before, e.payee, ...after, ...fix]),
    );
  }
  for (const f of actuals.funds) {
    const values = [f.date, f.amount, f.source, f.donor, f.corrects, f.reason];
    add("funds.csv", f.line, f.date, join("funds.csv", values));
  }
  for (const m of actuals.measurements) {
    add(
      "measurements.csv",
      m.line,
      m.date,
      join("measurements.csv", [m.kpi, m.date, m.value, m.source]),
    );
  }
  for (const m of actuals.milestones) {
    const values = [m.milestone, m.achieved, m.evidence];
    add("milestones.csv", m.line, m.achieved, join("milestones.csv", values));
  }
  return rows;
}

/** A month's digest: SHA-256, in hex, of its canonical lines, each ending with a line feed. */
export function monthDigest(rows: readonly CanonicalRow[], month: string): string {
  const text = rows
    .filter((r) => r.month === month)
    .map((r) => `${r.text}\n`)
    .join("");
  return createHash("sha256").update(text, "utf8").digest("hex");
}
