import { existsSync } from "node:fs";
import type { CsvRow } from "@/content/ledger/csv";
import { problem, type Context } from "@/content/ledger/checks";
import { restoreCell } from "@/content/ledger/cell-safety";
import { checkRows } from "@/content/ledger/row-checks";
import { readRows } from "@/content/ledger/source";

/** The files and their columns: the team's interface, kept as the issue names them. */
export const ACTUALS_COLUMNS = {
  "expenses.csv": ["date", "category", "amount", "description", "payee", "receipt", "verified"],
  "funds.csv": ["date", "amount", "source", "donor"],
  "measurements.csv": ["kpi", "date", "value", "source"],
  "milestones.csv": ["milestone", "achieved", "evidence"],
} as const;
export type CsvName = keyof typeof ACTUALS_COLUMNS;

/** Columns a file may have after its own; a file without them stays valid (value: empty). */
export const OPTIONAL_COLUMNS: Record<CsvName, readonly string[]> = {
  "expenses.csv": ["payee_type", "corrects", "reason"],
  "funds.csv": ["corrects", "reason"],
  "measurements.csv": [],
  "milestones.csv": [],
};

/**
 * Reads a CSV file's header and rows; returns each row as a record by column name, or undefined
 * when the header is wrong (its rows would be misread).
 */
export function readTable(
  ctx: Context,
  path: string,
  name: CsvName,
): { line: number; get: (column: string) => string; row: CsvRow }[] | undefined {
  const columns: readonly string[] = ACTUALS_COLUMNS[name];
  const optional = OPTIONAL_COLUMNS[name];
  const expected = `The first line names the columns: ${columns.join(",")}`;
  const extra = optional.length > 0 ? ` (and, when used, ${optional.join(", ")})` : "";
  if (!existsSync(path)) {
    problem(
      ctx,
      1,
      "the file is missing",
      `${expected}; with nothing recorded, that line is the whole file.`,
    );
    return undefined;
  }
  const rows = readRows(ctx, path);
  if (!rows) return undefined;
  const header = rows[0];
  if (!header) {
    problem(ctx, 1, "the file is empty", `${expected}.`);
    return undefined;
  }
  // A spreadsheet may save empty columns after the last one: they are dropped, with their values.
  let width = header.fields.length;
  while (width > 0 && header.fields[width - 1] === "") width -= 1;
  const names = header.fields.slice(0, width).map((f) => f.toLowerCase());
  let good = true;
  for (const n of names) {
    if (!columns.includes(n) && !optional.includes(n)) {
      problem(
        ctx,
        header.line,
        `the column "${n}" is not one this file has`,
        `${expected}${extra}.`,
      );
      good = false;
    }
  }
  for (const c of columns) {
    if (!names.includes(c)) {
      problem(ctx, header.line, `the column "${c}" is missing`, `${expected}.`);
      good = false;
    }
  }
  const dupes = names.filter((n, i) => names.indexOf(n) !== i);
  for (const d of new Set(dupes)) {
    problem(ctx, header.line, `the column "${d}" appears twice`, `${expected}, each once.`);
    good = false;
  }
  if (!good) return undefined;
  const out = [];
  for (const row of rows.slice(1)) {
    if (row.unclosedQuote) {
      problem(
        ctx,
        row.line,
        "a double quote opened on this line is never closed, so the rest of the file reads as one value",
        'Close the quote: a value in quotes ends with " before the next comma. The lines after it were not checked.',
      );
      break;
    }
    const extra = row.fields.slice(names.length);
    if (extra.length > 0 && extra.every((f) => f === "")) row.fields.length = names.length;
    // A row may leave out the optional columns at the end, as one edited by hand does.
    if (names.slice(row.fields.length).every((n) => optional.includes(n)))
      while (row.fields.length < names.length) row.fields.push("");
    if (row.fields.length !== names.length) {
      problem(
        ctx,
        row.line,
        `this line has ${row.fields.length} values but the file has ${names.length} columns`,
        "Give every column a value, even an empty one; a value that holds a comma goes in double quotes.",
      );
      continue;
    }
    // A public download writes a formula-like value as '=…; uploaded back, it is the value again.
    // An optional column the file leaves out reads as empty.
    const get = (column: string) => {
      const at = names.indexOf(column);
      return at < 0 ? "" : restoreCell(row.fields[at]!);
    };
    out.push({ line: row.line, row, get });
  }
  checkRows(ctx, name, path, out);
  return out;
}
