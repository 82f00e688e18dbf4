import { copyFileSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { readActuals } from "@/content/ledger/read";
import { ACTUALS_COLUMNS, OPTIONAL_COLUMNS, type CsvName } from "@/content/ledger/table";
import { servedData } from "@/lib/testing/data-route";
import { FIXTURE_ACTUALS, withActuals } from "@/lib/testing/with-actuals";

/** The four downloads of the team's files, as the site built from the e2e fixture serves them. */
async function downloads(): Promise<Record<CsvName, Uint8Array>> {
  return withActuals(FIXTURE_ACTUALS, async () => {
    const out = {} as Record<CsvName, Uint8Array>;
    // The bytes a browser saves, byte-order mark included.
    for (const file of ["expenses.csv", "funds.csv", "measurements.csv", "milestones.csv"]) {
      out[file as CsvName] = new Uint8Array(await (await servedData(file)).arrayBuffer());
    }
    return out;
  });
}

describe("download, add rows, upload: the team's files go back in", () => {
  it("each download has exactly the team's columns, and the optional ones its rows use", async () => {
    const headers: Record<string, string[]> = {};
    for (const [file, body] of Object.entries(await downloads())) {
      const header = Buffer.from(body)
        .toString("utf8")
        .replace(/^\uFEFF/, "")
        .split("\r\n")[0]!;
      headers[file] = header.split(",");
    }
    // The fixture has a person paid, and a correction among its expenses; its funds have neither.
    expect(headers).toEqual({
      "expenses.csv": [...ACTUALS_COLUMNS["expenses.csv"], ...OPTIONAL_COLUMNS["expenses.csv"]],
      "funds.csv": [...ACTUALS_COLUMNS["funds.csv"]],
      "measurements.csv": [...ACTUALS_COLUMNS["measurements.csv"]],
      "milestones.csv": [...ACTUALS_COLUMNS["milestones.csv"]],
    });
  });

  it("the four downloads, saved as a team folder, pass the check with the same rows", async () => {
    const dir = mkdtempSync(join(tmpdir(), "round-trip-"));
    for (const [file, body] of Object.entries(await downloads())) {
      writeFileSync(join(dir, file), body);
    }
    copyFileSync(join(FIXTURE_ACTUALS, "status.json"), join(dir, "status.json"));
    const back = readActuals(dir);
    const original = readActuals(FIXTURE_ACTUALS);
    expect(back.problems).toEqual([]);
    expect(original.actuals!.expenses).toHaveLength(303);
    // The same rows, but for a person's name, which no download carries.
    const withheld = original.actuals!.expenses.map((e) =>
      e.payeeType === "person" ? { ...e, payee: "a person (name withheld)" } : e,
    );
    expect(withheld.some((e, i) => e.payee !== original.actuals!.expenses[i]!.payee)).toBe(true);
    expect(back.actuals).toEqual({ ...original.actuals, expenses: withheld });
  });
});
