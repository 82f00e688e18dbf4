import { type Locator, type Page } from "@playwright/test";
import { expect, test } from "./support/test";
import { monthlyTimeline } from "../content/implementation";
import { translator } from "../lib/messages";
import { risks } from "../content/risks";

const t = translator("en");

const tabs = ["Phase Overview", "Monthly Timeline", "Risk Management", "Monitoring"] as const;

/** Clicks a tab until the island has hydrated and selected it (the dev server can be slow). */
async function selectTab(page: Page, name: string) {
  const tab = page.getByRole("tab", { name });
  await expect(async () => {
    await tab.click();
    await expect(tab).toHaveAttribute("aria-selected", "true", { timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
}

async function expectLinks(region: Locator, links: Record<string, string>) {
  for (const [name, href] of Object.entries(links)) {
    await expect(region.getByRole("link", { name })).toHaveAttribute("href", href);
  }
}

test("hero figures, default tab, phase overview and closing links", async ({ page }) => {
  const response = await page.goto("/implementation-timeline");
  expect(response?.status()).toBe(200);
  await expect(
    page.getByRole("heading", { level: 1, name: "Implementation Timeline" }),
  ).toBeVisible();
  const hero = page.getByRole("main").locator("section").first();
  for (const [label, value] of [
    ["Months", "36"],
    ["Phases", "3"],
    ["Total investment", "₹1.63 Cr"],
  ] as const) {
    await expect(hero.getByText(label, { exact: true })).toBeVisible();
    await expect(hero.getByText(value, { exact: true })).toBeVisible();
  }
  await expect(hero.getByText("Oct 2025 – Dec 2027")).toBeVisible();

  await expect(page.getByRole("tab", { name: "Phase Overview" })).toHaveAttribute(
    "aria-selected",
    "true",
  );
  const overview = page.getByRole("tabpanel", { name: "Phase Overview" });
  for (const [budget, share] of [
    ["₹93 lakh", "57%"],
    ["₹35 lakh", "21%"],
  ] as const) {
    await expect(overview.getByText(budget, { exact: true }).first()).toBeVisible();
    await expect(overview.getByText(share, { exact: true }).first()).toBeVisible();
  }
  await expect(overview.getByText(/15 months/)).toBeVisible();
  await expect(overview.getByRole("table", { name: "Budget split by phase" })).toBeAttached();
  await expect(overview.getByText("The 3 phases add up to ₹1.63 Cr.")).toBeVisible();
  await expect(page.getByRole("tabpanel", { name: "Monthly Timeline" })).toBeHidden();

  await expectLinks(page.getByRole("region", { name: "Keep exploring" }), {
    "Transformation Framework": "/transformation-framework",
    "Progress Dashboard": "/dashboard-v2",
    "Evidence Base": "/evidence",
  });
});

test("tabs switch by click and by keyboard", async ({ page }) => {
  await page.goto("/implementation-timeline");
  await selectTab(page, "Monthly Timeline");
  const monthly = page.getByRole("tabpanel", { name: "Monthly Timeline" });
  await expect(monthly.getByRole("heading", { name: "Oct 2025" })).toBeVisible();
  await expect(monthly.getByRole("heading", { name: "Dec 2027" })).toBeVisible();
  await expect(monthly.getByRole("heading", { level: 4 })).toHaveCount(monthlyTimeline.length);
  await expect(monthly.getByText("₹93 lakh over 6 months")).toBeVisible();
  await expect(monthly.getByText("₹35 lakh over 15 months")).toBeVisible();
  await expect(page.getByRole("tabpanel", { name: "Phase Overview" })).toBeHidden();

  await page.getByRole("tab", { name: "Monthly Timeline" }).press("ArrowRight");
  const riskTab = page.getByRole("tab", { name: "Risk Management" });
  await expect(riskTab).toBeFocused();
  await expect(riskTab).toHaveAttribute("aria-selected", "true");
  const riskPanel = page.getByRole("tabpanel", { name: "Risk Management" });
  const matrix = riskPanel.getByRole("table", { name: "Probability × impact matrix" });
  for (const level of ["Low", "Medium", "High"]) {
    await expect(matrix.getByRole("rowheader", { name: level })).toBeVisible();
    await expect(matrix.getByRole("columnheader", { name: level })).toBeVisible();
  }
  const register = riskPanel.getByRole("table", { name: "Risk register" });
  await expect(register.getByRole("row")).toHaveCount(risks.length + 1);
  await expect(
    riskPanel.getByRole("link", { name: "Open the risk management matrix" }),
  ).toHaveAttribute("href", "/risk-management");

  await riskTab.press("End");
  await expect(page.getByRole("tab", { name: "Monitoring" })).toHaveAttribute(
    "aria-selected",
    "true",
  );
  const monitoring = page.getByRole("tabpanel", { name: "Monitoring" });
  await expect(
    monitoring.getByRole("heading", { name: "Where the programme stands today" }),
  ).toBeVisible();
  await expect(
    monitoring.getByRole("progressbar", { name: "0 of 36 months passed" }),
  ).toBeVisible();
  await expect(monitoring.getByText("Review months: Mar 2026, Sep 2026, Dec 2027")).toBeVisible();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("every tab's content is shown", async ({ page }) => {
    await page.goto("/implementation-timeline");
    const panel = (name: string) => page.getByRole("tabpanel", { name });
    await expect(
      panel("Phase Overview").getByRole("heading", { name: "Phase 1: Foundation" }),
    ).toBeVisible();
    const monthly = panel("Monthly Timeline");
    await expect(monthly.getByRole("heading", { name: "Nov 2027" })).toBeVisible();
    const first = monthlyTimeline[0]!.activities[0]!.id;
    await expect(monthly.getByText(t(`implementation-timeline.plan.${first}.title`))).toBeVisible();
    const riskPanel = panel("Risk Management");
    await expect(riskPanel.getByRole("table", { name: "Risk register" })).toBeVisible();
    await expect(riskPanel.getByText(t("risk-management.risk.R1.contingency"))).toBeVisible();
    await expect(riskPanel.getByRole("rowheader", { name: "High", exact: true })).toBeVisible();
    await expect(
      panel("Monitoring").getByRole("heading", { name: "How progress is reviewed" }),
    ).toBeVisible();
    for (const name of tabs) await expect(panel(name)).toBeVisible();
  });
});

test("Hindi and Chhattisgarhi translate headings, tabs and link targets", async ({ page }) => {
  await page.goto("/hi/implementation-timeline");
  await expect(
    page.getByRole("heading", { level: 1, name: "काम लागू करने की समय-रेखा" }),
  ).toBeVisible();
  await expect(page.getByRole("tab", { name: "चरणों का सार" })).toHaveAttribute(
    "aria-selected",
    "true",
  );
  await expect(page.getByRole("tab", { name: "जोखिम प्रबंधन" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "चरण 1: नींव" })).toBeVisible();
  await expect(page.getByText("₹1.63 करोड़", { exact: true })).toBeVisible();
  await expectLinks(page.getByRole("region", { name: "आगे देखें" }), {
    "बदलाव की रूपरेखा": "/hi/transformation-framework",
    "प्रगति डैशबोर्ड": "/hi/dashboard-v2",
    "आँकड़े और प्रमाण": "/hi/evidence",
  });

  await page.goto("/cg/implementation-timeline");
  await expect(page.getByRole("heading", { level: 1, name: "काम लागू करे के समय-रेखा" })).toBeVisible();
  await expect(page.getByRole("tab", { name: "नजर रखई" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "चरन 1: नेंव" })).toBeVisible();
  await expect(
    page.getByRole("region", { name: "आगू देखव" }).getByRole("link").first(),
  ).toHaveAttribute("href", "/cg/transformation-framework");
});
