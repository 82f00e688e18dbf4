import { FIXTURE_DIR as FIXTURE, fixtureCsv as rows } from "@/e2e/support/csv";
import { rupees } from "@/e2e/support/fixture-ledger";
import { documentedDigest } from "@/e2e/support/month-digest";
import { withActuals, writeActuals } from "@/lib/testing/with-actuals";

/**
 * The feed built from the fixture set (e2e/fixtures/actuals, eight months into Phase 1): its
 * figures are computed here from the CSV text itself, not through content/ledger.
 */

type Feed = typeof import("@/lib/feed");
let feed: Feed;
beforeAll(async () => {
  feed = await withActuals(FIXTURE, () => import("@/lib/feed"));
});

describe("the Atom feed's history, from the fixture's files", () => {
  it("gives each closed month its digest, as the hub's text defines it", () => {
    const entries = feed.feedEntries("en").filter((e) => e.id.includes("/month/"));
    expect(entries).toHaveLength(8);
    for (const entry of entries) {
      const digest = documentedDigest(entry.id.slice(-7));
      expect(entry.body).toContain(`Digest (SHA-256) of the month's rows: ${digest}`);
    }
  });

  it("lists each correction: what it corrects, by how much and why, in three languages", () => {
    const en = feed.feedEntries("en").filter((e) => e.id.includes("/correction/"));
    expect(en.map((e) => [e.title, e.body])).toEqual([
      [
        "Correction of 30 May 2026: −₹9,294",
        "−₹9,294 on 30 May 2026, correcting: Expense of 25 April 2026, Water Infrastructure, ₹9,294, receipt R-2026-00256, paid to Raipur Electricals. Why: Amount typed wrong: the bill is for 2,994",
      ],
      [
        "Correction of 30 May 2026: +₹2,994",
        "+₹2,994 on 30 May 2026, correcting: Expense of 25 April 2026, Water Infrastructure, ₹9,294, receipt R-2026-00256, paid to Raipur Electricals. Why: The right amount, from the bill",
      ],
    ]);
    for (const lang of ["hi", "cg"] as const) {
      const bodies = feed.feedEntries(lang).filter((e) => e.id.includes("/correction/"));
      expect(bodies).toHaveLength(2);
      expect(bodies[0]!.body).toContain("R-2026-00256");
      expect(bodies[0]!.body).toContain("−₹9,294");
      expect(bodies[0]!.body).not.toContain("correcting");
    }
  });
});

describe("the Atom feed, from the fixture's files", () => {
  it("has one entry per closed month, with the month's spending and receipts", () => {
    const expenses = rows("expenses.csv");
    const entries = feed.feedEntries("en").filter((e) => e.id.includes("/month/"));
    // As of 2026-05-31 every month from October 2025 to May 2026 is closed.
    expect(entries.map((e) => e.id.slice(-7)).sort()).toEqual([
      "2025-10",
      "2025-11",
      "2025-12",
      "2026-01",
      "2026-02",
      "2026-03",
      "2026-04",
      "2026-05",
    ]);
    for (const entry of entries) {
      const month = entry.id.slice(-7);
      const inMonth = expenses.filter((e) => e.date!.startsWith(month));
      const spent = inMonth.reduce((sum, e) => sum + rupees(e.amount!), 0);
      const spentText = `₹${spent.toLocaleString("en-IN")}`;
      expect(entry.title).toContain(spentText);
      expect(entry.body).toContain(`over ${inMonth.length} expenses`);
      expect(entry.body).toContain(`${inMonth.filter((e) => e.receipt !== "").length} receipts in`);
      expect(entry.body).toContain(
        `${inMonth.filter((e) => e.verified === "yes").length} verified`,
      );
    }
  });

  it("has the funds received each month, the milestones and the measurements", () => {
    const funds = rows("funds.csv");
    const entries = feed.feedEntries("en");
    const fundEntries = entries.filter((e) => e.id.includes("/funds/"));
    const months = new Set(funds.map((f) => f.date!.slice(0, 7)));
    expect(fundEntries).toHaveLength(months.size);
    const total = funds.reduce((sum, f) => sum + rupees(f.amount!), 0);
    const inFeed = fundEntries.reduce((sum, e) => sum + rupees(/₹([\d,]+)/.exec(e.body)![1]!), 0);
    expect(inFeed).toBe(total);
    expect(entries.filter((e) => e.id.includes("/milestone/")).map((e) => e.title)).toEqual(
      expect.arrayContaining([
        "Milestone achieved: Install satellite internet and village hotspots",
        "Milestone achieved: Open the telemedicine centre",
        "Milestone achieved: Commission solar water pumps",
      ]),
    );
    expect(entries.filter((e) => e.id.includes("/measurement/"))).toHaveLength(2);
    expect(entries[0]!.updated >= entries.at(-1)!.updated).toBe(true);
  });

  it("is well-formed Atom in each language, with the as-of entry", () => {
    for (const lang of ["en", "hi", "cg"] as const) {
      const xml = feed.atomFeed(lang);
      expect(xml).toMatch(
        /^<\?xml version="1.0" encoding="utf-8"\?>\n<feed xmlns="http:\/\/www.w3.org\/2005\/Atom"/,
      );
      const opened = (xml.match(/<entry>/g) ?? []).length;
      expect((xml.match(/<\/entry>/g) ?? []).length).toBe(opened);
      expect(xml).not.toMatch(/&(?!amp;|lt;|gt;|quot;)/);
      expect(xml).toMatch(new RegExp(`<id>tag:[^,]+,2025:${lang}/checked/2026-05-31</id>`));
    }
    expect(feed.atomFeed("hi")).toContain("को आँकड़े जाँचे गए");
    expect(feed.atomFeed("en")).toContain("Figures checked on 31 May 2026");
  });
});

describe("spending before work officially started", () => {
  it("gets its month's entry once the month is over, though the month is Pre-Launch", async () => {
    const dir = writeActuals({
      status: { asOf: "2025-10-15", stage: "Pre-Implementation" },
      expenses: [
        "2025-09-10,Starlink Infrastructure,50000,Site survey,,R1,yes",
        "2025-10-02,Starlink Infrastructure,7000,Transport,,,no",
      ],
    });
    const early: Feed = await withActuals(dir, () => import("@/lib/feed"));
    const months = early.feedEntries("en").filter((e) => e.id.includes("/month/"));
    // September is over and spent in; October is still running.
    expect(months.map((e) => e.title)).toEqual(["Sep 2025: spending closed at ₹50,000"]);
  });
});
