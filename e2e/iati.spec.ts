import { expect, test } from "./support/test";
import { languages } from "../lib/i18n";
import { translator } from "../lib/messages";

/**
 * The IATI activity file (issue 43) on the real build: the pilot's status.json publishes no
 * organisation yet, so no file is offered; the route says why, and so does the hub.
 */

test("/data/iati-activities.xml is a 404 that says why, and so is the pilot's own", async ({
  request,
}) => {
  for (const path of ["/data/iati-activities.xml", "/villages/pilot/data/iati-activity.xml"]) {
    const res = await request.get(path);
    expect([path, res.status()]).toEqual([path, 404]);
    expect(await res.text()).toMatch(/^No IATI file is published yet: .*organisation/);
  }
});

test("the pilot's accounts page offers no IATI file while none is published", async ({ page }) => {
  await page.goto("/villages/pilot/transparency");
  await expect(page.getByRole("link", { name: "CSV" }).first()).toBeVisible();
  await expect(page.locator('a[href$="iati-activity.xml"]')).toHaveCount(0);
});

for (const lang of languages) {
  test(`the hub's open-data section says why there is no IATI file (${lang})`, async ({ page }) => {
    await page.goto(`${lang === "en" ? "" : `/${lang}`}/transparency#open-data`);
    const entry = page.locator('#open-data [data-iati="not-offered"]');
    await expect(entry).toContainText(translator(lang)("transparency.iati.notOffered"));
    await expect(page.locator('#open-data a[href$="iati-activities.xml"]')).toHaveCount(0);
  });
}
