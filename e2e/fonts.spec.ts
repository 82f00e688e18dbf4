import { type Page } from "@playwright/test";
import { expect, test } from "./support/test";

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

/** Loads `path` with every font held back 1.5 s, and waits until each has arrived and is drawn. */
async function loadWithLateFonts(page: Page, path: string) {
  await page.route(/\.woff2$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  // Every font the page asks for, until it has arrived (however long a busy machine takes).
  const arrived: Promise<unknown>[] = [];
  page.on("request", (request) => {
    if (/\.woff2$/.test(request.url())) arrived.push(request.response().then((r) => r?.finished()));
  });
  await page.goto(path);
  expect(arrived.length, "fonts requested").toBeGreaterThan(0);
  await Promise.all(arrived);
  // Two frames: a face that arrived is drawn (and would shift the page) by then.
  await page.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
  );
}

for (const path of ["/", "/transparency", "/dashboard"]) {
  test(`${path}: a font that arrives late does not move the page`, async ({ page }) => {
    await loadWithLateFonts(page, path);
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

// Hindi and Chhattisgarhi: the Devanagari face is preloaded on their pages and shown only if it is
// there for the first paint, as Latin is, so a phone on a slow network never sees the text jump.
for (const path of ["/hi/dashboard", "/cg/transparency"]) {
  test(`${path}: on a phone, Devanagari text keeps its place while the fonts load slowly`, async ({
    page,
  }) => {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Network.enable");
    // A slow 3G connection (400 kbit/s, 400 ms round trip), and every font held 1.5 s more.
    await cdp.send("Network.emulateNetworkConditions", {
      offline: false,
      latency: 400,
      downloadThroughput: 50_000,
      uploadThroughput: 50_000,
    });
    await loadWithLateFonts(page, path);
    expect(await layoutShift(page)).toBe(0);
  });
}

test("a Hindi page asks for its Devanagari face at once; an English page never does", async ({
  browser,
  viewport,
  baseURL,
}) => {
  // A first visit in a browser of its own: a pooled page's renderer may still hold the face from
  // an earlier test's Hindi page, and hand it to an English page from memory (seen once, at 360 px).
  const context = await browser.newContext({ viewport, baseURL });
  const page = await context.newPage();
  const requested = async (path: string) => {
    await page.goto(path);
    await page.evaluate(() => document.fonts.ready);
    return page.evaluate(() =>
      (performance.getEntriesByType("resource") as PerformanceResourceTiming[]).map((e) => ({
        file: e.name.split("/").pop() ?? "",
        start: e.startTime,
        end: e.responseEnd,
      })),
    );
  };
  const english = await requested("/transparency");
  expect(english.filter((r) => /devanagari/.test(r.file))).toEqual([]);
  const hindi = await requested("/hi/transparency");
  const face = hindi.find((r) => /devanagari.*\.woff2$/.test(r.file));
  const stylesheet = hindi.find((r) => /\.css$/.test(r.file));
  // Preloaded: asked for while the stylesheet is still coming, not once the page is laid out.
  expect(face && stylesheet && face.start <= stylesheet.end).toBe(true);
  await context.close();
});
