import { readFileSync } from "node:fs";
import { GLOSSARY_CSV, GLOSSARY_JSON, glossaryCsv } from "./glossary-csv.mjs";

/** The CSV's rows as fields, undoing RFC 4180 quoting, as a spreadsheet or a tool reads them. */
function rowsOf(csv: string): string[][] {
  const rows: string[][] = [[]];
  const re = /("(?:[^"]|"")*"|[^,\r\n]*)(,|\r\n|$)/g;
  for (const [, raw = "", end] of csv.replace(/^\uFEFF/, "").matchAll(re)) {
    rows.at(-1)!.push(raw.startsWith('"') ? raw.slice(1, -1).replaceAll('""', '"') : raw);
    if (end === "\r\n") rows.push([]);
    if (end === "") break;
  }
  return rows.filter((r) => r.some(Boolean));
}

const glossary = JSON.parse(readFileSync(GLOSSARY_JSON, "utf8")) as {
  terms: { id: string; en: string; hi: string; cg: string; note?: string }[];
};

describe("the glossary as CSV", () => {
  it("is in step with glossary.json: run npm run glossary:csv after changing it", () => {
    expect(readFileSync(GLOSSARY_CSV, "utf8")).toBe(glossaryCsv(glossary));
  });

  it("gives each term a row with its renderings, readable by a spreadsheet", () => {
    const csv = readFileSync(GLOSSARY_CSV, "utf8");
    expect(csv.startsWith("\uFEFF")).toBe(true);
    const [header, ...rows] = rowsOf(csv);
    expect(header).toEqual(["en", "hi", "hne", "hi not", "hne not", "description", "id"]);
    expect(rows.map((r) => [r[6], r[0], r[1], r[2], r[5]])).toEqual(
      glossary.terms.map((t) => [t.id, t.en, t.hi, t.cg, t.note ?? ""]),
    );
    expect(rows.find((r) => r[6] === "solar")?.[3]).toBe("सौर");
  });
});
