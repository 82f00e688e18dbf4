import type { Context } from "@/content/ledger/checks";
import type { CsvRow } from "@/content/ledger/csv";
import { hasLostLetters, lostLettersAdvice } from "@/content/ledger/decode";
import { alsoOn, problemOnLines, warnOnLines } from "@/content/ledger/grouped";
import type { CsvName } from "@/content/ledger/table";

// Checks on a file's rows as a whole, after table.ts has read them: letters a save replaced with
// ?, text that a spreadsheet would take for a formula, and a row pasted twice.

/** The columns of free text, published as the team writes them. */
const TEXT_COLUMNS: Record<CsvName, readonly string[]> = {
  "expenses.csv": ["description", "payee"],
  "funds.csv": ["donor"],
  "measurements.csv": ["source"],
  "milestones.csv": ["evidence"],
};

type Row = { line: number; get: (column: string) => string; row: CsvRow };

/** A row pasted twice counts twice: a warning, since two equal payments or gifts can be real. */
function checkSameRows(ctx: Context, name: CsvName, rows: Row[]) {
  // Measurements and milestones refuse a second line for the same KPI and day, or milestone; an
  // expense with a receipt number is refused when the number repeats.
  if (name !== "expenses.csv" && name !== "funds.csv") return;
  const seen = new Map<string, number>();
  for (const { line, get, row } of rows) {
    if (name === "expenses.csv" && get("receipt") !== "") continue;
    const key = row.fields.join("\u0000");
    const first = seen.get(key);
    if (first === undefined) {
      seen.set(key, line);
      continue;
    }
    warnOnLines(ctx, "same-row", { line, value: String(first) }, (entries) => {
      const more = entries.slice(1).map((e) => `line ${e.line} repeats line ${e.value}`);
      return {
        what: `this line is the same as line ${entries[0]!.value}, value for value${more.length ? `; so ${more.join(", ")}` : ""}`,
        allowed:
          "Both lines are counted. If it really happened twice (two equal payments or gifts), keep both; a receipt number tells two payments apart. If the line was pasted twice, delete one.",
      };
    });
  }
}

export function checkRows(ctx: Context, name: CsvName, path: string, rows: Row[]) {
  for (const { line, get } of rows) {
    for (const column of TEXT_COLUMNS[name]) {
      const value = get(column);
      if (hasLostLetters(value)) {
        problemOnLines(ctx, "lost-letters", { line, value: `${column} "${value}"` }, (entries) => ({
          what: `${entries[0]!.value} has ? or \ufffd where letters were${alsoOn(entries)}: the file was saved in a format that cannot hold them, such as Excel's plain "CSV (Comma delimited)", which writes ? for every Hindi letter`,
          allowed: `${lostLettersAdvice(path)}.`,
        }));
      }
      if (value.startsWith("=")) {
        warnOnLines(ctx, "formula", { line, value: `${column} "${value}"` }, (entries) => ({
          what: `${entries[0]!.value} starts with =, so a spreadsheet that opens the file would take it for a formula${alsoOn(entries)}`,
          allowed:
            "It is published exactly as written, and the public downloads mark it so no spreadsheet runs it. If it is not meant to start with =, take the = away.",
        }));
      }
    }
  }
  checkSameRows(ctx, name, rows);
}
