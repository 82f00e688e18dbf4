import { readActuals } from "@/content/ledger/read";
import { feedEntries } from "@/lib/feed";
import { formatRupees } from "@/lib/format";
import { datasetCsv, datasetJson, parseCsv } from "@/lib/open-data";
import { fileOf, getPilot, snapshotOf } from "@/lib/programme";

/**
 * The feed and the team's files as downloads are made from the village they are given: a second
 * village (the e2e fixture's files) beside the pilot, in one process, against sums this test
 * takes from the fixture's rows itself.
 */
function fixtureVillage() {
  const { actuals, problems } = readActuals("e2e/fixtures/actuals");
  expect(problems).toEqual([]);
  return snapshotOf({
    slug: "fixture",
    village: fileOf(getPilot()),
    plan: getPilot().plan,
    actuals: actuals!,
  });
}
const fixture = fixtureVillage();
const pilot = getPilot();
const sum = (rows: readonly { amount: number }[]) => rows.reduce((s, r) => s + r.amount, 0);

describe("a village's outputs come from its own files", () => {
  it("the expenses and funds downloads are the village's rows", () => {
    for (const village of [pilot, fixture]) {
      const [header, ...rows] = parseCsv(datasetCsv("expenses", village));
      const amount = header!.indexOf("amount");
      expect(rows).toHaveLength(village.actuals.expenses.length);
      expect(rows.reduce((s, r) => s + Number(r[amount]), 0)).toBe(sum(village.actuals.expenses));
      const funds = JSON.parse(datasetJson("funds", village));
      expect(funds.as_of).toBe(village.ledger.asOf);
      expect(funds.rows).toHaveLength(village.actuals.funds.length);
    }
    expect(sum(fixture.actuals.expenses)).toBeGreaterThan(0);
    expect(datasetCsv("expenses", fixture)).not.toBe(datasetCsv("expenses", pilot));
  });

  it("the feed's as-of entry states the village's money, and its months are the village's", () => {
    const entries = feedEntries("en", fixture);
    const status = entries.find((e) => e.id.includes("/checked/"))!;
    expect(status.updated).toBe(fixture.actuals.status.asOf);
    expect(status.body).toContain(formatRupees(sum(fixture.actuals.expenses), "en"));
    expect(status.body).toContain(formatRupees(sum(fixture.actuals.funds), "en"));
    const months = entries.filter((e) => e.id.includes("/month/"));
    expect(months.length).toBeGreaterThan(0);
    const pilotStatus = feedEntries("en").find((e) => e.id.includes("/checked/"))!;
    expect(pilotStatus.updated).toBe(pilot.actuals.status.asOf);
  });
});
