import { readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, test } from "./support/test";
import { iatiSchemasDir, SCHEMAS_ADVICE, xmllint } from "../lib/testing/iati-schemas";
import { translator } from "../lib/messages";

/**
 * The IATI activity file (issue 43) on the fixture build, whose pilot status.json publishes a
 * test organisation: the programme's file is served and valid, the second village's activity is
 * made on request at its own path, and the hub's open-data section links the file.
 */

const fixtureStatus = JSON.parse(
  readFileSync(join(process.cwd(), "e2e", "fixtures", "actuals", "status.json"), "utf8"),
) as { organisation: { identifier: string } };
const parentId = `${fixtureStatus.organisation.identifier}-village-programme`;
const schemas = iatiSchemasDir();

test("/data/iati-activities.xml is served: the programme, the pilot, and a link to each village", async ({
  request,
}) => {
  const res = await request.get("/data/iati-activities.xml");
  expect(res.status()).toBe(200);
  expect(res.headers()["content-type"]).toBe("application/xml; charset=utf-8");
  const xml = await res.text();
  expect(xml).toContain(`<iati-identifier>${parentId}</iati-identifier>`);
  expect(xml).toContain(`<iati-identifier>${parentId}-pilot</iati-identifier>`);
  expect(xml).toContain(`<related-activity ref="${parentId}-second-test-village" type="2"/>`);
  expect(xml).not.toContain("under-review-village");
  for (const method of ["POST", "DELETE"]) {
    const other = await request.fetch("/data/iati-activities.xml", { method });
    expect([method, other.status(), other.headers()["allow"]]).toEqual([method, 405, "GET, HEAD"]);
  }
});

test("the second village's activity is served on request at its own path", async ({ request }) => {
  const res = await request.get("/villages/second-test-village/data/iati-activity.xml");
  expect(res.status()).toBe(200);
  expect(res.headers()["content-type"]).toBe("application/xml; charset=utf-8");
  const xml = await res.text();
  expect(xml).toContain(`<iati-identifier>${parentId}-second-test-village</iati-identifier>`);
  expect(xml).toContain(`<related-activity ref="${parentId}" type="1"/>`);
  const missing = await request.get("/villages/under-review-village/data/iati-activity.xml");
  expect(missing.status()).toBe(404);
});

test("each village's accounts page links its own IATI activity, in every language", async ({
  page,
  request,
}) => {
  for (const [slug, prefix, lang] of [
    ["pilot", "", "en"],
    ["second-test-village", "/hi", "hi"],
    ["second-test-village", "/cg", "cg"],
  ] as const) {
    await page.goto(`${prefix}/villages/${slug}/transparency`);
    const link = page.getByRole("link", {
      name: translator(lang)("villagePage.iati", { version: "2.03" }),
    });
    await expect(link).toHaveAttribute("href", `/villages/${slug}/data/iati-activity.xml`);
    const res = await request.get((await link.getAttribute("href"))!);
    expect(res.status()).toBe(200);
    expect(await res.text()).toContain(`<iati-identifier>${parentId}-${slug}</iati-identifier>`);
  }
});

test.describe("against the IATI 2.03 schema", () => {
  test.skip(!schemas, `skipped: ${SCHEMAS_ADVICE}`);
  test("both files validate with xmllint", async ({ request }) => {
    for (const path of [
      "/data/iati-activities.xml",
      "/villages/second-test-village/data/iati-activity.xml",
    ]) {
      const xml = await (await request.get(path)).text();
      expect([path, xmllint(schemas!, xml, "served.xml")]).toEqual([
        path,
        { ok: true, output: "" },
      ]);
    }
  });
});

for (const prefix of ["", "/hi", "/cg"]) {
  test(`the hub's open-data section links the IATI file (${prefix || "/"})`, async ({ page }) => {
    await page.goto(`${prefix}/transparency#open-data`);
    const section = page.locator("#open-data");
    const link = section.locator('a[href="/data/iati-activities.xml"]');
    await expect(link).toHaveCount(1);
    await expect(section.locator('[data-iati="offered"]')).toContainText("hne");
    await expect(section.getByRole("table")).toContainText("DAC 22040");
  });
}

for (const prefix of ["", "/hi"]) {
  test(`on a phone, the IATI entry's cards fit the section (${prefix || "/"})`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto(`${prefix}/transparency#open-data`);
    await page.evaluate(() => document.fonts.ready);
    // A wide table in a grid's card widens the card past the grid (the page clips it unseen).
    const grid = page.locator("[data-iati]").locator("xpath=..");
    const widths = await grid.evaluate((g) => ({
      grid: g.getBoundingClientRect().right,
      cards: [...g.children].map((c) => c.getBoundingClientRect().right),
    }));
    for (const right of widths.cards) expect(right).toBeLessThanOrEqual(widths.grid + 1);
  });
}
