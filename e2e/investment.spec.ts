import { type Page } from "@playwright/test";
import { expect, test } from "./support/test";
import { languages, localizePath } from "../lib/i18n";
import { translator } from "../lib/messages";
import { SITE_URL } from "../lib/site";

/** Spec §9 'Investment tiers' and the '+N more families' each tier's step 2 shows. */
const tiers = [
  {
    name: "Village Connector",
    amount: "₹25,000",
    tax: "₹13,000",
    more: "+9 more families",
    updates: "3 monthly updates",
  },
  {
    name: "Family Transformer",
    amount: "₹50,000",
    tax: "₹26,000",
    more: "+22 more families",
    updates: "6 monthly updates",
  },
  {
    name: "Community Champion",
    amount: "₹1,00,000",
    tax: "₹52,000",
    more: "+47 more families",
    updates: "12 monthly updates",
  },
];

const stepHeading = (page: Page, name: string) => page.getByRole("heading", { level: 3, name });
const journey = (page: Page) => page.locator("#journey");

test.describe("investment page", () => {
  test("renders its heading, the three tiers and the 80G note", async ({ page }) => {
    const response = await page.goto("/investment");
    expect(response?.status()).toBe(200);
    await expect(
      page.getByRole("heading", { level: 1, name: "Investment Opportunity" }),
    ).toBeVisible();
    await expect(page.getByRole("radiogroup", { name: "Choose Impact Level" })).toBeVisible();
    for (const tier of tiers) {
      const radio = page.getByRole("radio", { name: tier.name });
      await expect(radio).toBeVisible();
      await expect(radio).toContainText(tier.amount);
      await expect(radio).toContainText(tier.tax);
    }
    await expect(page.getByRole("radio", { name: "Family Transformer" })).toHaveAttribute(
      "aria-checked",
      "true",
    );
    await expect(page.getByText(/the new regime allows no 80G deduction/)).toBeVisible();
  });

  test("each tier's 80G figure shows its conditions beside it", async ({ page }) => {
    await page.goto("/investment");
    for (const tier of tiers) {
      const row = page
        .getByRole("radio", { name: tier.name })
        .locator("dl > div")
        .filter({ hasText: "80G tax benefit" });
      await expect(row.locator("dd").first()).toHaveText(tier.tax);
      for (const condition of [
        "deducts a donation to a registered charity from your taxable income",
        "depends on your tax slab",
        `${tier.tax} is the programme's indicative reading, not tax advice.`,
        "The new income-tax regime, the default one, allows no 80G deduction.",
        "The programme's 80G registration number has not been issued yet",
      ]) {
        await expect(row.getByText(condition)).toBeVisible();
      }
    }
  });

  for (const tier of tiers) {
    test(`the full journey forwards and back: ${tier.name}`, async ({ page }) => {
      await page.goto("/investment");
      const radio = page.getByRole("radio", { name: tier.name });
      await radio.click();
      await expect(radio).toHaveAttribute("aria-checked", "true");
      await expect(journey(page).getByRole("status")).toHaveText(`${tier.name} selected`);

      await page.getByRole("button", { name: "Continue" }).click();
      await expect(stepHeading(page, "Meet Your Village Families")).toBeFocused();
      await expect(journey(page).getByText(tier.more)).toBeVisible();
      await expect(journey(page).getByText("Illustrative", { exact: true })).toHaveCount(3);
      const steps = page.getByRole("list", { name: "Journey steps" }).getByRole("listitem");
      await expect(steps.nth(0)).toContainText("Completed");
      await expect(steps.nth(1)).toHaveAttribute("aria-current", "step");

      await page.getByRole("button", { name: "Back" }).click();
      await expect(stepHeading(page, "Choose Impact Level")).toBeVisible();
      await expect(page.getByRole("radio", { name: tier.name })).toHaveAttribute(
        "aria-checked",
        "true",
      );

      await page.getByRole("button", { name: "Continue" }).click();
      await page.getByRole("button", { name: "Proceed" }).click();
      await expect(stepHeading(page, "Investment and Accountability Setup")).toBeFocused();
      await expect(journey(page).getByText(tier.updates)).toBeVisible();
      await expect(
        journey(page).getByRole("link", { name: "Open the Transparency Hub" }),
      ).toHaveAttribute("href", "/transparency");
      await expect(journey(page).getByRole("cell", { name: "Oct 2025 - Mar 2026" })).toBeVisible();

      await page.getByRole("button", { name: "Review my choice" }).click();
      await expect(stepHeading(page, "Begin Your Journey")).toBeFocused();
      await expect(journey(page).getByText(tier.name, { exact: true })).toBeVisible();
      await expect(journey(page).getByText(tier.amount, { exact: true })).toBeVisible();
      await expect(
        journey(page).getByText("There is no payment on this site", { exact: false }),
      ).toBeVisible();
      const taxRow = journey(page).locator("dl > div").filter({ hasText: "80G tax benefit" });
      await expect(taxRow.locator("dd").first()).toHaveText(tier.tax);
      await expect(taxRow.getByText("not tax advice")).toBeVisible();
      await expect(journey(page).getByRole("link", { name: "Share on WhatsApp" })).toBeVisible();
      await expect(steps.filter({ hasText: "Completed" })).toHaveCount(3);

      for (const previous of [
        "Investment and Accountability Setup",
        "Meet Your Village Families",
        "Choose Impact Level",
      ]) {
        await page.getByRole("button", { name: "Back" }).click();
        await expect(stepHeading(page, previous)).toBeFocused();
      }
      await expect(page.getByRole("button", { name: "Back" })).toHaveCount(0);
    });
  }

  for (const lang of languages) {
    test(`step 4's next step leads somewhere real, in ${lang}`, async ({ page, request }) => {
      const t = translator(lang);
      const here = localizePath("/investment", lang);
      await page.goto(here);
      await page.getByRole("radio", { name: t("investment.tier.family_connector") }).click();
      for (const button of ["continue", "proceed", "review"] as const) {
        await page.getByRole("button", { name: t(`investment.button.${button}`) }).click();
      }
      await expect(stepHeading(page, t("investment.step4.title"))).toBeFocused();
      await expect(journey(page).getByText(t("reach.none"))).toBeVisible();

      // Shared with the page's absolute address in its language (the site's base URL).
      const address = encodeURIComponent(`${SITE_URL}${here}`);
      for (const name of ["reach.share.whatsapp", "reach.share.email"] as const) {
        const share = journey(page).getByRole("link", { name: t(name) });
        await expect(share).toBeVisible();
        expect(await share.getAttribute("href")).toContain(address);
      }
      const links = journey(page).getByRole("link");
      const hrefs = await links.evaluateAll((all) => all.map((a) => a.getAttribute("href") ?? ""));
      expect(hrefs).toEqual(
        expect.arrayContaining([
          localizePath("/feed.xml", lang),
          "/data/expenses.csv",
          "/data/budget-vs-actual-months.csv",
          localizePath("/transparency#open-data", lang),
        ]),
      );
      // No link writes to or calls an address: none is published yet.
      expect(hrefs.filter((h) => /^(mailto:[^?]|tel:)/.test(h))).toEqual([]);
      for (const href of hrefs.filter((h) => h.startsWith("/"))) {
        const response = await request.get(href, { maxRedirects: 0 });
        expect(`${href} ${response.status()}`).toBe(`${href} 200`);
      }
    });
  }

  test("tier cards are chosen by keyboard and the choice is announced", async ({ page }) => {
    await page.goto("/investment");
    await expect(page.getByRole("radio", { name: "Family Transformer" })).toBeVisible();
    // Start just before the group, then Tab into it: the checked card is the one tab stop.
    await page.getByText("Pick the level of support that suits you").last().click();
    await page.keyboard.press("Tab");
    await expect(page.getByRole("radio", { name: "Family Transformer" })).toBeFocused();

    const status = journey(page).getByRole("status");
    await page.keyboard.press("ArrowRight");
    await expect(page.getByRole("radio", { name: "Community Champion" })).toBeFocused();
    await expect(page.getByRole("radio", { name: "Community Champion" })).toHaveAttribute(
      "aria-checked",
      "true",
    );
    await expect(status).toHaveText("Community Champion selected");
    await expect(status).toHaveAttribute("aria-live", "polite");

    await page.keyboard.press("ArrowRight");
    await expect(page.getByRole("radio", { name: "Village Connector" })).toBeFocused();
    await expect(status).toHaveText("Village Connector selected");
    await page.keyboard.press("ArrowLeft");
    await expect(status).toHaveText("Community Champion selected");

    await page.keyboard.press("Tab");
    await expect(page.getByRole("button", { name: "Continue" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(journey(page).getByText("+47 more families")).toBeVisible();
  });

  test("tier cards are chosen by touch on a phone, without sideways scrolling", async ({
    browser,
  }) => {
    const context = await browser.newContext({
      hasTouch: true,
      isMobile: true,
      viewport: { width: 360, height: 780 },
    });
    const page = await context.newPage();
    await page.goto("/investment");
    await page.getByRole("radio", { name: "Village Connector" }).tap();
    await expect(page.getByRole("radio", { name: "Village Connector" })).toHaveAttribute(
      "aria-checked",
      "true",
    );
    await page.getByRole("button", { name: "Continue" }).tap();
    await expect(journey(page).getByText("+9 more families")).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await context.close();
  });

  test("without JavaScript every step is shown for every tier", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/investment");
    // Steps 2 to 4, which a visitor with JavaScript walks through one level at a time, come in a
    // <noscript> (Playwright's text matching skips <noscript>, so its text is read whole; the
    // sections below the first screen are not rendered until scrolled to, so not innerText).
    const laterSteps = journey(page).locator("noscript");
    await expect(laterSteps).toBeVisible();
    const shown = (await laterSteps.textContent()) ?? "";
    for (const tier of tiers) {
      await expect(page.getByRole("heading", { level: 4, name: tier.name })).toBeVisible();
      await expect(page.getByText(tier.amount, { exact: true }).first()).toBeVisible();
      expect(shown).toContain(tier.more);
      expect(shown).toContain(tier.updates);
      const label = `${tier.name} · ${tier.amount}`;
      expect(shown.split(label).length).toBe(4); // once per step
    }
    await expect(page.getByText("What it funds")).toHaveCount(3);
    for (const step of [
      "Meet Your Village Families",
      "Investment and Accountability Setup",
      "Begin Your Journey",
    ]) {
      await expect(stepHeading(page, step)).toBeVisible();
    }
    expect(shown.split("Illustrative").length).toBe(10); // 3 families for each of 3 tiers
    await expect(page.getByRole("button", { name: "Continue" })).toHaveCount(0);
    await expect(
      journey(page).getByRole("link", { name: "Contact the programme team" }).first(),
    ).toBeVisible();
    await context.close();
  });

  test("Hindi and Chhattisgarhi translate the headings, stepper and tiers", async ({ page }) => {
    await page.goto("/hi/investment");
    await expect(page.getByRole("heading", { level: 1, name: "निवेश का अवसर" })).toBeVisible();
    await expect(stepHeading(page, "असर का स्तर चुनें")).toBeVisible();
    await expect(page.getByRole("radio", { name: "परिवार परिवर्तन साथी" })).toHaveAttribute(
      "aria-checked",
      "true",
    );
    await page.getByRole("button", { name: "आगे बढ़ें" }).click();
    await expect(journey(page).getByText("+22 और परिवार")).toBeVisible();

    await page.goto("/cg/investment");
    await expect(page.locator("html")).toHaveAttribute("lang", "hne");
    await expect(stepHeading(page, "असर के स्तर चुनव")).toBeVisible();
    await page.getByRole("radio", { name: "गाँव जोड़इया" }).click();
    await expect(journey(page).getByRole("status")).toHaveText("गाँव जोड़इया चुने गिस");
    await page.getByRole("button", { name: "आगू बढ़व" }).click();
    await expect(journey(page).getByText("+9 अउ परिवार")).toBeVisible();
  });
});
