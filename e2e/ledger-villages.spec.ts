import { readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, test } from "./support/test";
import { colourRules, seriousAxeViolations } from "./support/axe";
import { turnDark } from "./support/colour";
import { csvRecords, fixtureCsv } from "./support/csv";
import { inr, rupees } from "./support/fixture-ledger";
import { scriptSwitch } from "./support/no-js";
import { keyboardProblems } from "./support/keyboard";
import { horizontalOverflow, renderEverySection, textOutsideItsBox } from "./support/layout";
import { settle, watchPage } from "./support/watch";
import { translator, type MessageKey } from "../lib/messages";

/**
 * Many villages (issue 42), on the fixture build: the pilot with the fixture set of files, and a
 * second village, e2e/fixtures/villages/second-test-village, with its own plan and files. Every
 * figure here is computed from the folders' text, not through the site's code.
 */

const SECOND = join(process.cwd(), "e2e", "fixtures", "villages", "second-test-village");
const secondCsv = (name: string) => csvRecords(readFileSync(join(SECOND, "actuals", name), "utf8"));
const secondVillage = JSON.parse(readFileSync(join(SECOND, "village.json"), "utf8")) as {
  name: Record<"en" | "hi" | "cg", string>;
  facts: { population: { total: number; households: number } };
};
const secondPlan = JSON.parse(readFileSync(join(SECOND, "plan.json"), "utf8")) as {
  start: string;
  phases: { budget: number }[];
};
const secondStatus = JSON.parse(readFileSync(join(SECOND, "actuals", "status.json"), "utf8")) as {
  asOf: string;
};
const pilotVillage = JSON.parse(
  readFileSync(join(process.cwd(), "content", "villages", "pilot", "village.json"), "utf8"),
) as { facts: { population: { total: number } } };
const pilotPlan = JSON.parse(
  readFileSync(join(process.cwd(), "content", "villages", "pilot", "plan.json"), "utf8"),
) as { phases: { budget: number }[] };

/** "2026-01" → "Jan 2026", as an English page's monthly table writes a month (en-US's names). */
const monthName = (month: string) =>
  new Date(`${month}-01T00:00:00Z`).toLocaleString("en-US", {
    month: "short",
    year: "numeric",
    timeZone: "UTC",
  });
/** How many months from one month to a day's month, both included. */
const monthsBetween = (from: string, to: string) =>
  (Number(to.slice(0, 4)) - Number(from.slice(0, 4))) * 12 +
  Number(to.slice(5, 7)) -
  Number(from.slice(5, 7)) +
  1;
const sum = (rows: Record<string, string>[]) => rows.reduce((s, r) => s + rupees(r.amount!), 0);
const second = {
  budget: secondPlan.phases.reduce((s, p) => s + p.budget, 0),
  raised: sum(secondCsv("funds.csv")),
  spent: sum(secondCsv("expenses.csv")),
};
const pilot = {
  budget: pilotPlan.phases.reduce((s, p) => s + p.budget, 0),
  raised: sum(fixtureCsv("funds.csv")),
  spent: sum(fixtureCsv("expenses.csv")),
};

test("the directory lists every village with its own money, and sums them", async ({ page }) => {
  await page.goto("/villages");
  await expect(page.locator("h1")).toHaveText("Villages");
  const rows = page.locator("#villages tbody tr");
  await expect(rows).toHaveCount(2);
  const second_ = rows.filter({ hasText: "Second test village" });
  await expect(second_).toContainText("Test district, Test state");
  for (const figure of [second.budget, second.raised, second.spent]) {
    await expect(second_).toContainText(inr(figure));
  }
  const pilotRow = rows.filter({ hasText: "The pilot village" });
  for (const figure of [pilot.budget, pilot.raised, pilot.spent]) {
    await expect(pilotRow).toContainText(inr(figure));
  }
  const rollUp = page.locator("#roll-up");
  await expect(rollUp).toContainText(inr(pilot.raised + second.raised));
  await expect(rollUp).toContainText(inr(pilot.spent + second.spent));
  await expect(rollUp).toContainText(inr(pilot.budget + second.budget));
  await expect(rollUp).toContainText(
    (pilotVillage.facts.population.total + secondVillage.facts.population.total).toLocaleString(
      "en-IN",
    ),
  );
  // The footer, /scaling and the transparency hub lead here.
  for (const path of ["/scaling", "/transparency"]) {
    await page.goto(path);
    await expect(page.locator("main a[href='/villages']").first()).toBeVisible();
  }
  await expect(page.locator("footer a[href='/villages']")).toHaveCount(1);
});

test("the filter narrows the list by state and district without JavaScript", async ({ page }) => {
  const scripts = await scriptSwitch(page);
  await scripts(false);
  await page.goto("/villages");
  await page.getByLabel("State").selectOption("Test state");
  await page.getByRole("button", { name: "Show villages" }).click();
  await expect(page).toHaveURL(/\/villages\/filter\?state=Test\+state&district=$/);
  await expect(page.locator("h1")).toHaveText("Villages in Test state");
  await expect(page.locator("#villages tbody tr")).toHaveCount(1);
  await expect(page.locator("#villages tbody")).toContainText("Second test village");
  await page.getByLabel("District").selectOption("Test district");
  await page.getByLabel("State").selectOption("Chhattisgarh");
  await page.getByRole("button", { name: "Show villages" }).click();
  await expect(page.getByRole("status")).toHaveText("No village is in that state and district.");
  await page.getByRole("link", { name: "Show every village" }).click();
  await expect(page.locator("#villages tbody tr")).toHaveCount(2);
  await scripts(true);
});

test("a village's page, in three languages, shows its own plan, money and milestones", async ({
  page,
}) => {
  for (const lang of ["en", "hi", "cg"] as const) {
    const prefix = lang === "en" ? "" : `/${lang}`;
    const response = await page.goto(`${prefix}/villages/second-test-village`);
    expect(response!.status()).toBe(200);
    await expect(page.locator("h1")).toHaveText(secondVillage.name[lang]);
    await expect(page.locator("html")).toHaveAttribute("lang", lang === "cg" ? "hne" : lang);
    const money = page.locator("#money");
    for (const figure of [second.budget, second.raised, second.spent]) {
      await expect(money).toContainText(inr(figure));
    }
    await expect(page.locator("#facts")).toContainText(
      secondVillage.facts.population.households.toLocaleString("en-IN"),
    );
  }
  // Its one achieved milestone, on its day; the others not yet.
  await page.goto("/villages/second-test-village");
  const achieved = secondCsv("milestones.csv");
  expect(achieved).toHaveLength(1);
  await expect(page.locator("#milestones li").filter({ hasText: "Achieved on" })).toHaveCount(1);
  await expect(page.locator("#milestones")).toContainText("Achieved on 20 February 2026");
});

test("a village rendered on request runs under a strict policy with a nonce of its own", async ({
  page,
  request,
  baseURL,
}) => {
  const nonces: string[] = [];
  for (let i = 0; i < 2; i++) {
    const res = await request.get("/villages/second-test-village");
    const policy = res.headers()["content-security-policy"]!;
    expect(policy).toMatch(/^script-src 'self' 'nonce-[A-Za-z0-9+/=]+'; /);
    expect(policy.split("; ")[0]).not.toContain("unsafe-inline");
    const nonce = /'nonce-([^']+)'/.exec(policy)![1]!;
    nonces.push(nonce);
    const html = await res.text();
    // Every script that runs (a JSON-LD block is data, which no policy governs).
    const scripts = [...html.matchAll(/<script\b[^>]*>/g)]
      .map((m) => m[0])
      .filter((tag) => !tag.includes('type="application/ld+json"'));
    expect(scripts.length).toBeGreaterThan(0);
    for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
    expect(res.headers()["cache-control"]).toContain("no-store");
  }
  expect(nonces[0]).not.toBe(nonces[1]);
  // The scripts run under it: React hydrates the islands, and nothing is blocked.
  const watch = await watchPage(page, new URL(baseURL!).origin);
  await page.goto("/hi/villages/second-test-village");
  await settle(page);
  expect(watch.stop()).toEqual([]);
  // The pilot's page is pre-rendered, with its policy in a <meta> of hashes, as every built page.
  const built = await (await request.get("/villages/pilot")).text();
  expect(built).toMatch(
    /<meta http-equiv="Content-Security-Policy" content="script-src 'self' 'sha256-/,
  );
});

test("an unknown village is the site's 404, in its language", async ({ page }) => {
  for (const [path, lang] of [
    ["/villages/no-such-village", "en"],
    ["/hi/villages/no-such-village", "hi"],
    ["/villages/..%2Fcontent", "en"],
  ] as const) {
    const response = await page.goto(path);
    expect(response!.status()).toBe(404);
    await expect(page.locator("html")).toHaveAttribute("lang", lang);
    await expect(page.locator("h1")).toHaveText(lang === "en" ? "404 Page Not Found" : /.+/);
  }
});

test("the roll-up's CSV, JSON and feed hold every village with the sums the files give", async ({
  request,
}) => {
  const csv = csvRecords(await (await request.get("/villages/data/villages.csv")).text());
  expect(csv.map((r) => r.slug)).toEqual(["pilot", "second-test-village"]);
  const row = csv[1]!;
  expect([row.budget_inr, row.received_inr, row.spent_inr].map(Number)).toEqual([
    second.budget,
    second.raised,
    second.spent,
  ]);
  expect(row.name_hi).toBe(secondVillage.name.hi);

  const json = await (await request.get("/villages/data/villages.json")).json();
  expect(json.villages).toBe(2);
  expect(json.raised).toBe(pilot.raised + second.raised);
  expect(json.spent).toBe(pilot.spent + second.spent);
  expect(json.budget).toBe(pilot.budget + second.budget);
  expect(json.list[1].slug).toBe("second-test-village");

  for (const [path, lang] of [
    ["/villages/feed.xml", "en"],
    ["/hi/villages/feed.xml", "hi"],
  ] as const) {
    const res = await request.get(path);
    expect(res.headers()["content-type"]).toContain("application/atom+xml");
    const xml = await res.text();
    expect(xml.match(/<entry>/g)).toHaveLength(2);
    expect(xml).toContain(`<title>${secondVillage.name[lang]}:`);
  }
  const en = await (await request.get("/villages/feed.xml")).text();
  expect(en).toContain(`${inr(second.raised)} received and ${inr(second.spent)} spent`);
});

// The sweep of the village templates (sweep.spec.ts sweeps the route table's pages): each page of
// a village rendered on request, and the directory, in light and dark, at 360 px, by keyboard
// and without JavaScript.
const templates = [
  "/villages",
  "/villages/second-test-village",
  "/hi/villages/second-test-village/transparency",
  "/cg/villages/second-test-village/dashboard",
  "/villages/second-test-village/figures",
];
for (const path of templates) {
  test(`the village template ${path} reads everywhere`, async ({ page, baseURL }, info) => {
    test.setTimeout(info.timeout * 2);
    const watch = await watchPage(page, new URL(baseURL!).origin);
    const problems: string[] = [];
    await page.setViewportSize({ width: 360, height: 740 });
    // Loaded light, checked with every axe rule and the layout checks; then turned dark where it
    // stands, as sweep.spec.ts does, and checked with the colour rules and walked by keyboard
    // there: its focus rings are the harder to see (sweep.spec.ts walks every theme on the route
    // table's pages, whose parts these templates share).
    await page.emulateMedia({ colorScheme: "light" });
    await page.goto(path);
    await settle(page);
    await renderEverySection(page);
    const overflow = await horizontalOverflow(page);
    if (overflow) problems.push(`horizontal scroll at 360 px: ${overflow}`);
    const spill = await textOutsideItsBox(page);
    if (spill) problems.push(`text wider than its box: ${spill}`);
    problems.push(...(await seriousAxeViolations(page)).map((v) => `[light] ${v}`));
    problems.push(...(await turnDark(page)).map((p) => `[dark] ${p}`));
    problems.push(
      ...(await seriousAxeViolations(page, { only: colourRules })).map((v) => `[dark] ${v}`),
    );
    problems.push(...(await keyboardProblems(page)).map((p) => `[dark] ${p}`));
    problems.push(...watch.stop());
    // Without JavaScript: the same headings, every table row and no dead button.
    const withScripts = await page.locator("main :is(h1, h2, h3)").allTextContents();
    const rows = await page.locator("main tbody tr").count();
    const scripts = await scriptSwitch(page);
    await scripts(false);
    await page.goto(path);
    expect(await page.locator("main :is(h1, h2, h3)").allTextContents()).toEqual(withScripts);
    expect(await page.locator("main tbody tr").count()).toBe(rows);
    const dead = await page.evaluate(() =>
      [...document.querySelectorAll("button")]
        .filter((b) => b.checkVisibility() && !(b.type === "submit" && b.form?.method === "get"))
        .map((b) => b.textContent),
    );
    expect(dead).toEqual([]);
    await scripts(true);
    expect(problems).toEqual([]);
  });
}

test("a village's accounts, progress and figures pages show its own rows", async ({ page }) => {
  const expenseRows = secondCsv("expenses.csv");
  for (const lang of ["en", "hi", "cg"] as const) {
    const prefix = lang === "en" ? "" : `/${lang}`;
    const res = await page.goto(`${prefix}/villages/second-test-village/transparency`);
    expect(res!.status()).toBe(200);
    await expect(page.locator("#expenses tbody tr")).toHaveCount(expenseRows.length);
    await expect(page.locator("#funds tbody tr")).toHaveCount(secondCsv("funds.csv").length);
    await expect(page.locator("#money")).toContainText(inr(second.spent));
    if (lang === "en") {
      // Its months run from its own plan's first month to its as-of month, nothing before.
      const [from, to] = [secondPlan.start, secondStatus.asOf.slice(0, 7)].map(monthName);
      const months = page.locator("#months tbody tr th");
      await expect(months.first()).toHaveText(from!);
      await expect(months.last()).toHaveText(to!);
      await expect(months).toHaveCount(monthsBetween(secondPlan.start, secondStatus.asOf));
    }
    // The village's menu marks the page it is on.
    await expect(page.locator("nav [aria-current=page]")).toHaveCount(1);
  }
  await page.goto("/villages/second-test-village/dashboard");
  const measured = secondCsv("measurements.csv");
  await expect(page.locator("#measurements tbody tr")).toHaveCount(measured.length);
  await expect(page.locator("#measurements")).toContainText(measured[0]!.source!);

  await page.goto("/villages/second-test-village/figures");
  const figures = page.locator("#figures");
  await expect(figures).toContainText(`The sum of the ${expenseRows.length} rows of expenses.csv`);
  await expect(figures).toContainText(inr(second.spent));
  await expect(figures).toContainText(inr(second.budget));
});

test("a village's own feed and files hold its rows, and nothing of another village", async ({
  request,
}) => {
  const feed = await request.get("/villages/second-test-village/feed.xml");
  expect(feed.status()).toBe(200);
  const xml = await feed.text();
  const ids = [...xml.matchAll(/<id>([^<]+)<\/id>/g)].map((m) => m[1]!);
  expect(ids.every((id) => id.includes("/villages/second-test-village/"))).toBe(true);
  expect(xml).toContain("<title>Second test village · ");
  // One entry per closed month with spending: January to April 2026, as of 30 April 2026.
  const months = [...new Set(secondCsv("expenses.csv").map((e) => e.date!.slice(0, 7)))].sort();
  for (const month of months) expect(ids.some((id) => id.endsWith(`/month/${month}`))).toBe(true);
  // Every link leads to the village's own pages, never the pilot's.
  const hrefs = [...xml.matchAll(/href="([^"]+)"/g)].map((m) => new URL(m[1]!).pathname);
  expect(hrefs.filter((h) => !h.startsWith("/villages/second-test-village"))).toEqual([]);
  expect((await request.get("/hi/villages/second-test-village/feed.xml")).status()).toBe(200);

  const csv = csvRecords(
    await (await request.get("/villages/second-test-village/data/expenses.csv")).text(),
  );
  expect(csv).toHaveLength(secondCsv("expenses.csv").length);
  expect(csv.reduce((s, r) => s + rupees(r.amount!), 0)).toBe(second.spent);
  const categories = await (
    await request.get("/villages/second-test-village/data/budget-categories.json")
  ).json();
  expect(
    categories.rows.reduce((s: number, r: { budgeted_inr: number }) => s + r.budgeted_inr, 0),
  ).toBe(
    (
      JSON.parse(readFileSync(join(SECOND, "plan.json"), "utf8")) as {
        budgetCategories: { budget: number }[];
      }
    ).budgetCategories.reduce((s, c) => s + c.budget, 0),
  );
  for (const path of [
    "/villages/second-test-village/data/nothing.csv",
    "/villages/no-such-village/data/expenses.csv",
    "/villages/no-such-village/feed.xml",
  ]) {
    expect((await request.get(path)).status(), path).toBe(404);
  }
});

test("a village whose files have a problem is left out of every figure, and says so", async ({
  page,
}) => {
  // e2e/fixtures/villages/under-review-village: its expenses.csv writes 18.500 for 18,500.
  for (const [path, title] of [
    ["/villages", "Figures under review"],
    ["/hi/villages", "आँकड़ों की जाँच चल रही है"],
  ] as const) {
    await page.goto(path);
    const review = page.locator("#under-review");
    await expect(review.locator("h2")).toHaveText(title);
    await expect(review.locator("li")).toHaveCount(1);
    await expect(page.locator("#villages tbody tr")).toHaveCount(2);
  }
  await page.goto("/villages");
  await expect(page.locator("#under-review li")).toContainText("Village under review");
  await expect(page.locator("#under-review li")).toContainText("1 problem in its files");
  const response = await page.goto("/villages/under-review-village");
  expect(response!.status()).toBe(404);
});

test("a village's share card is its own, drawn on request, in its language", async ({
  page,
  request,
}) => {
  for (const [path, card] of [
    ["/villages/second-test-village", "/og/villages/second-test-village.png"],
    ["/cg/villages/second-test-village/figures", "/og/villages/cg/second-test-village.png"],
  ] as const) {
    await page.goto(path);
    const image = await page.locator('meta[property="og:image"]').getAttribute("content");
    expect(new URL(image!).pathname).toBe(card);
    const res = await request.get(card);
    expect(res.status()).toBe(200);
    expect(res.headers()["content-type"]).toBe("image/png");
    const png = await res.body();
    // The PNG's own header: 1200 × 630.
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
  }
  // Another language's card is another picture; an unknown village has none.
  const en = await (await request.get("/og/villages/second-test-village.png")).body();
  const hi = await (await request.get("/og/villages/hi/second-test-village.png")).body();
  expect(en.equals(hi)).toBe(false);
  expect((await request.get("/og/villages/no-such-village.png")).status()).toBe(404);
  expect((await request.get("/og/villages/en/second-test-village.png")).status()).toBe(404);
});

test("a village's files are listed by their names in the page's language, each with its downloads", async ({
  page,
}) => {
  for (const lang of ["en", "hi", "cg"] as const) {
    const t = translator(lang);
    await page.goto(`${lang === "en" ? "" : `/${lang}`}/villages/second-test-village/transparency`);
    const files = page.locator("#data li").filter({ has: page.locator('a[href$=".csv"]') });
    await expect(files).toHaveText(
      [
        "transparency.openData.budget",
        "transparency.openData.monthly",
        "transparency.openData.expenses",
        "transparency.openData.funds",
        "transparency.openData.measurements",
        "transparency.openData.milestones",
      ].map((key) => `${t(key as MessageKey)}: CSV · JSON`),
    );
  }
});
