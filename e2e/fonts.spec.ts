import { chromium, type Browser, type Page } from "@playwright/test";
import { testChromiumPath } from "../scripts/browser.mjs";
import { writePhoneFonts } from "../scripts/phone-fonts.mjs";
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

/** The fonts Chrome drew the first element matching `selector` with, as DevTools reports them. */
async function platformFonts(page: Page, selector: string) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("DOM.enable");
  await cdp.send("CSS.enable");
  const { root } = await cdp.send("DOM.getDocument");
  const { nodeId } = await cdp.send("DOM.querySelector", { nodeId: root.nodeId, selector });
  return (await cdp.send("CSS.getPlatformFontsForNode", { nodeId })).fonts;
}

/** The faces Chrome drew the page's heading with: the site's own (custom) face, or a system one. */
async function headingFaces(page: Page) {
  return (await platformFonts(page, "h1")).map((font) =>
    font.isCustomFont ? "site face" : "system face",
  );
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

// Hindi and Chhattisgarhi: the Devanagari face is shown only if it is there for the first paint,
// as Latin is, so a phone on a slow network never sees the text jump.
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

/** The site's font files a fresh browser fetches for `path`, once the page's fonts are ready. */
async function facesFetched(browser: Browser, baseURL: string | undefined, path: string) {
  const context = await browser.newContext({ viewport: { width: 360, height: 780 }, baseURL });
  const page = await context.newPage();
  await page.goto(path);
  await page.evaluate(() => document.fonts.ready);
  const files = await page.evaluate(() =>
    performance
      .getEntriesByType("resource")
      .map((e) => e.name.split("/").pop() ?? "")
      .filter((file) => file.endsWith(".woff2")),
  );
  return { page, context, files };
}

test("with no Devanagari face of its own, a Hindi page fetches the site's; an English page never does", async ({
  browser,
  baseURL,
}) => {
  // A first visit in a browser of its own: a pooled page's renderer may still hold the face from
  // an earlier test's Hindi page, and hand it to an English page from memory (seen once, at 360 px).
  // This machine has no Devanagari face, as a phone without Noto Sans Devanagari.
  const english = await facesFetched(browser, baseURL, "/transparency");
  expect(english.files.filter((f) => /devanagari/.test(f))).toEqual([]);
  await english.context.close();
  const hindi = await facesFetched(browser, baseURL, "/hi/transparency");
  expect(hindi.files.filter((f) => /devanagari/.test(f))).toHaveLength(1);
  // Within issue 46's budget (0.01), not nil: with no Devanagari face at all, which no phone lacks,
  // Chrome lays the text out with its last-resort face during the face's 100 ms block period, and
  // when the first paint falls inside that period on a busy machine the header's name re-wraps as
  // the face lands (0.00034 once in 40 loads under load, the header link 36 px tall to 52 px).
  // The tests above hold the phone pages, which have a face of their own, to no shift at all.
  expect(await layoutShift(hindi.page)).toBeLessThanOrEqual(0.01);
  await hindi.context.close();
});

test.describe("on a phone that carries Noto Sans Devanagari, as most Android phones do", () => {
  /** A browser whose system fonts include Noto Sans Devanagari, given it through fontconfig. */
  let phone: Browser;
  test.beforeAll(async ({}, testInfo) => {
    const fonts = await writePhoneFonts(testInfo.outputPath("phone-fonts"));
    phone = await chromium.launch({
      executablePath: testChromiumPath(),
      env: { ...process.env, ...fonts },
    });
  });
  test.afterAll(async () => {
    await phone?.close();
  });

  for (const path of ["/hi/dashboard", "/cg/transparency"]) {
    test(`${path} is drawn with the phone's face at once and fetches no Devanagari file`, async ({
      baseURL,
    }) => {
      const { page, context, files } = await facesFetched(phone, baseURL, path);
      expect(files.filter((f) => /devanagari/.test(f))).toEqual([]);
      // The page's heading and a paragraph, regular and bold: the phone's own Noto Sans Devanagari.
      for (const selector of ["h1", "main p"]) {
        expect(await platformFonts(page, selector), selector).toContainEqual(
          expect.objectContaining({ familyName: "Noto Sans Devanagari", isCustomFont: false }),
        );
      }
      expect(await layoutShift(page)).toBe(0);
      await context.close();
    });
  }
});
