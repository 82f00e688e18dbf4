import { readFileSync } from "node:fs";
import { join } from "node:path";

/**
 * The fixture set the ledger build is made from (e2e/fixtures/actuals), read here on its own,
 * without the site's reader, so that a test compares the pages with sums computed independently.
 */
export const FIXTURE_DIR = join(process.cwd(), "e2e", "fixtures", "actuals");

/** One CSV file as records by column name (quoted fields, doubled quotes, CRLF, a BOM). */
export function fixtureRows(file: string): Record<string, string>[] {
  const text = readFileSync(join(FIXTURE_DIR, file), "utf8").replace(/^\ufeff/, "");
  const lines = text.split(/\r?\n/).filter((l) => l.trim() !== "");
  const split = (line: string) =>
    [...line.matchAll(/\s*("(?:[^"]|"")*"|[^,]*)\s*(,|$)/g)].slice(0, -1).map((m) =>
      m[1]!
        .replace(/^"([\s\S]*)"$/, "$1")
        .replace(/""/g, '"')
        .trim(),
    );
  const header = split(lines[0]!);
  return lines.slice(1).map((l) => Object.fromEntries(split(l).map((v, i) => [header[i]!, v])));
}

/** Whole rupees as the files write them: 150000 or "1,50,000". */
export const rupees = (text: string) => Number(text.replace(/,/g, ""));

/** status.json of the fixture. */
export const fixtureStatus = JSON.parse(readFileSync(join(FIXTURE_DIR, "status.json"), "utf8")) as {
  asOf: string;
  stage: string;
};

/** Rupees in Indian grouping, as the pages write them: ₹1,50,000. */
export const inr = (n: number) => `₹${n.toLocaleString("en-IN")}`;
