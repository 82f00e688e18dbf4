import { type Locator } from "@playwright/test";
import { expect, test } from "./support/test";
import { quarterlyMilestones } from "../content/impact-milestones";

async function expectLinks(region: Locator, links: Record<string, string>) {
  for (const [name, href] of Object.entries(links)) {
    await expect(region.getByRole("link", { name })).toHaveAttribute("href", href);
  }
}

test("evidence: baseline, age analysis, targets, sources and links", async ({ page }) => {
  const response = await page.goto("/evidence");
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1, name: "Evidence Base" })).toBeVisible();

  const baseline = page.getByRole("region", { name: "Baseline: the village today" });
  for (const [label, value] of [
    ["Population", "1,797"],
    ["Households", "342"],
    ["Literacy rate", "58%"],
    ["Average monthly income", "₹8,000"],
    ["Internet access", "0%"],
    ["Distance to healthcare", "50 km"],
  ] as const) {
    await expect(baseline.getByText(label, { exact: true })).toBeVisible();
    await expect(baseline.getByText(value, { exact: true })).toBeVisible();
  }

  const age = page.getByRole("region", { name: "Age-based population analysis" });
  await expect(age.getByRole("heading", { name: "Children" })).toBeVisible();
  for (const text of [
    "540",
    "1,077",
    "180",
    "30.1% of the village",
    "59.9% of the village",
    "10.0% of the village",
  ]) {
    await expect(age.getByText(text, { exact: true })).toBeVisible();
  }
  await expect(age.getByText("School-age: 420")).toBeVisible();
  await expect(age.getByText("Pre-school: 120")).toBeVisible();
  await expect(age.getByRole("table", { name: "Population by age group" })).toBeAttached();

  const targets = page.getByRole("region", { name: "Target metrics and milestones" });
  await expect(targets.getByRole("heading", { level: 3 })).toHaveCount(8);
  await expect(
    targets.getByRole("progressbar", { name: "Functional literacy: baseline 58%, target 100%" }),
  ).toBeVisible();
  await expect(targets.getByText("by Dec 2027").first()).toBeVisible();

  const sources = page.getByRole("region", { name: "Data sources" });
  await expect(
    sources.getByRole("heading", { name: "Programme baseline household survey" }),
  ).toBeVisible();
  await expect(sources.getByText(/not yet been independently verified/)).toBeVisible();

  await expectLinks(page.getByRole("region", { name: "Keep exploring" }), {
    "Transformation Framework": "/transformation-framework",
    "Progress Dashboard": "/dashboard",
    "Transparency Hub": "/transparency-hub",
  });
});

test("impact: categories, before and after, quarterly milestones and links", async ({ page }) => {
  const response = await page.goto("/impact");
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1, name: "Impact Analysis" })).toBeVisible();
  await expect(page.getByText("₹8,000 → ₹32,000 (4x)")).toBeVisible();

  const categories = page.getByRole("region", { name: "Impact categories" });
  for (const name of ["Education", "Healthcare", "Digital connectivity", "Economy"]) {
    await expect(categories.getByRole("heading", { name })).toBeVisible();
  }
  await expect(categories.getByText("₹10.95 Cr")).toBeVisible();

  const beforeAfter = page.getByRole("region", { name: "Before and after" });
  const card = (name: string) =>
    beforeAfter
      .locator("div")
      .filter({ has: page.getByRole("heading", { name, exact: true }) })
      .first();
  await expect(card("Households with internet")).toContainText("0%");
  await expect(card("Households with internet")).toContainText("100%");
  await expect(card("Functional literacy")).toContainText("58%");
  await expect(card("Household income a month")).toContainText("₹8,000");
  await expect(card("Household income a month")).toContainText("₹32,000");
  await expect(card("Household income a month")).toContainText("4x");
  await expect(card("Community income a year")).toContainText("₹2.74 Cr");
  await expect(card("Community income a year")).toContainText("₹10.95 Cr");

  const milestones = page.getByRole("region", { name: "Quarterly milestones" });
  await expect(milestones.getByRole("heading", { name: "Q4 2025" })).toBeVisible();
  await expect(milestones.getByRole("heading", { name: "Q4 2027" })).toBeVisible();
  await expect(milestones.getByText("Upcoming", { exact: true })).toHaveCount(
    quarterlyMilestones.length,
  );
  await expect(milestones.getByText("₹54 lakh")).toBeVisible();

  await expectLinks(page.getByRole("region", { name: "Keep exploring" }), {
    "Investment Opportunity": "/investment",
    "Progress Dashboard": "/dashboard-v2",
  });
});

test("evidence in Hindi and Chhattisgarhi", async ({ page }) => {
  await page.goto("/hi/evidence");
  await expect(page.getByRole("heading", { level: 1, name: "आँकड़े और प्रमाण" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "उम्र के हिसाब से आबादी" })).toBeVisible();
  await expect(
    page.getByRole("region", { name: "आगे देखें" }).getByRole("link", { name: "खुला हिसाब केंद्र" }),
  ).toHaveAttribute("href", "/hi/transparency-hub");

  await page.goto("/cg/evidence");
  await expect(page.getByRole("heading", { level: 1, name: "आँकड़ा अउ परमान" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "लक्ष्य अउ पड़ाव" })).toBeVisible();
});

test("impact in Hindi and Chhattisgarhi", async ({ page }) => {
  await page.goto("/hi/impact");
  await expect(page.getByRole("heading", { level: 1, name: "असर का विश्लेषण" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "पहले और बाद में" })).toBeVisible();
  await expect(page.getByText("आने वाला", { exact: true }).first()).toBeVisible();

  await page.goto("/cg/impact");
  await expect(page.getByRole("heading", { level: 1, name: "असर के जाँच-परख" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "हर तिमाही के पड़ाव" })).toBeVisible();
  await expect(
    page.getByRole("region", { name: "आगू देखव" }).getByRole("link", { name: "निवेश के मौका" }),
  ).toHaveAttribute("href", "/cg/investment");
});
