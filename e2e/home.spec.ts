import { type Page } from "@playwright/test";
import { expect, test } from "./support/test";

const sectionIds = [
  "vision",
  "initiatives",
  "impact",
  "timeline",
  "education",
  "healthcare",
  "digital",
  "employment",
];
const programmePaths = [
  "/starlink-impact",
  "/ai-lab-impact",
  "/telemedicine-impact",
  "/solar-power-impact",
  "/community",
  "/investment",
];

/** Figures that read the same in every language (Indian grouping, Latin digits). */
async function expectSharedFigures(page: Page) {
  const main = page.getByRole("main");
  await expect(main.getByText("1,797", { exact: true }).first()).toBeVisible();
  await expect(main.getByText("342", { exact: true }).first()).toBeVisible();
  await expect(main.getByText("58%", { exact: true }).first()).toBeVisible();
  await expect(main.getByText("6,00,000+", { exact: true })).toBeVisible();
  await expect(main.getByText("99.9%", { exact: true })).toBeVisible();
  await expect(main.getByText("₹8,000 → ₹32,000", { exact: true })).toBeVisible();
  await expect(page.locator("#impact").getByRole("progressbar")).toHaveCount(8);
}

async function hrefs(page: Page, name: RegExp) {
  return page
    .getByRole("main")
    .getByRole("link", { name })
    .evaluateAll((els) => els.map((e) => e.getAttribute("href")));
}

test("English home: hero buttons, sections, programme links and targets", async ({ page }) => {
  const response = await page.goto("/");
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    /Digital Village Transformation/,
  );
  await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);

  const hero = page.locator("#vision");
  const buttons = {
    "Track Progress": "/dashboard",
    "See the Impact": "/impact",
    "Invest in a Family": "/investment",
    "Review the Evidence": "/evidence",
    "National Scaling Plan": "/scaling",
  };
  for (const [name, href] of Object.entries(buttons)) {
    await expect(hero.getByRole("link", { name, exact: true })).toHaveAttribute("href", href);
  }
  await expect(hero.getByText("₹1.63 Cr")).toBeVisible();
  await expect(hero.getByText("Up to 100 Mbps")).toBeVisible();

  for (const id of sectionIds) await expect(page.locator(`[id="${id}"]`)).toHaveCount(1);
  await expect(page.locator("#healthcare")).toContainText("Telemedicine");
  await expect(page.locator("#digital")).toContainText("Satellite Internet");
  await expect(page.locator("#employment")).toContainText("Skills");

  // Each 'Learn More' link names its programme for screen readers.
  expect(await hrefs(page, /^Learn More about /)).toEqual(programmePaths);
  await expect(
    page.getByRole("link", { name: "Learn More about Telemedicine Centre" }),
  ).toBeVisible();

  await expect(
    page.getByRole("progressbar", { name: "Functional literacy: 58% now, target 100% by 2027" }),
  ).toBeVisible();
  await expect(page.locator("#timeline")).toContainText("₹48.7 lakh");
  await expect(page.locator("#timeline")).toContainText("₹23.5 lakh");
  await expect(page.locator("#village")).toContainText("3-5 km");
  await expect(page.getByText("800M+")).toBeVisible();
  await expectSharedFigures(page);

  const cta = page.locator("#national-scaling");
  await expect(cta.getByRole("link", { name: "Explore Investment Options" })).toHaveAttribute(
    "href",
    "/investment",
  );
  await expect(cta.getByRole("link", { name: "See Where Every Rupee Goes" })).toHaveAttribute(
    "href",
    "/transparency",
  );

  await page
    .getByRole("contentinfo")
    .getByRole("link", { name: "Healthcare", exact: true })
    .click();
  await expect(page).toHaveURL(/#healthcare$/);
  await expect(page.locator("#healthcare")).toBeInViewport();
});

const translated = [
  {
    lang: "hi",
    h1: /डिजिटल गाँव का बदलाव/,
    headings: [
      "आज का गाँव",
      "3 चरण, 3 साल",
      "6 कार्यक्रम, एक गाँव",
      "बदलाव के 8 लक्ष्य",
      "हर उम्र के लिए कार्यक्रम",
    ],
    firstButton: "प्रगति देखें",
    learnMore: /^और जानें /,
  },
  {
    lang: "cg",
    h1: /डिजिटल गाँव के बदलाव/,
    headings: [
      "आज के हमर गाँव",
      "3 चरन, 3 बछर",
      "6 कार्यक्रम, एक गाँव",
      "बदलाव के 8 लक्ष्य",
      "हर उमर बर कार्यक्रम",
    ],
    firstButton: "प्रगति देखव",
    learnMore: /^अउ जानव /,
  },
];

for (const l of translated) {
  test(`${l.lang} home: translated headings, same figures`, async ({ page }) => {
    const response = await page.goto(`/${l.lang}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(l.h1);
    for (const name of l.headings)
      await expect(page.getByRole("heading", { level: 2, name })).toBeVisible();
    await expect(
      page.locator("#vision").getByRole("link", { name: l.firstButton }),
    ).toHaveAttribute("href", `/${l.lang}/dashboard`);
    expect(await hrefs(page, l.learnMore)).toEqual(programmePaths.map((p) => `/${l.lang}${p}`));
    await expect(page.locator("#timeline")).toContainText("₹48.7 लाख");
    await expect(page.locator("#vision")).toContainText("₹1.63 करोड़");
    for (const id of sectionIds) await expect(page.locator(`[id="${id}"]`)).toHaveCount(1);
    await expectSharedFigures(page);
  });
}
