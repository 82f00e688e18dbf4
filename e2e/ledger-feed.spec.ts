import { expect, test } from "./support/test";
import { fixtureCsv as fixtureRows } from "./support/csv";
import { fixtureStatus, inr, rupees } from "./support/fixture-ledger";
import { documentedDigest } from "./support/month-digest";

/**
 * The feed and the quality report on the build made from the fixture set (eight months into
 * Phase 1); every figure here is computed from the fixture's CSV text.
 */

const expenses = fixtureRows("expenses.csv");
const funds = fixtureRows("funds.csv");

test("every page's head links the feed in its language, and each feed lists what changed", async ({
  page,
  request,
}) => {
  for (const [path, feed] of [
    ["/dashboard", "/feed.xml"],
    ["/hi/dashboard", "/hi/feed.xml"],
    ["/cg/timeline", "/cg/feed.xml"],
  ] as const) {
    await page.goto(path);
    const link = page.locator('head link[rel="alternate"][type="application/atom+xml"]');
    await expect(link).toHaveCount(1);
    expect(new URL((await link.getAttribute("href"))!, page.url()).pathname).toBe(feed);
  }

  const res = await request.get("/feed.xml");
  expect(res.status()).toBe(200);
  expect(res.headers()["content-type"]).toContain("application/atom+xml");
  const xml = await res.text();
  // One entry per closed month: as of 31 May 2026, October 2025 to May 2026.
  const months = [...new Set(expenses.map((e) => e.date!.slice(0, 7)))].sort();
  expect(months).toHaveLength(8);
  for (const month of months) {
    const spent = expenses
      .filter((e) => e.date!.startsWith(month))
      .reduce((s, e) => s + rupees(e.amount!), 0);
    const label = new Date(`${month}-01T00:00:00Z`).toLocaleString("en-GB", {
      month: "short",
      year: "numeric",
      timeZone: "UTC",
    });
    expect(xml).toContain(`<title>${label}: spending closed at ${inr(spent)}</title>`);
    expect(xml).toContain(`Digest (SHA-256) of the month's rows: ${documentedDigest(month)}`);
  }
  // Each correction is an entry, saying why; a person paid is never named, in any language.
  for (const fix of expenses.filter((e) => e.corrects)) expect(xml).toContain(`Why: ${fix.reason}`);
  const person = expenses.find((e) => e.payee_type === "person")!.payee!;
  const received = [...xml.matchAll(/<title>[^<]*: (₹[\d,]+) received<\/title>/g)].reduce(
    (s, m) => s + rupees(m[1]!.slice(1)),
    0,
  );
  expect(received).toBe(funds.reduce((s, f) => s + rupees(f.amount!), 0));
  expect(xml).toContain("<title>Milestone achieved: Open the telemedicine centre</title>");
  expect(xml).toContain("<title>Figures checked on 31 May 2026</title>");

  const hi = await (await request.get("/hi/feed.xml")).text();
  expect(hi).toContain('xml:lang="hi"');
  expect(hi).toContain("को आँकड़े जाँचे गए");
  const cg = await (await request.get("/cg/feed.xml")).text();
  expect(cg).toContain('xml:lang="hne"');
  expect(cg).toContain("के आँकड़ा जाँचे गिस");
  for (const feed of [xml, hi, cg]) expect(feed).not.toContain(person);
});

test("the quality report reconciles the ledger and warns about receipts unverified after 60 days", async ({
  request,
}) => {
  const report = await (await request.get("/api/quality-check")).json();
  const ledger = report.checks.filter((c: { category: string }) => c.category === "Ledger");
  expect(ledger.map((c: { test: string; status: string }) => [c.test, c.status])).toEqual([
    ["Spending adds up by category, by month and in total", "pass"],
    ["Receipts add up by category and by month", "pass"],
    ["Funds received cover the spending", "pass"],
    ["No category spent beyond its budget", "pass"],
    ["No receipt unverified 60 days after its expense", "warning"],
  ]);
  const day = (d: string) => Date.parse(`${d}T00:00:00Z`) / 86_400_000;
  const late = expenses.filter(
    (e) => e.verified === "no" && day(fixtureStatus.asOf) - day(e.date!) > 60,
  );
  expect(late.length).toBeGreaterThan(0);
  expect(ledger[4].details).toContain(`${late.length} of ${expenses.length} expenses`);
  const spent = expenses.reduce((s, e) => s + rupees(e.amount!), 0);
  expect(ledger[0].details).toContain(`total shown ${inr(spent)}`);
  expect(report.recommendations.join(" ")).toContain(`Check ${late.length} receipt`);
});
