import { expect, test, type Page } from "@playwright/test";

// The Latin and rupee faces are shown only if they arrive before the first paint (lib/fonts.ts):
// a phone on a slow network keeps the system face for that page rather than re-flowing the text
// when the file lands.

/** Sum of the page's layout shifts (those not caused by input), recorded from the first paint. */
async function layoutShift(page: Page) {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & {
            value: number;
            hadRecentInput: boolean;
          })[])
            if (!entry.hadRecentInput) total += entry.value;
        }).observe({ type: "layout-shift", buffered: true });
        setTimeout(() => resolve(total), 500);
      }),
  );
}

/** The faces Chrome drew the page's heading with: the site's own (custom) face, or a system one. */
async function headingFaces(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("DOM.enable");
  await cdp.send("CSS.enable");
  const { root } = await cdp.send("DOM.getDocument");
  const { nodeId } = await cdp.send("DOM.querySelector", { nodeId: root.nodeId, selector: "h1" });
  const { fonts } = await cdp.send("CSS.getPlatformFontsForNode", { nodeId });
  return fonts.map((font) => (font.isCustomFont ? "site face" : "system face"));
}

test.use({ viewport: { width: 360, height: 780 } });

for (const path of ["/", "/transparency", "/dashboard"]) {
  test(`${path}: a font that arrives late does not move the page`, async ({ page }) => {
    await page.route(/\.woff2$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    // Every font the page asks for, until it has arrived (however long a busy machine takes).
    const arrived: Promise<unknown>[] = [];
    page.on("request", (request) => {
      if (/\.woff2$/.test(request.url()))
        arrived.push(request.response().then((r) => r?.finished()));
    });
    await page.goto(path);
    expect(arrived.length, "fonts requested").toBeGreaterThan(0);
    await Promise.all(arrived);
    // Two frames: a face that arrived is drawn (and would shift the page) by then.
    await page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
    );
    expect(await layoutShift(page)).toBe(0);
    expect(await headingFaces(page)).toEqual(["system face"]);
  });
}

test("a font already fetched is the one the next page is drawn with", async ({ page }) => {
  // The first page fetches the faces (whether it draws with them depends on how fast they came);
  // the visitor's next page has them from the cache, in time. A fresh load alone is a race that
  // a busy machine can lose.
  await page.goto("/");
  await page.evaluate(() => document.fonts.ready);
  await page.goto("/transparency");
  await page.evaluate(() => document.fonts.ready);
  expect(await headingFaces(page)).toEqual(["site face"]);
  expect(await layoutShift(page)).toBe(0);
});
