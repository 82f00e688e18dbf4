import { type Page } from "@playwright/test";
import { expect, test } from "./support/test";

/** The spec §9 'Execution plans' figures each page must show, and its translated headings. */
const plans = [
  {
    path: "/digital-services-execution",
    h1: "Digital Services Hub Execution Plan",
    summary: ["₹9 lakh", "₹9,00,000", "18 months", "40"],
    tables: { "Projected revenue by year": ["₹12 lakh", "₹24 lakh", "₹36 lakh"] },
    portfolio: "Service Portfolio",
    hi: { h1: "डिजिटल सेवा केंद्र की कार्ययोजना", section: "तिमाही योजना", badge: "योजना में" },
    cg: { section: "तिमाही के योजना", badge: "योजना म" },
  },
  {
    path: "/agri-processing-execution",
    h1: "Agri-Processing Center Execution Plan",
    summary: ["₹30 lakh", "150", "₹1.2 Cr", "25"],
    tables: { "Share of sales by channel": ["35%", "45%", "15%", "5%"] },
    portfolio: "Products and Sales Channels",
    hi: { h1: "उपज प्रोसेसिंग केंद्र की कार्ययोजना", section: "तिमाही योजना", badge: "योजना में" },
    cg: { section: "तिमाही के योजना", badge: "योजना म" },
  },
  {
    path: "/village-tourism-execution",
    h1: "Digital Village Tourism Execution Plan",
    summary: ["₹21 lakh", "1,200", "30", "4"],
    tables: { "Revenue split by stream": ["40%", "35%", "15%", "10%"] },
    portfolio: "Packages and Seasons",
    hi: { h1: "डिजिटल गाँव पर्यटन की कार्ययोजना", section: "तिमाही योजना", badge: "योजना में" },
    cg: { section: "तिमाही के योजना", badge: "योजना म" },
  },
];

async function expectAllPlanned(page: Page, planned: string) {
  const quarters = page
    .locator("#quarterly-plan")
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { level: 3 }) });
  await expect(quarters).toHaveCount(6);
  await expect(page.locator("#quarterly-plan").getByText(planned, { exact: true })).toHaveCount(6);
}

test.describe("execution plan pages", () => {
  for (const plan of plans) {
    test(`${plan.path} renders its figures, quarters and projections`, async ({ page }) => {
      const response = await page.goto(plan.path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1, name: plan.h1 })).toBeVisible();

      const summary = page.locator("#summary");
      for (const figure of plan.summary)
        await expect(summary.getByText(figure, { exact: true })).toBeVisible();

      await expectAllPlanned(page, "Planned");
      await expect(page.getByText("In Progress", { exact: true })).toHaveCount(0);
      const kpiBars = page.locator("#quarterly-plan").getByRole("progressbar");
      expect(await kpiBars.count()).toBeGreaterThan(6);
      await expect(kpiBars.first()).toHaveAttribute("aria-valuenow", "0");

      await expect(page.getByRole("heading", { level: 2, name: plan.portfolio })).toBeVisible();
      for (const [title, values] of Object.entries(plan.tables)) {
        const table = page.getByRole("table", { name: title });
        for (const value of values) await expect(table).toContainText(value);
      }
      await expect(
        page.getByRole("link", { name: "See the budget on the Transparency Hub" }),
      ).toHaveAttribute("href", "/transparency");
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
    });

    test(`${plan.path} in Hindi and Chhattisgarhi`, async ({ page }) => {
      await page.goto(`/hi${plan.path}`);
      await expect(page.getByRole("heading", { level: 1, name: plan.hi.h1 })).toBeVisible();
      await expect(page.getByRole("heading", { level: 2, name: plan.hi.section })).toBeVisible();
      await expectAllPlanned(page, plan.hi.badge);
      await page.goto(`/cg${plan.path}`);
      await expect(page.getByRole("heading", { level: 2, name: plan.cg.section })).toBeVisible();
      await expectAllPlanned(page, plan.cg.badge);
    });
  }

  test("the tourism packages show their prices, durations and capacities", async ({ page }) => {
    await page.goto("/village-tourism-execution");
    const packages = [
      ["Village Life Experience", "₹3,500 per person", "2 days", "Up to 15 visitors"],
      ["Digital Village Immersion", "₹6,500 per person", "3 days", "Up to 10 visitors"],
      ["Culture and Forest Trail", "₹15,000 per person", "5 days", "Up to 8 visitors"],
      ["Group and CSR Volunteering Retreat", "₹8,000 per person", "2 days", "Up to 25 visitors"],
    ];
    for (const [name, price, days, capacity] of packages) {
      const card = page
        .getByRole("listitem")
        .filter({ has: page.getByRole("heading", { level: 4, name }) });
      await expect(card).toContainText(price!);
      await expect(card).toContainText(days!);
      await expect(card).toContainText(capacity!);
    }
  });
});

test.describe("expert advisory board", () => {
  test("presents the open seats and how advisers are appointed, with no one named", async ({
    page,
  }) => {
    const response = await page.goto("/expert-advisory");
    expect(response?.status()).toBe(200);
    await expect(
      page.getByRole("heading", { level: 1, name: "Expert Advisory Board" }),
    ).toBeVisible();
    await expect(page.getByText("No advisers appointed yet")).toBeVisible();
    for (const seat of [
      "Telemedicine and Public Health",
      "Education and AI Learning",
      "Solar and Energy Systems",
      "Finance and Audit",
    ]) {
      await expect(page.getByRole("heading", { level: 3, name: seat })).toBeVisible();
    }
    await expect(page.getByText("Seat open", { exact: true })).toHaveCount(8);
    await expect(
      page.getByRole("heading", { level: 2, name: "How Advisers Are Appointed" }),
    ).toBeVisible();
    await expect(
      page.getByRole("link", { name: "Suggest an adviser or offer your expertise" }),
    ).toHaveAttribute("href", "/engagement");
    await expect(
      page.locator("#take-part").getByRole("link", { name: "Open the Transparency Hub" }),
    ).toHaveAttribute("href", "/transparency");
  });

  test("is translated in Hindi and Chhattisgarhi", async ({ page }) => {
    await page.goto("/hi/expert-advisory");
    await expect(page.getByRole("heading", { level: 1, name: "विशेषज्ञ सलाहकार मंडल" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "भरी जा रही सीटें" })).toBeVisible();
    await expect(page.getByRole("link", { name: "सलाहकार सुझाएँ या अपना अनुभव दें" })).toHaveAttribute(
      "href",
      "/hi/engagement",
    );
    await page.goto("/cg/expert-advisory");
    await expect(page.getByRole("heading", { level: 1, name: "जानकार सलाहकार मंडल" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "भरे जावत पद" })).toBeVisible();
  });
});
