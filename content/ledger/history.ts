import { join, relative } from "node:path";
import { lastDayOf } from "@/content/ledger/months";
import type { Actuals } from "@/content/ledger/read";
import { canonicalRows, type CanonicalRow } from "@/content/ledger/rows";
import type { CsvName } from "@/content/ledger/table";

/**
 * Nothing published is erased: a row of a month that was closed when the files were last
 * published (its last day on or before the published status.json's asOf) may not disappear,
 * change, or be joined by a new row. A change is made by a correcting row dated in an open month
 * (content/ledger/corrections.ts).
 */

/** What to do instead: money is corrected by a correcting row; a record stays as published. */
function how(file: CsvName): string {
  return file === "expenses.csv" || file === "funds.csv"
    ? 'Put the published row back exactly as it was, and record the change on a new row dated this month: corrects names the row (its receipt number, or its date and amount), reason says why, a negative amount takes the old figure back, and a new ordinary row records the right one. See "Correcting a closed month" in docs/updating-the-figures.md.'
    : "Put the published row back exactly as it was: a measurement or milestone of a closed month stays as published, and a later measurement records a new value.";
}

/** Rows gone in bulk: most often a file uploaded with only this month's rows. */
const EVERY_ROW =
  "Each file holds every row since the start, not only this month's: start from the file as published (or the site's download of it), add the new rows at its end, and upload the whole file. To change a published row, see \"Correcting a closed month\" in docs/updating-the-figures.md.";

export interface NewCorrection {
  file: CsvName;
  line: number;
  date: string;
  amount: number;
  corrects: string;
  reason: string;
}

/** `file` as the check names it: content/villages/pilot/actuals/expenses.csv. */
export function actualsLabel(dir: string): (file: CsvName) => string {
  return (file) => {
    const path = relative(process.cwd(), join(dir, file));
    return path.startsWith("..") ? join(dir, file) : path;
  };
}

/** Whether a row only moved on: a receipt filled in where there was none, or checked since. */
function progressed(was: CanonicalRow, now: CanonicalRow): boolean {
  if (!was.progress || !now.progress) return false;
  const receipt = was.progress.receipt;
  const sameReceipt =
    receipt === "" || receipt.toUpperCase() === now.progress.receipt.toUpperCase();
  return sameReceipt && (!was.progress.verified || now.progress.verified);
}

/**
 * A person's row whose name now reads otherwise, as in the site's download ("a person (name
 * withheld)"): nothing published changed, so it is taken as the same row.
 */
function takeNameless(waiting: Map<string, CanonicalRow[]>, r: CanonicalRow): boolean {
  if (!r.nameless) return false;
  for (const same of waiting.values()) {
    const at = same.findIndex(
      (c) => c.nameless === r.nameless && (c.shown === r.shown || progressed(r, c)),
    );
    if (at >= 0) {
      same.splice(at, 1);
      return true;
    }
  }
  return false;
}

/** Line numbers as ranges: 2–40, 45. */
function ranges(lines: number[]): string {
  const out: string[] = [];
  for (let i = 0; i < lines.length;) {
    let j = i;
    while (j + 1 < lines.length && lines[j + 1] === lines[j]! + 1) j += 1;
    out.push(j > i ? `${lines[i]}–${lines[j]}` : `${lines[i]}`);
    i = j + 1;
  }
  return out.join(", ");
}

const monthName = (month: string) =>
  new Date(`${month}-01T00:00:00Z`).toLocaleString("en-GB", {
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  });

/** The published rows of closed months that today's files lack, change or add to. */
export function compareWithPublished(
  published: Actuals,
  current: Actuals,
  label: (file: CsvName) => string = actualsLabel(join("content", "villages", "pilot", "actuals")),
): { problems: string[]; corrections: NewCorrection[]; closedMonths: string[] } {
  const closed = (month: string) => lastDayOf(month) <= published.status.asOf;
  const before = canonicalRows(published).filter((r) => closed(r.month));
  const after = canonicalRows(current);
  const waiting = new Map<string, CanonicalRow[]>();
  for (const r of after.filter((r) => closed(r.month))) {
    waiting.set(r.key, [...(waiting.get(r.key) ?? []), r]);
  }
  const lost: CanonicalRow[] = [];
  for (const r of before) {
    const same = waiting.get(r.key) ?? [];
    // The same row, else the same row with its receipt since filled in or its check since done.
    let at = same.findIndex((c) => c.shown === r.shown);
    if (at < 0) at = same.findIndex((c) => progressed(r, c));
    if (at >= 0) same.splice(at, 1);
    else if (!takeNameless(waiting, r)) lost.push(r);
  }
  const added = [...waiting.values()].flat().sort((a, b) => a.line - b.line);
  const problems: string[] = [];
  const shown = (r: CanonicalRow) => r.shown;
  const closedText = "a month already closed when the files were published";
  const missing = new Map<CsvName, CanonicalRow[]>();
  for (const r of lost) {
    // A row of the same file and month that was not there is taken as the lost row, changed.
    const at = added.findIndex((a) => a.file === r.file && a.month === r.month);
    if (at < 0) {
      missing.set(r.file, [...(missing.get(r.file) ?? []), r]);
      continue;
    }
    const changed = added.splice(at, 1)[0]!;
    problems.push(
      `${label(r.file)}:${changed.line}: this row of ${monthName(r.month)}, ${closedText}, was changed: it was published as ${shown(r)} and now reads ${shown(changed)}. ${how(r.file)}`,
    );
  }
  for (const [file, rows] of missing) {
    const [first] = rows;
    const months = [...new Set(rows.map((r) => monthName(r.month)))];
    problems.push(
      rows.length === 1
        ? `${label(file)}:${first!.line}: the row published on line ${first!.line} (${shown(first!)}) of ${months[0]}, ${closedText}, is missing. ${how(file)}`
        : `${label(file)}:${first!.line}: ${rows.length} rows published for ${months.join(", ")} (${months.length === 1 ? closedText : "months already closed when the files were published"}) are missing: the published file's lines ${ranges(rows.map((r) => r.line))}. ${EVERY_ROW}`,
    );
  }
  for (const a of added) {
    problems.push(
      `${label(a.file)}:${a.line}: this row is dated in ${monthName(a.month)}, a month already closed when the files were published, so it would change that month. Date a late entry or a correction on the day it is recorded, in the current month.`,
    );
  }
  const was = new Set(canonicalRows(published).map((r) => r.key));
  const rowsOf = (file: CsvName, rows: Actuals["expenses"] | Actuals["funds"]) =>
    rows
      .filter((r) => r.corrects !== "")
      .map((r) => ({
        file,
        line: r.line,
        date: r.date,
        amount: r.amount,
        corrects: r.corrects,
        reason: r.reason,
      }));
  const corrections = [
    ...rowsOf("expenses.csv", current.expenses),
    ...rowsOf("funds.csv", current.funds),
  ].filter((c) => !was.has(after.find((r) => r.file === c.file && r.line === c.line)!.key));
  const closedMonths = [...new Set(before.map((r) => r.month))].sort();
  return { problems, corrections, closedMonths };
}
