import { explainAmount } from "@/content/ledger/amounts";
import type { CsvRow } from "@/content/ledger/csv";
import { rewrittenDate } from "@/content/ledger/dates";
import { alsoOn, problemOnLines } from "@/content/ledger/grouped";

// The checks the programme team's files share. Each problem is one line:
// `file:line: what is wrong. What is allowed.`

/** Whether a YYYY-MM-DD date exists on the calendar. */
export function isRealDate(text: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d;
}

export const DATE_RULE = "Write dates as year-month-day with a dash, for example 2026-03-15.";
export const AMOUNT_RULE =
  'Write whole rupees above zero, as plain digits (150000) or with Indian commas in quotes ("1,50,000"), without ₹ or paise.';

/** Whole rupees: plain digits or Indian grouping (1,50,000). Undefined when not allowed. */
export function parseRupees(text: string): number | undefined {
  // A spreadsheet's number format may add zero paise: 150000.00 is whole rupees. Three zeros are
  // not paise: 150.000 may be 150000 in a European grouping.
  const whole = text.replace(/\.00?$/, "");
  if (/^\d+$/.test(whole)) return Number(whole);
  if (/^\d{1,2}(,\d\d)*,\d{3}$/.test(whole)) return Number(whole.replace(/,/g, ""));
  return undefined;
}

export interface Context {
  problems: string[];
  /** The file's name as the problems show it. */
  label: string;
  asOf?: string;
  /** Where warnings go: what is published as written but deserves a look. */
  warnings?: string[];
}

/** One problem; the very same words on other lines of the file join it as one message. */
export function problem(ctx: Context, line: number, what: string, allowed: string) {
  problemOnLines(ctx, `${what}\u0000${allowed}`, { line, value: "" }, (entries) => ({
    what: `${what}${alsoOn(entries)}`,
    allowed,
  }));
}

/** Checks one date field; returns it when good. */
export function checkDate(
  ctx: Context,
  row: CsvRow,
  column: string,
  value: string,
): string | undefined {
  if (value === "") {
    problem(ctx, row.line, `${column} is empty`, DATE_RULE);
    return undefined;
  }
  if (!isRealDate(value) && rewrittenDate(ctx, row.line, column, value)) return undefined;
  if (!isRealDate(value)) {
    const shape = /^\d{4}-\d{2}-\d{2}$/.test(value);
    problem(
      ctx,
      row.line,
      shape
        ? `${column} ${value} is not a day on the calendar`
        : `${column} "${value}" is not a date`,
      DATE_RULE,
    );
    return undefined;
  }
  if (ctx.asOf && value > ctx.asOf) {
    problem(
      ctx,
      row.line,
      `${column} ${value} is after the as-of date ${ctx.asOf} in status.json`,
      "Record only what happened on or before the as-of date, or move the as-of date in status.json forward.",
    );
    return undefined;
  }
  return value;
}

export function checkRupees(ctx: Context, row: CsvRow, value: string): number | undefined {
  const amount = parseRupees(value);
  if (amount === undefined || amount <= 0) {
    const explained = amount === undefined ? explainAmount(value) : undefined;
    if (explained) {
      // A spreadsheet's number format changes every amount alike: one message for them all.
      problemOnLines(ctx, `amount:${explained.kind}`, { line: row.line, value }, (entries) => {
        const first = explainAmount(entries[0]!.value)!;
        return { what: `${first.what}${alsoOn(entries)}`, allowed: first.allowed };
      });
      return undefined;
    }
    const what =
      value === ""
        ? "amount is empty"
        : amount === 0 || /^-/.test(value)
          ? `amount ${value} is not above zero`
          : `amount "${value}" is not a number of whole rupees`;
    problem(ctx, row.line, what, AMOUNT_RULE);
    return undefined;
  }
  return amount;
}

/**
 * False, with a problem, for a receipt number a spreadsheet turned into scientific notation
 * (2.02511E+11): its last digits are gone, so it no longer names the paper receipt.
 */
export function checkReceipt(ctx: Context, row: CsvRow, value: string): boolean {
  if (!/^\d+(\.\d+)?e[+-]?\d+$/i.test(value)) return true;
  problemOnLines(ctx, "receipt:scientific", { line: row.line, value }, (entries) => ({
    what: `receipt "${entries[0]!.value}" is a long number the spreadsheet shortened to scientific notation, so its last digits are lost${alsoOn(entries)}`,
    allowed:
      "Format the receipt column as text (Excel: Format Cells > Text; Google Sheets: Format > Number > Plain text) and type each number again from the paper receipt.",
  }));
  return false;
}

export function oneOf<T extends string>(
  ctx: Context,
  row: CsvRow,
  column: string,
  value: string,
  allowed: readonly T[],
  noun: string,
): T | undefined {
  const match = allowed.find((a) => a.toLowerCase() === value.toLowerCase());
  if (match) return match;
  problem(
    ctx,
    row.line,
    value === "" ? `${column} is empty` : `${column} "${value}" is not ${noun}`,
    `Use one of: ${allowed.join(", ")}.`,
  );
  return undefined;
}
