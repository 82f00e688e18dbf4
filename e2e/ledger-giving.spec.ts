import type { Page } from "@playwright/test";
import { expect, test } from "./support/test";
import { csvRecords } from "./support/csv";
import { fixtureStatus } from "./support/fixture-ledger";
import { readQr } from "./support/qr";
import { turnDark } from "./support/colour";
import { scriptSwitch } from "./support/no-js";
import { colourRules, seriousAxeViolations } from "./support/axe";
import { horizontalOverflow, renderEverySection, textOutsideItsBox } from "./support/layout";

/**
 * Giving by UPI and the table for CSR committees, on the fixture build, whose status.json
 * publishes a UPI ID and the 12A and 80G numbers (test values). The expected links are written
 * out here from the fixture's own words, not through lib/upi.
 */
const { upi, registrations } = fixtureStatus as unknown as {
  upi: { id: string; payee: string };
  registrations: Record<string, string>;
};
// The UPI ID as written (an encoded @ fails in some UPI apps), the payee name encoded.
const PAYEE = `pa=${upi.id}&pn=${encodeURIComponent(upi.payee)}`;
expect(PAYEE).toBe("pa=village.test@testbank&pn=Village%20Programme%20Test");

const tiers = [
  { name: "Village Connector", amount: "25000.00", label: "₹25,000" },
  { name: "Family Transformer", amount: "50000.00", label: "₹50,000" },
  { name: "Community Champion", amount: "100000.00", label: "₹1,00,000" },
];
const tierUri = (t: (typeof tiers)[number]) =>
  `upi://pay?${PAYEE}&am=${t.amount}&cu=INR&tn=Village%20programme%20gift%3A%20${encodeURIComponent(t.name)}`;

async function stepFour(page: Page, tier: string) {
  await page.goto("/investment");
  await page.getByRole("radio", { name: tier }).click();
  for (const button of ["Continue", "Proceed", "Review my choice"])
    await page.getByRole("button", { name: button }).click();
  await expect(page.getByRole("heading", { level: 3, name: "Begin Your Journey" })).toBeVisible();
  return page.locator("#journey");
}

for (const tier of tiers) {
  test(`step 4's UPI code and link ask ${tier.label} for the ${tier.name} level`, async ({
    page,
  }) => {
    const journey = await stepFour(page, tier.name);
    const code = journey.getByRole("img", { name: `UPI QR code: ${tier.label} to ${upi.payee}` });
    await expect(code).toBeVisible();
    expect(await readQr(code)).toBe(tierUri(tier));
    await expect(
      journey.getByRole("link", { name: `Give ${tier.label} in a UPI app` }),
    ).toHaveAttribute("href", tierUri(tier));
    await expect(journey.locator('a[href^="upi:"]')).toHaveCount(1);
    await expect(journey.getByText(/not a receipt for tax purposes/)).toBeVisible();
    await expect(journey.getByText(/The new income-tax regime/)).toBeVisible();
    // The fixture publishes an 80G number: the receipt line gives it, not "not issued".
    await expect(
      journey.getByText(`The programme's 80G registration number is ${registrations["80G"]}`),
    ).toBeVisible();
    await expect(journey.getByText(/80G registration number has not been issued/)).toHaveCount(0);
  });
}

test("without JavaScript every level's code and link are on the page, and read", async ({
  page,
}) => {
  const scripts = await scriptSwitch(page);
  await scripts(false);
  await page.goto("/investment");
  const codes = page.locator("#journey svg[data-upi-qr]");
  await expect(codes).toHaveCount(tiers.length);
  for (const [i, tier] of tiers.entries()) {
    await expect(
      page.getByRole("link", { name: `Give ${tier.label} in a UPI app` }),
    ).toHaveAttribute("href", tierUri(tier));
    await expect(codes.nth(i)).toBeVisible();
  }
  // Decoding needs a canvas: scripts back on for the test's own, none of the page's has run.
  await scripts(true);
  for (const [i, tier] of tiers.entries()) expect(await readQr(codes.nth(i))).toBe(tierUri(tier));
});

test("step 4's code reads in the dark theme and on a 360 px phone", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 800 });
  const journey = await stepFour(page, "Family Transformer");
  expect(await turnDark(page)).toEqual([]);
  const code = journey.locator("svg[data-upi-qr]");
  const box = (await code.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(360);
  expect(await readQr(code)).toBe(tierUri(tiers[1]!));
});

test("with a UPI ID published, no sentence says there is no way to pay", async ({ page }) => {
  await page.goto("/investment");
  await expect(page.getByText("Give from your own UPI app", { exact: true })).toBeVisible();
  const journey = await stepFour(page, tiers[0]!.name);
  await expect(journey.getByText(/you give from your own UPI app, below/)).toBeVisible();
  await page.goto("/engagement");
  await expect(page.locator("#invest")).toContainText(
    "you give from your own UPI app, on this page",
  );
  for (const path of ["/investment", "/engagement"]) {
    await page.goto(path);
    await expect(page.getByText(/no payment on this site/i)).toHaveCount(0);
  }
});

test("the engagement page: one code with no amount, and a link per level", async ({ page }) => {
  await page.goto("/engagement");
  const give = page.getByRole("region", { name: "Give by UPI" });
  const code = give.getByRole("img", { name: /UPI QR code: a gift of the amount you choose/ });
  expect(await readQr(code)).toBe(`upi://pay?${PAYEE}&cu=INR&tn=Village%20programme%20gift`);
  for (const tier of tiers) {
    await expect(
      give.getByRole("link", { name: `${tier.name}: give ${tier.label} in a UPI app` }),
    ).toHaveAttribute("href", tierUri(tier));
  }
  await expect(give.getByText(/not a receipt for tax purposes/)).toBeVisible();
  // Where to send the payment's reference for the receipt: the office status.json publishes.
  await expect(give.getByRole("link", { name: "office@example.org" })).toHaveAttribute(
    "href",
    "mailto:office@example.org",
  );
  await expect(give.getByText(/The new income-tax regime/)).toBeVisible();
  await expect(give.getByText(upi.id, { exact: true })).toBeVisible();
});

test("the Hindi engagement page's code carries the Hindi note, and still decodes", async ({
  page,
}) => {
  await page.goto("/hi/engagement");
  const code = page.locator("#give svg[data-upi-qr]");
  expect(await readQr(code)).toBe(
    `upi://pay?${PAYEE}&cu=INR&tn=${encodeURIComponent("गाँव कार्यक्रम को दान")}`,
  );
});

test("registrations: the fixture's numbers as issued, the others not yet issued", async ({
  page,
}) => {
  for (const path of ["/investment", "/partnership-ecosystem", "/cg/investment"]) {
    await page.goto(path);
    const csr = page.locator("#csr");
    await expect(csr.locator('[data-registration="12A"]')).toHaveText(registrations["12A"]!);
    await expect(csr.locator('[data-registration="80G"]')).toHaveText(registrations["80G"]!);
    const notYet = path.startsWith("/cg") ? "अभी जारी नइ होय हे" : "Not yet issued";
    await expect(csr.locator('[data-registration="CSR-1"]')).toHaveText(notYet);
    await expect(csr.locator('[data-registration="FCRA"]')).toHaveText(notYet);
  }
});

/** Indian grouping and lakh, as the pages write figures. */
const inr = (n: number) => `₹${new Intl.NumberFormat("en-IN").format(n)}`;
const lakh = (n: number) =>
  `₹${new Intl.NumberFormat("en-IN", { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(n / 1_00_000)} lakh`;

test("the CSR download beside the table sums to the table and to the transparency hub", async ({
  page,
  request,
}) => {
  await page.goto("/investment");
  const csr = page.locator("#csr");
  const link = csr.getByRole("link", { name: "Download the table for CSR committees as CSV" });
  const response = await request.get((await link.getAttribute("href"))!);
  expect(response.status()).toBe(200);
  const rows = csvRecords(await response.text());
  const sum = (column: string) => rows.reduce((s, r) => s + Number(r[column]), 0);
  const totals = {
    budget: sum("budgeted_inr"),
    spent: sum("spent_inr"),
    receipts: sum("receipts"),
    verified: sum("receipts_verified"),
  };
  expect(totals.spent).toBeGreaterThan(0);
  expect(rows.map((r) => r.schedule_vii_item)).toEqual(["x", "iv", "i", "ii", "i", "ii"]);
  // The table on the page.
  expect(await csr.locator("tfoot tr").locator("th, td").allTextContents()).toEqual([
    "Total",
    "",
    inr(totals.budget),
    inr(totals.spent),
    String(totals.receipts),
    String(totals.verified),
  ]);
  // The hub: budget by category, and its receipts and verification.
  await page.goto("/transparency");
  const panel = page.getByRole("tabpanel", { name: "Financial Dashboard" });
  const footer = await panel
    .getByRole("table", { name: "Budget by category" })
    .locator("tfoot tr")
    .locator("th, td")
    .allInnerTexts();
  expect([footer[1], footer[2], footer[6]]).toEqual([
    lakh(totals.budget),
    lakh(totals.spent),
    String(totals.receipts),
  ]);
  await expect(panel.getByText(`Spent so far: ${inr(totals.spent)}`)).toBeVisible();
  const receipts = panel.locator(".ui-card", { hasText: "Receipts and verification" });
  await expect(receipts.locator("dd").nth(0)).toHaveText(String(totals.receipts));
  await expect(receipts.locator("dd").nth(1)).toHaveText(String(totals.verified));
});

/** Ends the colour transitions a load set off, so that axe measures the colours as they end. */
function finishTransitions(page: Page) {
  return page.evaluate(() => {
    for (const animation of document.getAnimations()) animation.finish();
  });
}

/**
 * Axe finds nothing serious in the giving block in light, nor in its colours once dark, and
 * nothing on the page overflows. (The sweep checks the rest of these pages with axe, on the real
 * build, where no UPI ID is published and so no giving block is drawn.)
 */
async function expectCleanLightThenDark(page: Page, within: string) {
  await finishTransitions(page);
  expect(await seriousAxeViolations(page, { within })).toEqual([]);
  expect(await horizontalOverflow(page)).toBeNull();
  expect(await textOutsideItsBox(page)).toBeNull();
  expect(await turnDark(page)).toEqual([]);
  expect(await seriousAxeViolations(page, { only: colourRules, within })).toEqual([]);
}

test.describe("the giving blocks, light and dark, on a phone and a desktop", () => {
  for (const lang of ["", "/hi", "/cg"]) {
    test(`axe-clean, fitting a 360 px phone, links focusable with a ring: ${lang || "/"}engagement and step 4`, async ({
      page,
    }) => {
      for (const size of [
        { width: 360, height: 740 },
        { width: 1280, height: 800 },
      ]) {
        await page.setViewportSize(size);
        await page.emulateMedia({ colorScheme: "light" });
        await page.goto(`${lang}/engagement#give`);
        await renderEverySection(page);
        await expectCleanLightThenDark(page, "#give");
        // The first level's link is a tab stop with a visible focus ring.
        const first = page.locator('#give a[href^="upi:"]').first();
        await first.focus();
        await expect(first).toBeFocused();
        expect(await first.evaluate((el) => getComputedStyle(el).outlineStyle)).not.toBe("none");
      }
      await page.emulateMedia({ colorScheme: "light" });
      await page.setViewportSize({ width: 360, height: 740 });
      await page.goto(`${lang}/investment`);
      await page.locator('[role="radio"][aria-checked="true"]').focus();
      // Through the steps with the keyboard's Enter on the step button, three times.
      for (let step = 0; step < 3; step++) {
        await page.locator("#journey .border-t button").last().focus();
        await page.keyboard.press("Enter");
      }
      const giving = page.locator("#journey [data-upi-giving]");
      await expect(giving).toBeVisible();
      await expectCleanLightThenDark(page, "#journey");
    });
  }
});
