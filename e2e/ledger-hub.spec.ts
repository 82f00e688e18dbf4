import { type Locator, type Page } from "@playwright/test";
import { expect, test } from "./support/test";
import { phases } from "../content/budget";
import { budgetCategories } from "../content/budget-categories";
import { monthlyTimeline } from "../content/implementation";
import { seriousAxeViolations } from "./support/axe";
import { csvRecords, fixtureCsv } from "./support/csv";
import { fixtureStatus as status } from "./support/fixture-ledger";
import { documentedDigest } from "./support/month-digest";
import { settle } from "./support/watch";

/**
 * The transparency hub on the fixture build (e2e/fixtures/actuals: eight months into Phase 1, as
 * of 31 May 2026). Every figure is worked out here from the fixture's files with the ledger specs'
 * own small CSV reader (e2e/support/csv.ts) and sums, not through content/ledger, and compared
 * with what the pages and the downloads show. Only the plan (budgets, quarters, phases) comes
 * from the content modules.
 */

const file = fixtureCsv;
const rupees = (text: string) => Number(text.replace(/,/g, ""));
const total = (values: number[]) => values.reduce((a, b) => a + b, 0);

const expenses = file("expenses.csv").map((e) => ({
  date: e.date!,
  month: e.date!.slice(0, 7),
  category: e.category!,
  amount: rupees(e.amount!),
  receipt: e.receipt!,
  verified: e.verified!,
  payee: e.payee!,
  payeeType: e.payee_type ?? "",
  corrects: e.corrects ?? "",
  reason: e.reason ?? "",
}));
/** The fixture's honorarium is paid to a person, whose name is never published. */
const PERSON = expenses.find((e) => e.payeeType === "person")!.payee;
const funds = file("funds.csv");
const measurements = file("measurements.csv");
const milestones = file("milestones.csv");

const ASOF_MONTH = status.asOf.slice(0, 7);
const SPENT = total(expenses.map((e) => e.amount));
const RAISED = total(funds.map((f) => rupees(f.amount!)));
const RECEIPTS = expenses.filter((e) => e.receipt !== "").length;
const VERIFIED = expenses.filter((e) => e.verified === "yes").length;
const spentOn = (category: string) =>
  total(expenses.filter((e) => e.category === category).map((e) => e.amount));

/** Every month from `from` to `to`, both included. */
function monthsBetween(from: string, to: string): string[] {
  const out: string[] = [];
  let [y, m] = from.split("-").map(Number) as [number, number];
  for (;;) {
    const month = `${y}-${String(m).padStart(2, "0")}`;
    if (month > to) return out;
    out.push(month);
    [y, m] = m === 12 ? [y + 1, 1] : [y, m + 1];
  }
}

/** Indian grouping and lakh, as the pages write figures. */
const grouped = new Intl.NumberFormat("en-IN");
const oneDecimal = new Intl.NumberFormat("en-IN", {
  minimumFractionDigits: 1,
  maximumFractionDigits: 1,
});
const inr = (n: number) => `₹${grouped.format(n)}`;
const lakh = (n: number) => `₹${oneDecimal.format(n / 1_00_000)} lakh`;
const monthName = (month: string) =>
  new Date(`${month}-01T00:00:00Z`).toLocaleString("en-US", {
    month: "short",
    year: "numeric",
    timeZone: "UTC",
  });
const dayName = (day: string) =>
  new Date(`${day}T00:00:00Z`).toLocaleString("en-GB", {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  });

/** The plan's spread: each budget evenly over its quarter's start to its phase's end. */
const plan = budgetCategories.map((c) => {
  const [, q, year] = /^Q(\d) (\d{4})$/.exec(c.timeline)!;
  const from = `${year}-${String((Number(q) - 1) * 3 + 1).padStart(2, "0")}`;
  const phase = phases.find((p) => p.period.from <= from && from <= p.period.to)!;
  const months = monthsBetween(from, phase.period.to);
  const base = Math.floor(c.budgeted / months.length);
  const extra = c.budgeted - base * months.length;
  const perMonth = new Map(months.map((m, i) => [m, base + (i < extra ? 1 : 0)]));
  const plannedToDate = total([...perMonth].filter(([m]) => m <= ASOF_MONTH).map(([, v]) => v));
  return { ...c, perMonth, plannedToDate, spent: spentOn(c.category), last: phase.period.to };
});
/** The plan month by month is the monthly plan's own spending, to the last phase's end. */
const PLAN_END = phases.at(-1)!.period.to;
const planMonths = monthsBetween("2025-10", PLAN_END > ASOF_MONTH ? PLAN_END : ASOF_MONTH);
const monthlyPlan = new Map(monthlyTimeline.map((m) => [m.month, m.budget]));
const plannedIn = (month: string) => monthlyPlan.get(month) ?? 0;
const PLANNED_BY_ASOF = total(planMonths.filter((m) => m <= ASOF_MONTH).map(plannedIn));
const spentIn = (month: string) =>
  total(expenses.filter((e) => e.month === month).map((e) => e.amount));
const varianceText = (amount: number) =>
  amount < 0 ? `${inr(-amount)} under plan` : amount > 0 ? `${inr(amount)} over plan` : "On plan";

function cells(row: Locator) {
  return row.locator("th, td").allInnerTexts();
}

async function openTab(page: Page, name: string) {
  await settle(page);
  await page.getByRole("tab", { name }).click();
  const panel = page.getByRole("tabpanel", { name });
  await expect(panel).toBeVisible();
  return panel;
}

test("the fixture is what these tests expect: eight months into Phase 1", () => {
  expect(status).toMatchObject({ asOf: "2026-05-31", stage: "Implementation" });
  // 300 generated rows, then a person's honorarium and a correction's reversal and re-record.
  expect(expenses).toHaveLength(303);
  expect(SPENT).toBeGreaterThan(0);
});

test("hero and financial tab: stage, totals, receipts and audit from the ledger", async ({
  page,
}) => {
  await page.goto("/transparency");
  const main = page.getByRole("main");
  await expect(main.getByText("Implementation", { exact: true }).first()).toBeVisible();
  await expect(main.getByText("Started Q4 2025").first()).toBeVisible();
  await expect(main.getByText("Pre-Implementation", { exact: true })).toHaveCount(0);
  await expect(main.getByText(/Nothing has been raised or spent/)).toHaveCount(0);
  await expect(
    main.getByText(`So far ${inr(RAISED)} has been received and ${inr(SPENT)} spent`),
  ).toBeVisible();
  const tracking = main.locator(".ui-stat", { hasText: "Live expense tracking" });
  await expect(tracking).toContainText(inr(SPENT));
  await expect(tracking).not.toContainText("work has not started");
  const percent = Math.floor((VERIFIED / expenses.length) * 100);
  await expect(main.locator(".ui-stat", { hasText: "Receipt verification" })).toContainText(
    `${percent}%${VERIFIED} of ${expenses.length} payments checked against a receipt`,
  );

  const panel = page.getByRole("tabpanel", { name: "Financial Dashboard" });
  await expect(panel.getByText(`Spent so far: ${inr(SPENT)}`)).toBeVisible();
  await expect(
    panel.getByText(`${inr(RAISED)} received and ${inr(SPENT)} spent so far.`),
  ).toBeVisible();
  const receipts = panel.locator(".ui-card", { hasText: "Receipts and verification" });
  await expect(receipts.locator("dd").nth(0)).toHaveText(String(RECEIPTS));
  await expect(receipts.locator("dd").nth(1)).toHaveText(String(VERIFIED));
  await expect(receipts.locator("dd").nth(2)).toHaveText(`${percent}%`);
  // Some receipts are still being checked.
  expect(VERIFIED).toBeLessThan(expenses.length);
  await expect(receipts.locator("dd").nth(3)).toHaveText("In Progress");

  const budget = panel.getByRole("table", { name: "Budget by category" });
  for (const c of plan) {
    const pending = c.budgeted - c.spent;
    expect(await cells(budget.getByRole("row", { name: new RegExp(c.category) }))).toEqual([
      c.category,
      lakh(c.budgeted),
      lakh(c.spent),
      lakh(pending),
      `${Math.round((c.spent / c.budgeted) * 100)}%`,
      c.timeline,
      String(expenses.filter((e) => e.category === c.category && e.receipt !== "").length),
    ]);
  }
  const totals = await cells(budget.locator("tfoot tr"));
  expect(totals.slice(0, 4)).toEqual([
    "Total",
    lakh(total(plan.map((c) => c.budgeted))),
    lakh(SPENT),
    lakh(total(plan.map((c) => c.budgeted)) - SPENT),
  ]);

  const monthly = panel.getByRole("table", { name: "Monthly expenses" });
  const months = monthsBetween("2025-01", ASOF_MONTH);
  await expect(monthly.locator("tbody tr")).toHaveCount(months.length);
  for (const [i, month] of months.entries()) {
    const rows = expenses.filter((e) => e.month === month);
    // Before launch, Pre-Launch; every month after it has ended by 31 May 2026, Closed.
    const expected = month < "2025-10" ? "Pre-Launch" : "Closed";
    expect(await cells(monthly.locator("tbody tr").nth(i))).toEqual([
      monthName(month),
      inr(total(rows.map((e) => e.amount))),
      String(rows.filter((e) => e.receipt !== "").length),
      String(rows.filter((e) => e.verified === "yes").length),
      expected,
      // A closed month's digest, as the text under the table defines it.
      expected === "Closed" ? documentedDigest(month) : "Not yet",
    ]);
  }

  // Each correction: the row it corrects, the signed change and why; a person is never named.
  const corrections = panel.getByRole("table", { name: "Corrections" });
  const fixes = expenses.filter((e) => e.corrects !== "");
  await expect(corrections.locator("tbody tr")).toHaveCount(fixes.length);
  for (const [i, fix] of fixes.entries()) {
    const original = expenses.find((e) => e.receipt === fix.corrects && e.corrects === "")!;
    const sign = fix.amount < 0 ? "−" : "+";
    expect(await cells(corrections.locator("tbody tr").nth(i))).toEqual([
      dayName(fix.date),
      `Expense of ${dayName(original.date)}, ${original.category}, ${inr(original.amount)}, receipt ${original.receipt}, paid to ${original.payee}`,
      `${sign}${inr(Math.abs(fix.amount))}`,
      fix.reason,
    ]);
  }
  expect(await page.content()).not.toContain(PERSON);
});

test("budget against actual: by category and by month, with the chart", async ({ page }) => {
  await page.goto("/transparency");
  const panel = await openTab(page, "Budget vs Actual");
  const planned = PLANNED_BY_ASOF;
  const categoriesPlanned = total(plan.map((c) => c.plannedToDate));
  await expect(panel.locator("[data-budget-status]")).toHaveText(
    `By 31 May 2026, the plan had set out to spend ${inr(planned)}; ${inr(SPENT)} has been spent. That is ${varianceText(SPENT - planned)}.`,
  );
  await expect(panel.getByText("Figures as of 31 May 2026")).toBeVisible();

  const byCategory = panel.getByRole("table", { name: "By category" });
  for (const c of plan) {
    const months = [...c.perMonth.keys()];
    const span =
      months[0]!.slice(0, 4) === months.at(-1)!.slice(0, 4)
        ? `${monthName(months[0]!).slice(0, 3)} - ${monthName(months.at(-1)!)}`
        : `${monthName(months[0]!)} - ${monthName(months.at(-1)!)}`;
    expect(await cells(byCategory.getByRole("row", { name: new RegExp(c.category) }))).toEqual([
      c.category,
      inr(c.budgeted),
      span,
      inr(c.plannedToDate),
      inr(c.spent),
      varianceText(c.spent - c.plannedToDate),
    ]);
  }
  expect(await cells(byCategory.locator("tfoot tr"))).toEqual([
    "Total",
    inr(total(plan.map((c) => c.budgeted))),
    "",
    inr(categoriesPlanned),
    inr(SPENT),
    varianceText(SPENT - categoriesPlanned),
  ]);

  const byMonth = panel.getByRole("table", { name: "Month by month" });
  await expect(byMonth.locator("tbody tr")).toHaveCount(planMonths.length);
  for (const [i, month] of planMonths.entries()) {
    const ahead = month > ASOF_MONTH;
    expect(await cells(byMonth.locator("tbody tr").nth(i))).toEqual([
      monthName(month),
      inr(plannedIn(month)),
      ahead ? "—" : inr(spentIn(month)),
      ahead ? "Still ahead" : varianceText(spentIn(month) - plannedIn(month)),
    ]);
  }

  const chart = panel.getByRole("img", {
    name: "Spending against the plan, added up month by month",
    exact: true,
  });
  await expect(chart).toBeVisible();
  await expect(chart.locator("desc")).toHaveText(
    `The plan line rises to ${inr(total(planMonths.map(plannedIn)))} by Dec 2027. Spending reached ${inr(SPENT)} by May 2026, against ${inr(planned)} planned by then.`,
  );
  await expect(chart.locator('[data-line="spent"]')).toHaveCount(1);
  await expect(chart.locator('[data-line="planned"]')).toHaveCount(1);
});

/** The tab panel shown: the sweep checks the rest of the hub with axe, on the real build. */
const openPanel = '[role="tabpanel"][data-state="active"]';

for (const colorScheme of ["light", "dark"] as const) {
  test.describe(`in the ${colorScheme} theme`, () => {
    test.use({ colorScheme });
    test("the budget tab passes axe: contrast, labels, tables and the chart", async ({ page }) => {
      await page.goto("/transparency");
      await openTab(page, "Budget vs Actual");
      expect(await seriousAxeViolations(page, { within: openPanel })).toEqual([]);
    });
    test("the financial tab passes axe: the month digests and the corrections", async ({
      page,
    }) => {
      await page.setViewportSize({ width: 360, height: 800 });
      await page.goto("/transparency");
      await openTab(page, "Financial Dashboard");
      expect(await seriousAxeViolations(page, { within: openPanel })).toEqual([]);
      // At 360 px the page never scrolls sideways: the tables scroll inside their boxes.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        360,
      );
    });
  });
}

test("progress tab: measured values and their dates", async ({ page }) => {
  await page.goto("/transparency");
  const panel = await openTab(page, "Progress Tracking");
  await expect(panel.getByText("Figures as of 31 May 2026")).toBeVisible();
  await expect(panel.getByText(/at their latest measurement/)).toBeVisible();
  const digital = measurements.find((m) => m.kpi === "digital")!;
  const card = panel.locator(".ui-card", { hasText: "Digital fluency" });
  await expect(card).toContainText(`${digital.value}%`);
  await expect(card).toContainText("Measured 31 March 2026");
  await expect(card).toContainText("Active");
});

test("verification tab: the audit schedule follows the receipts' checking", async ({ page }) => {
  await page.goto("/transparency");
  const panel = await openTab(page, "Verification");
  const schedule = panel.getByRole("table", { name: "Audit schedule" });
  // Every check's first due date has passed by 31 May 2026, and receipts are still being checked.
  await expect(schedule.locator("tbody tr")).toHaveCount(5);
  await expect(schedule.getByText("In Progress", { exact: true })).toHaveCount(5);
  await expect(panel.getByText(/nothing has been spent|nothing to audit/)).toHaveCount(0);
});

test("the as-of date shows in each language's date format", async ({ page }) => {
  const expected = {
    "/transparency": ["Figures as of 31 May 2026", "Implementation"],
    "/hi/transparency": ["31 मई 2026 तक के आँकड़े", "काम जारी है"],
    "/cg/transparency": ["31 मई 2026 तक के आँकड़ा", "काम चलत हे"],
  };
  for (const [path, [asOf, stage]] of Object.entries(expected)) {
    await page.goto(path);
    const hero = page.locator("main section").first();
    await expect(hero.getByText(asOf!, { exact: true })).toBeVisible();
    await expect(hero.getByText(stage!, { exact: true })).toBeVisible();
    // The hero, the financial tab's totals, receipts and categories, the budget tab, progress.
    await expect(page.getByText(asOf!, { exact: true })).toHaveCount(6);
  }
});

test.describe("downloads", () => {
  test("the ledger's rows, in the team's own columns", async ({ request }) => {
    const csv = async (id: string) => {
      const res = await request.get(`/data/${id}.csv`);
      expect(res.status(), id).toBe(200);
      return csvRecords(await res.text());
    };
    const json = async (id: string) => (await (await request.get(`/data/${id}.json`)).json()).rows;

    const text = await (await request.get("/data/expenses.csv")).text();
    const jsonText = await (await request.get("/data/expenses.json")).text();
    for (const output of [text, jsonText]) expect(output).not.toContain(PERSON);
    const exp = await csv("expenses");
    expect(exp).toHaveLength(expenses.length);
    expect(total(exp.map((e) => Number(e.amount)))).toBe(SPENT);
    expect(exp.map((e) => [e.date, e.category, e.receipt, e.verified])).toEqual(
      expenses.map((e) => [e.date, e.category, e.receipt, e.verified]),
    );
    const expJson = (await json("expenses")) as { amount: number; verified: boolean }[];
    expect(total(expJson.map((e) => e.amount))).toBe(SPENT);
    expect(expJson.filter((e) => e.verified)).toHaveLength(VERIFIED);

    const fundRows = await csv("funds");
    expect(fundRows.map((f) => [f.date, Number(f.amount), f.source, f.donor])).toEqual(
      funds.map((f) => [f.date, rupees(f.amount!), f.source, f.donor]),
    );
    expect(fundRows.some((f) => f.donor === "")).toBe(true);
    expect(total(((await json("funds")) as { amount: number }[]).map((f) => f.amount))).toBe(
      RAISED,
    );

    expect((await csv("measurements")).map((m) => [m.kpi, m.date, m.value])).toEqual(
      measurements.map((m) => [m.kpi, m.date, m.value]),
    );
    expect(await json("milestones")).toEqual(
      milestones.map((m) => ({
        milestone: m.milestone,
        achieved: m.achieved,
        evidence: m.evidence,
      })),
    );
  });

  test("the page's figures: categories, months and budget against actual", async ({ request }) => {
    const categories = (await (await request.get("/data/budget-categories.json")).json()).rows as {
      category: string;
      spent_inr: number;
      pending_inr: number;
    }[];
    expect(categories.map((c) => [c.category, c.spent_inr, c.pending_inr])).toEqual(
      plan.map((c) => [c.category, c.spent, c.budgeted - c.spent]),
    );
    const monthly = (await (await request.get("/data/monthly-expenses.json")).json()).rows as {
      month: string;
      expenses_inr: number;
      status: string;
    }[];
    expect(monthly.map((m) => [m.month, m.expenses_inr])).toEqual(
      monthsBetween("2025-01", ASOF_MONTH).map((m) => [m, spentIn(m)]),
    );

    const bvaCategories = csvRecords(
      await (await request.get("/data/budget-vs-actual-categories.csv")).text(),
    );
    expect(
      bvaCategories.map((c) => [
        c.category,
        Number(c.budgeted_inr),
        Number(c.planned_to_date_inr),
        Number(c.spent_inr),
        Number(c.variance_inr),
        c.direction,
      ]),
    ).toEqual(
      plan.map((c) => [
        c.category,
        c.budgeted,
        c.plannedToDate,
        c.spent,
        c.spent - c.plannedToDate,
        c.spent < c.plannedToDate ? "under" : c.spent > c.plannedToDate ? "over" : "on",
      ]),
    );

    const bvaMonths = (await (await request.get("/data/budget-vs-actual-months.json")).json())
      .rows as {
      month: string;
      planned_inr: number;
      spent_inr: number | null;
      variance_inr: number | null;
      planned_to_date_inr: number;
      spent_to_date_inr: number | null;
    }[];
    let plannedSoFar = 0;
    let spentSoFar = 0;
    expect(bvaMonths).toEqual(
      planMonths.map((month) => {
        plannedSoFar += plannedIn(month);
        const ahead = month > ASOF_MONTH;
        spentSoFar += ahead ? 0 : spentIn(month);
        const variance = spentIn(month) - plannedIn(month);
        return {
          month,
          planned_inr: plannedIn(month),
          plan_basis: "monthly plan",
          spent_inr: ahead ? null : spentIn(month),
          variance_inr: ahead ? null : variance,
          direction: ahead ? null : variance < 0 ? "under" : variance > 0 ? "over" : "on",
          planned_to_date_inr: plannedSoFar,
          spent_to_date_inr: ahead ? null : spentSoFar,
        };
      }),
    );
    expect(bvaMonths.at(-1)!.planned_to_date_inr).toBe(total(phases.map((p) => p.budget)));
  });
});
