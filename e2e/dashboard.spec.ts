import { type Page } from "@playwright/test";
import { expect, test } from "./support/test";
import { kpis } from "../content/kpis";
import { settle } from "./support/watch";

const stats = {
  "Total Raised": "₹0",
  "Funds Deployed": "₹0",
  "Families Helped": "0",
  "Project Completion": "0%",
};
const kpiValues = [
  ["Functional literacy", "58%", "95%"],
  ["Digital fluency", "15%", "100%"],
  ["Economic empowerment", "28%", "100%"],
  ["Health literacy and access", "20%", "100%"],
  ["Women's empowerment", "40%", "85%"],
  ["Smart agriculture", "10%", "85%"],
  ["Multilingual learning", "25%", "90%"],
  ["Community leadership", "35%", "100%"],
] as const;

async function expectStats(page: Page) {
  for (const [label, value] of Object.entries(stats)) {
    const stat = page
      .locator("dl > div")
      .filter({ has: page.getByText(label, { exact: true }) })
      .first();
    await expect(stat.locator("dd").first()).toHaveText(value);
  }
}

test("dashboard: hero badges, honest pre-launch stats, overview and closing links", async ({
  page,
}) => {
  const response = await page.goto("/dashboard");
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1, name: "Progress Dashboard" })).toBeVisible();
  const main = page.getByRole("main");
  await expect(main.getByText("Pre-Implementation", { exact: true }).first()).toBeVisible();
  await expect(main.getByText("Launch Q4 2025")).toBeVisible();
  await expectStats(page);

  await expect(page.getByRole("tab", { name: "Overview" })).toHaveAttribute(
    "aria-selected",
    "true",
  );
  const overview = page.getByRole("tabpanel", { name: "Overview" });
  for (const heading of [
    "Progress Overview",
    "Financial Tracking",
    "Impact Metrics",
    "Village Updates",
  ]) {
    await expect(overview.getByRole("heading", { name: heading })).toBeVisible();
  }
  await expect(overview.getByText("₹1.29 Cr")).toBeVisible();
  await expect(overview.getByRole("progressbar")).toHaveCount(3 + kpis.length);

  const links = {
    "Transformation Framework": "/transformation-framework",
    Timeline: "/timeline",
    "Transparency Hub": "/transparency-hub-v2",
    "Evidence Base": "/evidence",
  };
  for (const [name, href] of Object.entries(links)) {
    await expect(main.getByRole("link", { name, exact: true })).toHaveAttribute("href", href);
  }
});

test("dashboard: tabs switch by click and by keyboard", async ({ page }) => {
  await page.goto("/dashboard");
  // The tabs are an island: they switch once the page's scripts have run.
  await settle(page);
  await page.getByRole("tab", { name: "8 Core KPIs" }).click();
  const kpiPanel = page.getByRole("tabpanel", { name: "8 Core KPIs" });
  for (const [name, current, target] of kpiValues) {
    await expect(kpiPanel.getByRole("heading", { name, exact: true })).toBeVisible();
    await expect(
      kpiPanel.getByRole("progressbar", { name: `${name}: ${current} of ${target} target` }),
    ).toBeVisible();
  }
  await expect(kpiPanel.getByText("Target by Dec 2027").first()).toBeVisible();
  await expect(kpiPanel.getByText("Target by Jun 2026")).toBeVisible();
  await expect(kpiPanel.getByText("Target by Mar 2026")).toBeVisible();
  await expect(page.getByRole("tabpanel", { name: "Overview" })).toBeHidden();

  await page.getByRole("tab", { name: "8 Core KPIs" }).press("ArrowRight");
  await expect(page.getByRole("tab", { name: "Phase Timeline" })).toBeFocused();
  await expect(page.getByRole("tab", { name: "Phase Timeline" })).toHaveAttribute(
    "aria-selected",
    "true",
  );
  const phases = page.getByRole("tabpanel", { name: "Phase Timeline" });
  await expect(phases.getByText("₹93 lakh (57% of the total)")).toBeVisible();
  await expect(phases.getByText("₹35 lakh (21% of the total)")).toHaveCount(2);

  await page.keyboard.press("ArrowRight");
  const financial = page.getByRole("tabpanel", { name: "Financial" });
  await expect(financial.getByText("₹1.63 Cr").first()).toBeVisible();
  await expect(financial.getByText("10%", { exact: true })).toBeVisible();
  await expect(
    financial.getByRole("row", { name: "Community programmes ₹22 lakh 13%" }),
  ).toBeVisible();

  await page.keyboard.press("ArrowRight");
  const baseline = page.getByRole("tabpanel", { name: "Baseline Data" });
  await expect(baseline.getByText("50 km")).toBeVisible();
  await expect(baseline.getByText("1,797")).toBeVisible();
});

test("dashboard reached by a link from another page: the tabs switch by click and by keyboard", async ({
  page,
}) => {
  await page.goto("/");
  await settle(page);
  // A mark on the window survives only a navigation the app makes itself, without a reload.
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  await page.getByRole("link", { name: "Track Progress" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Dashboard");
  expect(await page.evaluate(() => "sameDocument" in window)).toBe(true);

  await page.getByRole("tab", { name: "8 Core KPIs" }).click();
  await expect(page.getByRole("tabpanel", { name: "8 Core KPIs" })).toBeVisible();
  await expect(page.getByRole("tabpanel", { name: "Overview" })).toBeHidden();
  await page.getByRole("tab", { name: "8 Core KPIs" }).press("ArrowRight");
  await expect(page.getByRole("tab", { name: "Phase Timeline" })).toBeFocused();
  await expect(page.getByRole("tabpanel", { name: "Phase Timeline" })).toBeVisible();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  test("every tab's content is shown", async ({ page }) => {
    await page.goto("/dashboard");
    const main = page.getByRole("main");
    await expectStats(page);
    await expect(main.getByRole("heading", { name: "Village Updates" })).toBeVisible();
    await expect(
      main.getByRole("heading", { name: "Community leadership", exact: true }),
    ).toBeVisible();
    await expect(main.getByRole("heading", { name: "Phase 3: Completion" })).toBeVisible();
    await expect(main.getByText("₹93 lakh (57% of the total)")).toBeVisible();
    await expect(
      main.getByRole("row", { name: "Community programmes ₹22 lakh 13%" }),
    ).toBeVisible();
    await expect(main.getByText("50 km")).toBeVisible();
  });
});
