/**
 * CSV cells that a spreadsheet would run as a formula (CSV injection, OWASP "CSV Injection"): a
 * text value starting with =, +, -, @, a tab or a carriage return. Public CSVs write such a value
 * with a leading apostrophe, which Excel and Google Sheets show as text; the team's reader
 * (content/ledger/table.ts) takes it off again, so a downloaded file uploaded back keeps the value.
 *
 * Only text is neutralised: a number (an amount or a variance below zero) is written as a number,
 * since a spreadsheet reads -500 as minus five hundred, never as a formula.
 */

const FORMULA_START = /^[=+\-@\t\r]/;

/** Whether a spreadsheet would take this text for a formula. */
export function startsFormula(text: string): boolean {
  return FORMULA_START.test(text);
}

/** The text as a public CSV writes it: a formula-like value gets a leading apostrophe. */
export function safeCell(text: string): string {
  return startsFormula(text) ? `'${text}` : text;
}

/** The inverse of safeCell: a downloaded '=… read back as =…; any other value is kept as it is. */
export function restoreCell(text: string): string {
  return text.startsWith("'") && startsFormula(text.slice(1)) ? text.slice(1) : text;
}
