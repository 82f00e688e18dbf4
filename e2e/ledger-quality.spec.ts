import { expect, test } from "./support/test";

/**
 * The quality report on the fixture build (e2e/fixtures/actuals), whose receipts are late: the
 * Ledger's warning and what to do about it read in Hindi and Chhattisgarhi, from the real API.
 */
for (const { lang, title, fix, english } of [
  {
    lang: "hi",
    title: "कोई रसीद खर्च के 60 दिन बाद भी बिना जाँची न रहे",
    fix: /^\d+ रसीदें भुगतानों से मिलाकर जाँचें और expenses\.csv में yes लिखें/,
    english: /against the payments and write yes in expenses\.csv/,
  },
  {
    lang: "cg",
    title: "कोनो रसीद खरचा के 60 दिन बाद घलो बिन जाँचे झन रहय",
    fix: /^\d+ रसीद ला भुगतान मन ले मिला के जाँचव अउ expenses\.csv म yes लिखव/,
    english: /against the payments and write yes in expenses\.csv/,
  },
]) {
  test(`/${lang}: the ledger's warning and its recommendation read in the page's language`, async ({
    page,
  }) => {
    await page.goto(`/${lang}/quality-check`);
    const dashboard = page.locator("#dashboard");
    await expect(dashboard.getByText(title, { exact: true })).toBeAttached({ timeout: 30_000 });
    const recommendation = dashboard.getByRole("listitem").filter({ hasText: fix });
    await expect(recommendation).toBeVisible();
    await expect(recommendation).not.toHaveAttribute("lang", "en");
    await expect(dashboard.getByText(english)).toHaveCount(0);
    await expect(
      dashboard.getByText("No receipt unverified 60 days after its expense"),
    ).toHaveCount(0);
  });
}
