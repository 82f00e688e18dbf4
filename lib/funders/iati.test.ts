import { JSDOM } from "jsdom";
import { escapeXml } from "@/lib/xml-escape";
import { percentOf, sectorShares } from "@/lib/funders/sectors";
import { budgetPeriodsOf } from "@/lib/funders/iati";
import { fixtureIati, SECOND_VILLAGE } from "@/lib/testing/iati";

/**
 * The IATI files as the fixture build serves them, read back with a real XML parser (jsdom's
 * DOMParser, which parses application/xml as XML): what a donor's system would read of them.
 */
function parse(xml: string | undefined): Document {
  expect(xml).toBeDefined();
  const { DOMParser } = new JSDOM("").window;
  const doc = new DOMParser().parseFromString(xml!, "application/xml");
  expect(doc.getElementsByTagName("parsererror")).toHaveLength(0);
  return doc;
}

const all = (node: Document | Element, name: string) => [...node.getElementsByTagName(name)];
const children = (node: Element, name: string) =>
  [...node.children].filter((c) => c.tagName === name);
const child = (node: Element, name: string) => children(node, name)[0]!;
const activities = (doc: Document) => all(doc, "iati-activity");
const idOf = (activity: Element) => child(activity, "iati-identifier").textContent;
const sum = (values: number[]) => values.reduce((total, v) => total + v, 0);

/** Rupees of an activity's transactions of one type (1 incoming funds, 4 expenditure). */
function transactionTotal(activity: Element, type: string): number {
  return sum(
    children(activity, "transaction")
      .filter((t) => child(t, "transaction-type").getAttribute("code") === type)
      .map((t) => Number(child(t, "value").textContent)),
  );
}

describe("the IATI file, as the fixture build serves it", () => {
  let files: Awaited<ReturnType<typeof fixtureIati>>;
  let programme: Document;
  let second: Document;
  beforeAll(async () => {
    files = await fixtureIati();
    programme = parse(files.programme);
    second = parse(files.second);
  });

  it("is refused by the parser when it is not well-formed, so these tests read what they say", () => {
    const { DOMParser } = new JSDOM("").window;
    const broken = files.programme!.replace("</iati-identifier>", "");
    const doc = new DOMParser().parseFromString(broken, "application/xml");
    expect(doc.getElementsByTagName("parsererror").length).toBeGreaterThan(0);
  });

  it("adds its transactions up to the raised and spent totals the hub shows, corrections included", () => {
    const pilot = activities(programme)[1]!;
    const { ledger, actuals } = files.pilot;
    expect(actuals.expenses.some((e) => e.amount < 0)).toBe(true);
    expect(transactionTotal(pilot, "1")).toBe(ledger.fundsRaised);
    expect(transactionTotal(pilot, "4")).toBe(ledger.fundsSpent);
    const village = activities(second)[0]!;
    expect(transactionTotal(village, "1")).toBe(files.secondVillage!.ledger.fundsRaised);
    expect(transactionTotal(village, "4")).toBe(files.secondVillage!.ledger.fundsSpent);
  });

  it("is the programme as the parent of the pilot and every other village the roll-up lists", () => {
    const org = files.pilot.actuals.status.organisation!.identifier;
    const parentId = `${org}-village-programme`;
    const [parent, pilot, ...rest] = activities(programme);
    expect(rest).toEqual([]);
    expect([parent!.getAttribute("hierarchy"), idOf(parent!)]).toEqual(["1", parentId]);
    expect([pilot!.getAttribute("hierarchy"), idOf(pilot!)]).toEqual(["2", `${parentId}-pilot`]);
    const links = (a: Element) =>
      children(a, "related-activity").map((r) => [r.getAttribute("type"), r.getAttribute("ref")]);
    // The village under review is left out.
    expect(links(parent!)).toEqual([
      ["2", `${parentId}-pilot`],
      ["2", `${parentId}-${SECOND_VILLAGE}`],
    ]);
    expect(links(pilot!)).toEqual([["1", parentId]]);
    const [village, ...others] = activities(second);
    expect(others).toEqual([]);
    expect([village!.getAttribute("hierarchy"), idOf(village!)]).toEqual([
      "2",
      `${parentId}-${SECOND_VILLAGE}`,
    ]);
    expect(links(village!)).toEqual([["1", parentId]]);
    expect(files.underReview).toBeUndefined();
  });

  it("gives budget periods of a year at most, adding up to each plan's budget", () => {
    for (const [activity, plan] of [
      [activities(programme)[1]!, files.pilot.plan],
      [activities(second)[0]!, files.secondVillage!.plan],
    ] as const) {
      const budgets = children(activity, "budget");
      for (const b of budgets) {
        const from = new Date(child(b, "period-start").getAttribute("iso-date")!);
        const to = new Date(child(b, "period-end").getAttribute("iso-date")!);
        expect((to.getTime() - from.getTime()) / 86_400_000).toBeLessThan(366);
      }
      expect(sum(budgets.map((b) => Number(child(b, "value").textContent)))).toBe(
        sum(plan.phases.map((p) => p.budget)),
      );
    }
    // The pilot's third phase, October 2026 to December 2027, as a year and three months.
    expect(budgetPeriodsOf({ from: "2026-10", to: "2027-12", budget: 3_500_000 })).toEqual([
      { from: "2026-10", to: "2027-09", budget: 2_800_000 },
      { from: "2027-10", to: "2027-12", budget: 700_000 },
    ]);
  });

  it("gives sectors whose percentages add up to exactly 100", () => {
    for (const activity of [
      activities(programme)[0]!,
      activities(programme)[1]!,
      activities(second)[0]!,
    ]) {
      const sectors = children(activity, "sector");
      expect(sectors.length).toBeGreaterThan(1);
      const hundredths = sectors.map((s) => Math.round(Number(s.getAttribute("percentage")) * 100));
      expect(sum(hundredths)).toBe(10_000);
      expect(sectors.every((s) => s.getAttribute("vocabulary") === "1")).toBe(true);
    }
  });

  it("never names a person the programme paid, and names every organisation it paid", () => {
    const { expenses } = files.pilot.actuals;
    const people = expenses.filter((e) => e.payeeType === "person").map((e) => e.payee);
    expect(people.length).toBeGreaterThan(0);
    for (const person of people) expect(files.programme).not.toContain(person);
    const pilot = activities(programme)[1]!;
    const receivers = all(pilot, "receiver-org").map((r) => r.textContent?.trim());
    expect(receivers).toEqual(
      expenses.filter((e) => e.payeeType === "organisation" && e.payee !== "").map((e) => e.payee),
    );
  });

  it("names a donor where funds.csv names one, and no one where it does not", () => {
    const pilot = activities(programme)[1]!;
    const incoming = children(pilot, "transaction").filter(
      (t) => child(t, "transaction-type").getAttribute("code") === "1",
    );
    const { funds } = files.pilot.actuals;
    expect(incoming).toHaveLength(funds.length);
    expect(funds.some((f) => f.donor === "")).toBe(true);
    incoming.forEach((t, i) => {
      const provider = children(t, "provider-org")[0]?.textContent?.trim();
      expect(provider).toBe(funds[i]!.donor === "" ? undefined : funds[i]!.donor);
    });
    expect(files.programme).toContain("<narrative>Raipur Rotary Club</narrative>");
  });

  it("titles every activity in English (its default), Hindi and Chhattisgarhi (hne)", () => {
    for (const activity of [...activities(programme), ...activities(second)]) {
      expect(activity.getAttribute("xml:lang")).toBe("en");
      const narratives = children(child(activity, "title"), "narrative");
      expect(narratives.map((n) => n.getAttribute("xml:lang"))).toEqual([null, "hi", "hne"]);
      expect(narratives.every((n) => (n.textContent ?? "").trim() !== "")).toBe(true);
    }
    const [en, hi] = children(child(activities(second)[0]!, "title"), "narrative");
    expect(en!.textContent).toContain("Second test village");
    expect(hi!.textContent).toContain("दूसरा परीक्षण गाँव");
  });

  it("gives each KPI its baseline, its targets and the measurements recorded", () => {
    const pilot = activities(programme)[1]!;
    const indicators = all(pilot, "indicator");
    expect(indicators).toHaveLength(8);
    const actuals = all(pilot, "actual").map((a) => Number(a.getAttribute("value")));
    expect(actuals.sort()).toEqual(files.pilot.actuals.measurements.map((m) => m.value).sort());
    for (const indicator of indicators) {
      expect(children(indicator, "baseline")).toHaveLength(1);
      expect(all(indicator, "target").length).toBeGreaterThan(0);
    }
  });
});

describe("the pieces", () => {
  it("escapes what XML would read as markup", () => {
    const text = `Sharma & Sons <"Raipur"> 'Co'`;
    const { DOMParser } = new JSDOM("").window;
    const doc = new DOMParser().parseFromString(
      `<a b="${escapeXml(text)}">${escapeXml(text)}</a>`,
      "application/xml",
    );
    expect([doc.documentElement.textContent, doc.documentElement.getAttribute("b")]).toEqual([
      text,
      text,
    ]);
  });

  it("rounds sector shares so that they add up to 100: three equal budgets are 33.34, 33.33, 33.33", () => {
    const shares = sectorShares({
      budgetCategories: (["22040", "12220", "11330"] as const).map((dac, i) => ({
        id: (["starlink", "telemedicine", "skills"] as const)[i]!,
        budget: 100,
        starts: "Q1 2026",
        dac,
        scheduleVII: "i" as const,
      })),
    });
    expect(shares.map((s) => percentOf(s.basisPoints))).toEqual(["33.34", "33.33", "33.33"]);
  });
});
