import { readFileSync } from "node:fs";
import { join } from "node:path";

/**
 * The ledger specs' own CSV reader, independent of content/ledger, so that a mistake in the site's
 * reading of the programme team's files cannot pass by being repeated in a test. It reads CSV as
 * the team's spreadsheet saves it (a byte-order mark, quoted fields holding commas, doubled quotes
 * or line breaks, CRLF or LF, empty lines) and gives each row as a record by the header's names,
 * every field trimmed.
 */
export function csvRecords(source: string): Record<string, string>[] {
  const text = source.replace(/^\uFEFF/, "");
  const rows: string[][] = [];
  let row: string[] = [];
  let field = "";
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const ch = text[i]!;
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (ch === '"') quoted = false;
      else field += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ",") {
      row.push(field.trim());
      field = "";
    } else if (ch === "\n" || ch === "\r") {
      if (ch === "\r" && text[i + 1] === "\n") i += 1;
      row.push(field.trim());
      if (row.some((f) => f !== "")) rows.push(row);
      row = [];
      field = "";
    } else field += ch;
  }
  row.push(field.trim());
  if (row.some((f) => f !== "")) rows.push(row);
  const [header = [], ...body] = rows;
  return body.map((cells) => Object.fromEntries(header.map((h, i) => [h, cells[i] ?? ""])));
}

/** The fixture set of the team's files: eight months into Phase 1. */
export const FIXTURE_DIR = join(process.cwd(), "e2e", "fixtures", "actuals");

/** One CSV file of the fixture set, as records. */
export function fixtureCsv(name: string): Record<string, string>[] {
  return csvRecords(readFileSync(join(FIXTURE_DIR, name), "utf8"));
}
