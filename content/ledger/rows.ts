import { createHash } from "node:crypto";
import { budgetCategoryNames } from "@/content/ledger/ids";
import type { Actuals } from "@/content/ledger/read";
import type { CsvName } from "@/content/ledger/table";

/**
 * Each row of the team's files as one canonical line, for the month digests and for comparing
 * with the published files. The line is the file's name, then the row's values in the file's
 * column order (expenses.csv: date, category, amount, description, payee, payee_type, corrects,
 * reason, leaving out receipt and verified, which are filled in as receipts come and are checked; funds.csv: date, amount, source, donor, corrects, reason;
 * measurements.csv: kpi, date, value, source; milestones.csv: milestone, achieved, evidence),
 * comma-separated as CSV (a value holding a comma, quote or line break in double quotes, quotes
 * doubled). Values are as read: amounts as plain digits (a minus for a reversal), payee_type as person or organisation, and a person's name left empty, as published.
 * The server computes the digests (node:crypto); pages only show them.
 */

export interface CanonicalRow {
  file: CsvName;
  line: number;
  /** YYYY-MM: the month the row is dated in. */
  month: string;
  /** The line the digest reads: a person's name left empty, no receipt or verified. */
  text: string;
  /** The line as recorded, for comparing: the payee as written, without payee_type. */
  key: string;
  /** The row as the check's messages show it. */
  shown: string;
  /** A person's row without the name, which no page or download shows: the key to compare by. */
  nameless?: string;
  /** An expense's receipt and check, which may be filled in after its month has closed. */
  progress?: { receipt: string; verified: boolean };
}

function field(value: string | number): string {
  const text = String(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}
const join = (file: CsvName, values: (string | number)[]) => [file, ...values].map(field).join(",");

/** Every row of the four CSV files, file by file, in file order. */
export function canonicalRows(actuals: Actuals): CanonicalRow[] {
  const rows: CanonicalRow[] = [];
  const add = (file: CsvName, line: number, date: string, values: (string | number)[]) => {
    const text = join(file, values);
    const shown = text.slice(file.length + 1);
    rows.push({ file, line, month: date.slice(0, 7), text, key: text, shown });
  };
  for (const e of actuals.expenses) {
    const file = "expenses.csv";
    const [name, verified] = [budgetCategoryNames[e.category], e.verified ? "yes" : "no"];
    const before = [e.date, name, e.amount, e.description];
    const fix = [e.corrects, e.reason];
    const payee = e.payeeType === "person" ? "" : e.payee;
    rows.push({
      file,
      line: e.line,
      month: e.date.slice(0, 7),
      text: join(file, [...before, payee, e.payeeType, ...fix]),
      key: join(file, [...before, e.payee, ...fix]),
      shown: join(file, [...before, payee, e.receipt, verified]).slice(file.length + 1),
      progress: { receipt: e.receipt, verified: e.verified },
      ...(e.payeeType === "person" ? { nameless: join(file, [...before, "", ...fix]) } : {}),
    });
  }
  for (const f of actuals.funds) {
    add("funds.csv", f.line, f.date, [f.date, f.amount, f.source, f.donor, f.corrects, f.reason]);
  }
  for (const m of actuals.measurements) {
    add("measurements.csv", m.line, m.date, [m.kpi, m.date, m.value, m.source]);
  }
  for (const m of actuals.milestones) {
    add("milestones.csv", m.line, m.achieved, [m.milestone, m.achieved, m.evidence]);
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
