import { readCsvRows } from "@/content/ledger/csv";
import { safeCell } from "@/content/ledger/cell-safety";

/** A value of an open-data row: the same value goes to the JSON as it is and to the CSV as text. */
export type CsvValue = string | number | boolean | null | undefined;

export interface Column<T> {
  header: string;
  value: (row: T) => CsvValue;
}

/** The byte-order mark that makes Excel open a CSV as UTF-8 (without it, Devanagari turns to mojibake). */
export const BOM = "\uFEFF";

/**
 * One CSV field (RFC 4180): quoted when it holds a comma, quote, line break or edge space. Text
 * that a spreadsheet would run as a formula gets a leading apostrophe (content/ledger/cell-safety);
 * a number is written as one, so an amount below zero stays a number. yes/no for a boolean, as
 * the team writes `verified`; nothing for null.
 */
export function csvField(value: CsvValue): string {
  if (value === null || value === undefined) return "";
  const text =
    typeof value === "string"
      ? safeCell(value)
      : typeof value === "boolean"
        ? value
          ? "yes"
          : "no"
        : String(value);
  return /[",\r\n]|^\s|\s$/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Rows as CSV: a byte-order mark, a header line, CRLF line ends and a final CRLF. */
export function toCsv<T>(rows: readonly T[], columns: readonly Column<T>[]): string {
  const lines = [columns.map((c) => csvField(c.header)).join(",")];
  for (const row of rows) lines.push(columns.map((c) => csvField(c.value(row))).join(","));
  return `${BOM}${lines.join("\r\n")}\r\n`;
}

/** Parses CSV text back into rows of fields (the reader of the team's files): the inverse of toCsv. */
export function parseCsv(text: string): string[][] {
  return readCsvRows(text).map((r) => r.fields);
}
