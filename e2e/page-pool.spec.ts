import type { Page } from "@playwright/test";
import { expect, test } from "./support/test";
import { mainIsHydrated } from "./support/watch";

/**
 * The page a test gets is the last test's, put back as a new one would be (support/test.ts): these
 * tests run in order in one worker, each leaving behind what the next must not meet.
 */
test.describe.configure({ mode: "serial" });

let last: Page | undefined;
let lastOrigin = 0;

test("a test leaves storage, a cookie, a size, a theme, a listener and a route behind", async ({
  page,
  context,
}) => {
  await page.goto("/dashboard");
  await page.evaluate(() => {
    localStorage.setItem("left", "behind");
    sessionStorage.setItem("left", "behind");
    (window as { leftBehind?: boolean }).leftBehind = true;
  });
  await context.addCookies([{ name: "left", value: "behind", url: page.url() }]);
  await context.grantPermissions(["clipboard-read"]);
  await page.setViewportSize({ width: 400, height: 500 });
  await page.emulateMedia({ colorScheme: "dark" });
  page.on("console", () => {
    throw new Error("the last test's listener heard this test's page");
  });
  await page.route("**/robots.txt", (route) => route.fulfill({ body: "the last test's route" }));
  await context.newPage();
  last = page;
  lastOrigin = await page.evaluate(() => performance.timeOrigin);
});

test("the next test gets the same page, as a first visit finds it", async ({ page, context }) => {
  expect(page).toBe(last);
  expect(context.pages()).toEqual([page]);
  expect(await context.cookies()).toEqual([]);
  expect(page.viewportSize()).toEqual({ width: 1280, height: 720 });
  // The same path with a fragment: a new document, not a jump within the last test's.
  await page.goto("/dashboard#main");
  expect(await page.evaluate(() => performance.timeOrigin)).toBeGreaterThan(lastOrigin);
  expect(
    await page.evaluate(() => ({
      local: localStorage.getItem("left"),
      session: sessionStorage.getItem("left"),
      window: (window as { leftBehind?: boolean }).leftBehind ?? null,
      dark: matchMedia("(prefers-color-scheme: dark)").matches,
    })),
  ).toEqual({ local: null, session: null, window: null, dark: false });
  await page.evaluate(() => console.log("heard only by this test"));
  const robots = await page.evaluate(() => fetch("/robots.txt").then((r) => r.text()));
  expect(robots).toContain("Sitemap:");
  const clipboard = await page.evaluate(() =>
    navigator.permissions.query({ name: "clipboard-read" as PermissionName }).then((p) => p.state),
  );
  expect(clipboard).not.toBe("granted");
});

test("a test turns scripts and the network off through DevTools", async ({ page, context }) => {
  const devtools = await context.newCDPSession(page);
  await devtools.send("Emulation.setScriptExecutionDisabled", { value: true });
  await devtools.send("Network.enable");
  await devtools.send("Network.emulateNetworkConditions", {
    offline: true,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
  last = page;
});

test("the next test gets the same page with both back on", async ({ page }) => {
  expect(page).toBe(last);
  expect((await page.goto("/"))?.status()).toBe(200);
  await expect.poll(() => page.evaluate(mainIsHydrated)).toBe(true);
});

test("a test adds an init script", async ({ page }) => {
  await page.addInitScript(() => {
    (window as { initScript?: boolean }).initScript = true;
  });
  last = page;
});

let withScripts: Page | undefined;

test("the next test gets a new page, without it", async ({ page }) => {
  expect(page).not.toBe(last);
  await page.goto("/");
  expect(
    await page.evaluate(() => (window as { initScript?: boolean }).initScript),
  ).toBeUndefined();
  withScripts = page;
});

test.describe("with JavaScript off", () => {
  test.use({ javaScriptEnabled: false });

  test("a test whose options differ gets a page of its own, with those options", async ({
    page,
  }) => {
    expect(page).not.toBe(withScripts);
    await page.goto("/");
    // React never hydrates the page.
    await page.waitForTimeout(500);
    expect(await page.evaluate(mainIsHydrated)).toBe(false);
  });
});

test("a test with the first options gets their page back", async ({ page }) => {
  expect(page).toBe(withScripts);
  await page.goto("/");
  await expect.poll(() => page.evaluate(mainIsHydrated)).toBe(true);
});
