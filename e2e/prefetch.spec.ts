import { type Locator, type Request } from "@playwright/test";
import { tabPresser } from "./support/focus";
import { expect, test } from "./support/test";

/**
 * Links prefetch another page only when the visitor shows intent (components/site-link.tsx): a
 * donor reading one page on a slow phone connection does not download the code and data of every
 * page the header and the page link to. (Prefetching runs in production builds only.)
 */

const isPrefetchOf = (path: string) => (request: Request) =>
  "next-router-prefetch" in request.headers() && new URL(request.url()).pathname === path;

/**
 * Waits until React has hydrated the link: the page's scripts come after its first paint and the
 * header hydrates in a pass of its own, so on a busy machine a pointer or focus can reach the
 * link while it is still the server's plain HTML, which does not prefetch (nor need to).
 */
async function hydrated(link: Locator): Promise<Locator> {
  await expect
    .poll(() => link.evaluate((el) => Object.keys(el).some((k) => k.startsWith("__reactFiber$"))))
    .toBe(true);
  return link;
}

test.use({ viewport: { width: 1280, height: 800 } });

test("a page prefetches nothing on load, and a linked page once the pointer is on its link", async ({
  page,
}) => {
  const prefetches: string[] = [];
  page.on("request", (request) => {
    if ("next-router-prefetch" in request.headers()) prefetches.push(request.url());
  });
  await page.goto("/");
  await page.waitForLoadState("networkidle");
  expect(prefetches).toEqual([]);

  const link = page
    .getByRole("navigation", { name: "Main" })
    .getByRole("link", { name: "Progress", exact: true });
  await hydrated(link);
  const prefetch = page.waitForRequest(isPrefetchOf("/dashboard"));
  await link.hover();
  await prefetch;

  // The prefetched page then opens without a full reload.
  await link.click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});

test("keyboard focus is intent too", async ({ page }) => {
  await page.goto("/hi");
  await page.waitForLoadState("networkidle");
  const link = await hydrated(
    page.getByRole("navigation", { name: /./ }).first().locator('a[href="/hi/transparency"]'),
  );
  const prefetch = page.waitForRequest(isPrefetchOf("/hi/transparency"));
  await link.focus();
  await prefetch;
});

test("Tab pressed past a row of links prefetches none of them; focus that rests on one prefetches it", async ({
  page,
}) => {
  const prefetched = new Set<string>();
  page.on("request", (request) => {
    if ("next-router-prefetch" in request.headers()) {
      prefetched.add(new URL(request.url()).pathname);
    }
  });
  // The page's timers run on a clock the test holds still while the keys are handled, so that a
  // busy machine handling them slowly cannot make focus rest where a visitor's would not.
  await page.clock.install();
  await page.goto("/");
  await page.waitForLoadState("networkidle");
  await hydrated(page.getByRole("navigation", { name: "Main" }).getByRole("link").last());
  await page.clock.pauseAt(Date.now() + 60_000);
  const pressTabs = await tabPresser(page);
  // From the skip link past the logo and into the header's row of links, as fast as a practised
  // hand: the key presses are sent together and handled one after another.
  await page.getByRole("link", { name: "Skip to content" }).focus();
  await pressTabs(6);
  const resting = await page.evaluate(() => document.activeElement?.getAttribute("href"));
  expect(resting, "focus rests on a link to another page").toMatch(/^\/\w/);
  // Five links passed in no time at all: none of them prefetched.
  await page.waitForLoadState("networkidle");
  expect([...prefetched]).toEqual([]);
  // Focus rests on the sixth for a tenth of a second.
  await page.clock.runFor(100);
  await page.clock.resume();
  await expect.poll(() => [...prefetched]).toEqual([resting]);
  await page.waitForLoadState("networkidle");
  expect([...prefetched]).toEqual([resting]);
});
