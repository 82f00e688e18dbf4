import { type Page } from "@playwright/test";
import { expect, test } from "./support/test";
import { budgetCategories } from "../content/budget-categories";
import { kpis, kpisOf } from "../content/kpis";
import { getPilot } from "../lib/programme";
import { monthlyExpensesOf } from "../content/transparency";
import { parseCsv } from "../lib/open-data";
import { settle } from "./support/watch";

const months = ["Jan 2025", "Feb 2025", "Mar 2025", "Apr 2025", "May 2025", "Jun 2025"];

async function expectFinancialTab(page: Page) {
  const panel = page.getByRole("tabpanel", { name: "Financial Dashboard" });
  await expect(panel).toBeVisible();
  const budget = panel.getByRole("table", { name: "Budget by category" });
  for (const c of budgetCategories) {
    await expect(budget.getByRole("row", { name: new RegExp(c.category) })).toContainText(
      /₹\d+\.0 lakh/,
    );
  }
  await expect(budget.getByRole("row", { name: /Starlink Infrastructure/ })).toContainText(
    "₹45.0 lakh₹0.0 lakh₹45.0 lakh",
  );
  await expect(panel.getByText("Pre-Implementation", { exact: true })).toBeVisible();
  await expect(panel.getByText("Starting Q4 2025")).toBeVisible();
  await expect(panel.getByText("Pending Start", { exact: true })).toBeVisible();
  for (const month of months) {
    const row = panel.getByRole("row", { name: new RegExp(month) });
    await expect(row).toContainText("₹0");
    await expect(row).toContainText("Pre-Launch");
  }
}

test("transparency hub: hero, default tab, financial content and closing links", async ({
  page,
}) => {
  const response = await page.goto("/transparency");
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1, name: "Transparency Hub" })).toBeVisible();
  const main = page.getByRole("main");
  for (const figure of ["₹1.63 Cr", "₹9,071", "100%"])
    await expect(main.getByText(figure).first()).toBeVisible();
  await expect(main.getByText("Live expense tracking")).toBeVisible();

  await expect(page.getByRole("tab", { name: "Financial Dashboard" })).toHaveAttribute(
    "aria-selected",
    "true",
  );
  await expectFinancialTab(page);
  await expect(page.getByRole("tabpanel", { name: "Verification" })).toBeHidden();

  const links = {
    "Review the Evidence": "/evidence",
    "Open the Progress Dashboard": "/dashboard",
    "Explore Investment": "/investment",
  };
  for (const [name, href] of Object.entries(links)) {
    await expect(main.getByRole("link", { name })).toHaveAttribute("href", href);
  }
});

test("transparency hub: tabs switch by click and by keyboard", async ({ page }) => {
  await page.goto("/transparency");
  // The tabs are an island: they switch once the page's scripts have run.
  await settle(page);
  await page.getByRole("tab", { name: "Progress Tracking" }).click();
  const progress = page.getByRole("tabpanel", { name: "Progress Tracking" });
  await expect(progress.getByRole("heading", { name: "Digital fluency" })).toBeVisible();
  await expect(progress.getByText("Planning", { exact: true })).toHaveCount(4);
  await expect(progress.getByText("Last updated: Pre-launch baseline").first()).toBeVisible();
  await expect(page.getByRole("tabpanel", { name: "Financial Dashboard" })).toBeHidden();

  await page.getByRole("tab", { name: "Progress Tracking" }).press("ArrowRight");
  await expect(page.getByRole("tab", { name: "Impact Analysis" })).toBeFocused();
  await expect(page.getByRole("tab", { name: "Impact Analysis" })).toHaveAttribute(
    "aria-selected",
    "true",
  );
  const impact = page.getByRole("tabpanel", { name: "Impact Analysis" });
  await expect(impact.getByRole("row", { name: /Total/ })).toContainText("₹9,071");
  await expect(impact.getByRole("heading", { name: "ROI projections" })).toBeVisible();

  await page.keyboard.press("ArrowRight");
  const verification = page.getByRole("tabpanel", { name: "Verification" });
  await expect(verification.getByRole("heading", { name: "Audit schedule" })).toBeVisible();
  await expect(verification.getByRole("link", { name: "See the Community Hub" })).toHaveAttribute(
    "href",
    "/community",
  );
  await expect(verification.getByRole("link", { name: "Share on WhatsApp" })).toHaveAttribute(
    "href",
    /^https:\/\/wa\.me\/\?text=.*%2Ftransparency$/,
  );
  await expect(
    verification.getByRole("link", { name: "What changed (Atom feed)" }),
  ).toHaveAttribute("href", "/feed.xml");
});

test("budget against actual before launch: the plan, and no month of it passed yet", async ({
  page,
}) => {
  await page.goto("/transparency");
  await settle(page);
  await page.getByRole("tab", { name: "Budget vs Actual" }).click();
  const panel = page.getByRole("tabpanel", { name: "Budget vs Actual" });
  await expect(
    panel.getByText(
      "These figures run to 30 June 2025, before the plan's first month (Oct 2025): no month of the plan has passed yet",
    ),
  ).toBeVisible();
  await expect(panel.getByText("Figures as of 30 June 2025")).toBeVisible();
  const byCategory = panel.getByRole("table", { name: "By category" });
  for (const c of budgetCategories) {
    await expect(byCategory.getByRole("row", { name: new RegExp(c.category) })).toContainText(
      "₹0₹0Nothing due yet",
    );
  }
  await expect(byCategory.getByRole("row", { name: /Starlink Infrastructure/ })).toContainText(
    "₹45,00,000Oct 2025 - Mar 2026",
  );
  // The plan line is the monthly plan's, over its 27 months; nothing is spent against it.
  const chart = panel.getByRole("img", {
    name: "Spending against the plan, added up month by month",
  });
  await expect(chart.locator('[data-line="planned"]')).toHaveCount(1);
  await expect(chart.locator('[data-line="spent"]')).toHaveCount(0);
  const byMonth = panel.getByRole("table", { name: "Month by month" });
  await expect(byMonth.locator("tbody tr")).toHaveCount(27);
  // Once ₹14,16,667, the categories' spread; now the monthly plan's October.
  await expect(byMonth.getByRole("row", { name: /Oct 2025/ })).toContainText(
    "₹10,00,000—Still ahead",
  );
  await expect(byMonth.getByRole("row", { name: /Dec 2027/ })).toContainText(
    "₹2,00,000—Still ahead",
  );
  await expect(panel.locator("[data-plan-basis]")).toHaveText(
    "The plan month by month is the programme's own month-by-month plan, which gives 27 of its 27 months (a phase's budget is spread evenly over any month it leaves out), so by the end of Phase 1 it plans to have spent ₹93,00,000.",
  );
});

test("in Hindi and Chhattisgarhi, its links keep the language", async ({ page }) => {
  // Aliases: routes.spec.ts; the translated text, heading and tabs: languages.spec.ts.
  for (const lang of ["hi", "cg"] as const) {
    expect((await page.goto(`/${lang}/transparency`))?.status()).toBe(200);
    await expect(page.getByRole("main").getByRole("link", { name: /डैशबोर्ड/ })).toHaveAttribute(
      "href",
      `/${lang}/dashboard`,
    );
  }
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  test("every tab's content is shown", async ({ page }) => {
    await page.goto("/transparency");
    await expectFinancialTab(page);
    const main = page.getByRole("main");
    await expect(
      main.getByRole("heading", { name: "Budget against actual", exact: true }),
    ).toBeVisible();
    await expect(main.getByRole("table", { name: "Month by month" })).toBeVisible();
    await expect(main.getByRole("heading", { name: "Health literacy and access" })).toBeVisible();
    await expect(
      main.getByRole("heading", { name: "Per-person investment breakdown" }),
    ).toBeVisible();
    await expect(main.getByRole("heading", { name: "Social impact metrics" })).toBeVisible();
    await expect(main.getByRole("heading", { name: "Verification process" })).toBeVisible();
    await expect(main.getByRole("heading", { name: "Transparency contacts" })).toBeVisible();
  });
});

test.describe("open data", () => {
  test("the page links every download with the download attribute", async ({ page }) => {
    await page.goto("/transparency");
    const links = page.locator("#open-data a[download]");
    // The page's six datasets (the sixth for CSR committees) and the ledger's four files, each as
    // CSV and JSON, and the template.
    await expect(links).toHaveCount(21);
    await expect(
      page.getByRole("link", { name: "Download Expenses, every payment as JSON" }),
    ).toHaveAttribute("href", "/data/expenses.json");
    await expect(
      page.getByRole("link", { name: "Download Budget categories as CSV" }),
    ).toHaveAttribute("href", "/data/budget-categories.csv");
    await expect(
      page.getByRole("link", {
        name: "Download For CSR committees: categories and Schedule VII items as CSV",
      }),
    ).toHaveAttribute("href", "/data/csr-categories.csv");
  });

  test("the accounts template downloads as an Excel workbook", async ({ page, request }) => {
    await page.goto("/transparency");
    await expect(
      page.getByRole("link", { name: "Download the accounts template as an Excel workbook" }),
    ).toHaveAttribute("href", "/data/accounts-template.xlsx");
    const res = await request.get("/data/accounts-template.xlsx");
    expect(res.status()).toBe(200);
    expect(res.headers()["content-type"]).toBe(
      "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    );
    // An xlsx file is a zip archive: it starts with PK.
    expect((await res.body()).subarray(0, 2).toString()).toBe("PK");
  });

  test("CSV files answer 200 and parse to the content", async ({ request }) => {
    const expected = {
      "budget-categories": budgetCategories.length,
      "monthly-expenses": monthlyExpensesOf(getPilot().ledger).length,
      kpis: kpis.length,
      // Nothing is recorded yet: the ledger's files are their header lines.
      expenses: 0,
      funds: 0,
      measurements: 0,
      milestones: 0,
      "budget-vs-actual-categories": budgetCategories.length,
      "csr-categories": budgetCategories.length,
      // October 2025 to December 2027, the monthly plan's months.
      "budget-vs-actual-months": 27,
    };
    for (const [id, rows] of Object.entries(expected)) {
      const res = await request.get(`/data/${id}.csv`);
      expect(res.status(), id).toBe(200);
      expect(res.headers()["content-type"]).toBe("text/csv; charset=utf-8");
      expect(res.headers()["content-disposition"]).toBe(`attachment; filename="${id}.csv"`);
      const [header, ...body] = parseCsv(await res.text());
      expect(body, id).toHaveLength(rows);
      if (id === "budget-categories") {
        expect(header).toEqual([
          "category",
          "budgeted_inr",
          "spent_inr",
          "pending_inr",
          "percent_spent",
          "timeline",
          "receipts",
        ]);
        expect(body.map((r) => r[0])).toEqual(budgetCategories.map((c) => c.category));
        expect(body[0]).toEqual([
          "Starlink Infrastructure",
          "4500000",
          "0",
          "4500000",
          "0",
          "Q4 2025",
          "0",
        ]);
      }
    }
  });

  test("a file that does not exist is the 404; a method other than GET gets 405 with Allow", async ({
    request,
  }) => {
    const missing = await request.get("/data/no-such-file.csv");
    expect(missing.status()).toBe(404);
    for (const method of ["POST", "PUT", "PATCH", "DELETE", "OPTIONS"]) {
      const res = await request.fetch("/data/funds.csv", { method });
      expect([method, res.status(), res.headers()["allow"]]).toEqual([method, 405, "GET, HEAD"]);
      expect(await res.text()).not.toContain("date,amount");
    }
    expect((await request.head("/data/funds.csv")).status()).toBe(200);
  });

  test("JSON files answer 200 and equal the content", async ({ request }) => {
    const budget = await request.get("/data/budget-categories.json");
    expect(budget.status()).toBe(200);
    expect(budget.headers()["content-type"]).toMatch(/^application\/json/);
    const rows = (await budget.json()).rows as {
      category: string;
      budgeted_inr: number;
      spent_inr: number;
    }[];
    expect(rows.map((r) => [r.category, r.budgeted_inr, r.spent_inr])).toEqual(
      budgetCategories.map((c) => [c.category, c.budgeted, 0]),
    );
    const monthly = (await (await request.get("/data/monthly-expenses.json")).json()).rows;
    expect(monthly).toEqual(
      monthlyExpensesOf(getPilot().ledger).map((m) => ({
        month: m.month,
        expenses_inr: 0,
        receipts: 0,
        verified: 0,
        status: "Pre-Launch",
      })),
    );
    const kpiJson = (await (await request.get("/data/kpis.json")).json()).rows as {
      id: string;
      current_percent: number;
      target_percent: number;
    }[];
    expect(kpiJson.map((k) => [k.id, k.current_percent, k.target_percent])).toEqual(
      kpisOf(getPilot().ledger).map((k) => [k.id, k.current, k.target]),
    );
  });
});
