import { expect, test } from "./support/test";
import { languages, localizePath } from "../lib/i18n";
import { translator } from "../lib/messages";

/**
 * The real pilot's status.json publishes no UPI ID and no registration: the investment page's
 * last step and the engagement page show no code and no upi: link, in any language, and every
 * registration reads "not yet issued". (The fixture build, which has them: ledger-giving.spec.ts.)
 */
for (const lang of languages) {
  const t = translator(lang);
  test(`no way to pay is shown without a published UPI ID, in ${lang}`, async ({ page }) => {
    await page.goto(localizePath("/investment", lang));
    for (const tier of ["family_connector", "family_transformer", "community_champion"] as const) {
      await page.getByRole("radio", { name: t(`investment.tier.${tier}`) }).click();
      for (const button of ["continue", "proceed", "review"] as const)
        await page.getByRole("button", { name: t(`investment.button.${button}`) }).click();
      await expect(
        page.getByRole("heading", { level: 3, name: t("investment.step4.title") }),
      ).toBeVisible();
      await expect(page.locator("svg[data-upi-qr], [data-upi-giving]")).toHaveCount(0);
      await expect(page.locator('a[href^="upi:"]')).toHaveCount(0);
      await expect(page.getByText(t("giving.title"))).toHaveCount(0);
      await page.getByRole("button", { name: t("investment.button.restart") }).click();
    }
    // The page's HTML as served, with the panels the stepper has not opened (and <noscript>).
    const html = await (await page.request.get(localizePath("/investment", lang))).text();
    expect(html).not.toMatch(/upi:|data-upi/);

    await page.goto(localizePath("/engagement", lang));
    await expect(page.locator("#give")).toHaveCount(0);
    await expect(page.locator('svg[data-upi-qr], a[href^="upi:"]')).toHaveCount(0);
    expect(await page.content()).not.toMatch(/upi:|data-upi/);
  });

  test(`every registration reads "not yet issued", in ${lang}`, async ({ page }) => {
    for (const path of ["/investment", "/partnership-ecosystem"]) {
      await page.goto(localizePath(path, lang));
      const values = page.locator("#csr [data-registration]");
      await expect(values).toHaveCount(4);
      await expect(values).toHaveText(Array(4).fill(t("csr.registration.notIssued")));
    }
  });
}
