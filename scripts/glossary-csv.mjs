// npm run glossary:csv: writes content/i18n/glossary.csv from glossary.json, so a translation tool
// or a spreadsheet can import the terms (one row per term, a column per language, ISO codes: hne is
// Chhattisgarhi). UTF-8 with a byte-order mark and CRLF, which Excel opens with Devanagari intact.
// scripts/glossary-csv.test.ts fails when the CSV falls behind the JSON.
import { readFileSync, writeFileSync } from "node:fs";

export const GLOSSARY_JSON = "content/i18n/glossary.json";
export const GLOSSARY_CSV = "content/i18n/glossary.csv";

const HEADER = ["en", "hi", "hne", "hi not", "hne not", "description", "id"];

/** A CSV field: quoted when it holds a comma, a quote or a line break (RFC 4180). */
function field(value) {
  return /[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

/** The glossary's terms as CSV text, header first. */
export function glossaryCsv(glossary) {
  const rows = glossary.terms.map((term) => [
    term.en,
    term.hi,
    term.cg,
    (term.avoid.hi ?? []).join("; "),
    (term.avoid.cg ?? []).join("; "),
    term.note ?? "",
    term.id,
  ]);
  return `\uFEFF${[HEADER, ...rows].map((row) => row.map(field).join(",")).join("\r\n")}\r\n`;
}

if (process.argv[1]?.endsWith("glossary-csv.mjs")) {
  const glossary = JSON.parse(readFileSync(GLOSSARY_JSON, "utf8"));
  writeFileSync(GLOSSARY_CSV, glossaryCsv(glossary));
  console.log(`${GLOSSARY_CSV}: ${glossary.terms.length} terms, from ${GLOSSARY_JSON}.`);
}
