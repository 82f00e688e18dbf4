import { readFileSync } from "node:fs";
import { join } from "node:path";
import { parseCsv } from "@/lib/open-data";
import { FIXTURE_ACTUALS, withActuals } from "@/lib/testing/with-actuals";

/** The CSR committees' file, as the route serves it, and the hub's figures, from one build's files. */
async function load(dir?: string) {
  const run = async () => {
    const { servedData } = await import("@/lib/testing/data-route");
    const { budgetCategoriesOf } = await import("@/content/budget-categories");
    const { getPilot } = await import("@/lib/programme");
    const csv = parseCsv(await (await servedData("csr-categories.csv")).text());
    const json = await (await servedData("csr-categories.json")).json();
    const { ledger, plan } = getPilot();
    return { csv, json, hub: budgetCategoriesOf(ledger), total: ledger.totalTally, plan };
  };
  return dir ? withActuals(dir, run) : run();
}

const sumOf = (rows: string[][], header: string[], column: string) =>
  rows.reduce((s, r) => s + Number(r[header.indexOf(column)]), 0);

describe.each([
  ["the fixture's files (spending under way)", FIXTURE_ACTUALS],
  ["the pilot's files", undefined],
])("the file for CSR committees, from %s", (_name, dir) => {
  let data: Awaited<ReturnType<typeof load>>;
  beforeAll(async () => {
    data = await load(dir);
  });

  it("sums to the hub's budget, spending, receipts and receipts verified", () => {
    const [header, ...rows] = data.csv as [string[], ...string[][]];
    const hub = (key: "budgeted" | "spent" | "receipts") =>
      data.hub.reduce((s, c) => s + c[key], 0);
    expect({
      budgeted: sumOf(rows, header, "budgeted_inr"),
      spent: sumOf(rows, header, "spent_inr"),
      receipts: sumOf(rows, header, "receipts"),
      verified: sumOf(rows, header, "receipts_verified"),
    }).toEqual({
      budgeted: hub("budgeted"),
      spent: hub("spent"),
      receipts: hub("receipts"),
      verified: data.total.verified,
    });
    if (dir) expect(hub("spent")).toBeGreaterThan(0);
  });

  it("gives each category the Schedule VII item plan.json names, in CSV and JSON alike", () => {
    const [header, ...rows] = data.csv as [string[], ...string[][]];
    const items = rows.map((r) => r[header.indexOf("schedule_vii_item")]);
    expect(items).toEqual(data.plan.budgetCategories.map((c) => c.scheduleVII));
    expect(data.json.rows.map((r: { schedule_vii_item: string }) => r.schedule_vii_item)).toEqual(
      items,
    );
    const en = JSON.parse(
      readFileSync(join(process.cwd(), "content/i18n/en/funders.json"), "utf8"),
    ) as Record<string, string>;
    expect(rows.map((r) => r[header.indexOf("schedule_vii")])).toEqual(
      items.map((item) => en[`funders.scheduleVII.${item}`]),
    );
  });
});
