import { parseCsv } from "@/lib/open-data";
import { servedData, servedDataNames } from "@/lib/testing/data-route";
import { withActuals, writeActuals } from "@/lib/testing/with-actuals";

const PLANT = '=HYPERLINK("http://x","y")';
const quoted = `"${PLANT.replace(/"/g, '""')}"`;

/** A team folder whose every free-text value is a formula, as a careless or hostile paste would be. */
const planted = () =>
  writeActuals({
    status: { asOf: "2026-05-31", stage: "Implementation" },
    expenses: [`2026-01-05,Solar Power System,50000,${quoted},${quoted},R-1,yes`],
    funds: [`2026-01-02,90000,csr,${quoted}`],
    measurements: [`digital,2026-03-31,32,${quoted}`],
    milestones: [`installInternet,2025-12-20,${quoted}`],
  });

/** Every public CSV (/data/*.csv) as the site built from `dir` serves it. */
async function publicCsvs(dir: string): Promise<[string, string[][]][]> {
  return withActuals(dir, async () => {
    const out: [string, string[][]][] = [];
    for (const name of (await servedDataNames()).filter((n) => n.endsWith(".csv"))) {
      out.push([name, parseCsv(await (await servedData(name)).text())]);
    }
    return out;
  });
}

describe("every public CSV is safe to open in a spreadsheet", () => {
  it("a planted =HYPERLINK(...) opens as text, and no other cell starts a formula", async () => {
    const csvs = await publicCsvs(planted());
    expect(csvs.length).toBeGreaterThanOrEqual(9);
    let neutralised = 0;
    for (const [name, rows] of csvs) {
      for (const cell of rows.flat()) {
        // A number below zero (a variance) is a number to a spreadsheet, not a formula.
        if (/^-\d+(\.\d+)?$/.test(cell)) continue;
        expect({ name, cell, formula: /^[=+\-@\t\r]/.test(cell) }).toEqual({
          name,
          cell,
          formula: false,
        });
        if (cell === `'${PLANT}`) neutralised += 1;
      }
    }
    // description, payee, donor, the measurement's source and the milestone's evidence.
    expect(neutralised).toBe(5);
  });
});
