import {
  AMOUNT_RULE,
  checkRupees,
  parseRupees,
  problem,
  type Context,
} from "@/content/ledger/checks";
import type { CsvRow } from "@/content/ledger/csv";

/**
 * Corrections the way accountants make them: a row of the team's files is never erased or
 * rewritten once published; a correcting row, dated when the correction is made, names the row it
 * corrects in `corrects` and says why in `reason`. A negative amount reverses the original (a
 * second, ordinary row then records the right figure). Money totals include corrections.
 */

export const CORRECTS_RULE =
  "In corrects, write the receipt number of the row it corrects, or that row's date and amount, for example 2026-03-15 8527";

/** A row a correction may name: its line, date, amount and (expenses) receipt and category. */
export interface Correctable {
  line: number;
  date: string;
  amount: number;
  receipt?: string;
  category?: string;
  corrects: string;
  reason: string;
  /** The line of the row this one corrects, once resolved. */
  correctsLine?: number;
}

/** An amount: whole rupees above zero, or below zero on a row that corrects another. */
export function checkAmount(
  ctx: Context,
  row: CsvRow,
  value: string,
  corrects: string,
): number | undefined {
  // Excel's accounting and number formats show a negative amount in brackets: (10,265).
  const bracketed = /^\(\s*([^()]*?)\s*\)$/.exec(value);
  if (bracketed && parseRupees(bracketed[1]!) !== undefined) {
    problem(
      ctx,
      row.line,
      `amount ${value} is in brackets, as a spreadsheet shows a negative number`,
      `Write it with a minus sign: -${bracketed[1]} (in quotes if it has commas), and only on a row that corrects another. In Excel, Format Cells > Number, and pick the negative format -1234; in Google Sheets, Format > Number > Number.`,
    );
    return undefined;
  }
  const negative = /^-\s*(.*)$/.exec(value);
  const size = negative ? parseRupees(negative[1]!) : undefined;
  if (!negative || size === undefined || size === 0) return checkRupees(ctx, row, value);
  if (corrects !== "") return -size;
  problem(
    ctx,
    row.line,
    `amount ${value} is below zero but corrects is empty`,
    `A negative amount only reverses an earlier row. ${CORRECTS_RULE}, and say why in reason; otherwise ${AMOUNT_RULE.charAt(0).toLowerCase()}${AMOUNT_RULE.slice(1)}`,
  );
  return undefined;
}

/** The rows a reference names: a receipt number, or a date and an amount. */
function resolve(reference: string, rows: readonly Correctable[], self: Correctable) {
  const byDate = /^(\d{4}-\d{2}-\d{2})\s+(?:₹\s*)?(-?[\d,]+(?:\.0+)?)$/.exec(reference);
  const amount = byDate ? parseRupees(byDate[2]!.replace(/^-/, "")) : undefined;
  return rows.filter(
    (r) =>
      r !== self &&
      ((r.receipt !== undefined &&
        r.receipt !== "" &&
        r.receipt.toUpperCase() === reference.toUpperCase()) ||
        (byDate !== null && r.date === byDate[1] && Math.abs(r.amount) === amount)),
  );
}

/** Checks every correcting row of a file against the rows it names; sets `correctsLine`. */
export function checkCorrections(ctx: Context, rows: readonly Correctable[]): void {
  for (const row of rows) {
    if (row.corrects === "") {
      if (row.reason !== "") {
        problem(
          ctx,
          row.line,
          "reason is filled in but corrects is empty",
          `reason says why a row corrects an earlier one. ${CORRECTS_RULE}; or leave reason empty.`,
        );
      }
      continue;
    }
    if (row.reason === "") {
      problem(
        ctx,
        row.line,
        `corrects names "${row.corrects}" but reason is empty`,
        "Say in a few words why the row is corrected, for example: amount typed wrong, paid back by the supplier.",
      );
    }
    const named = resolve(row.corrects, rows, row);
    const original = named.find((r) => r.date <= row.date);
    if (!original) {
      problem(
        ctx,
        row.line,
        named.length > 0
          ? `corrects "${row.corrects}" names line ${named[0]!.line}, dated ${named[0]!.date}, after this row`
          : `corrects "${row.corrects}" names no row of this file`,
        named.length > 0
          ? "A correction comes after the row it corrects: date it on the day the correction is made."
          : `${CORRECTS_RULE}. Keep the row it corrects in the file as it was.`,
      );
      continue;
    }
    row.correctsLine = original.line;
    if (row.amount >= 0) continue;
    if (-row.amount > Math.abs(original.amount)) {
      problem(
        ctx,
        row.line,
        `amount ${row.amount} takes back more than the ${original.amount} of line ${original.line}`,
        "A reversal takes back at most the amount of the row it corrects; record the right figure on a new row.",
      );
    }
    if (original.category !== undefined && row.category !== original.category) {
      problem(
        ctx,
        row.line,
        `this reversal's category is not that of line ${original.line}, which it corrects`,
        "A reversal carries the category of the row it takes back; record the right category on a new row.",
      );
    }
  }
}
