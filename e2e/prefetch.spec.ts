import { expect, test, type Request } from "@playwright/test";

/**
 * Links prefetch another page only when the visitor shows intent (components/site-link.tsx): a
 * donor reading one page on a slow phone connection does not download the code and data of every
 * page the header and the page link to. (Prefetching runs in production builds only.)
 */

const isPrefetchOf = (path: string) => (request: Request) =>
  "next-router-prefetch" in request.headers() && new URL(request.url()).pathname === path;

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
  const prefetch = page.waitForRequest(isPrefetchOf("/hi/transparency"));
  await page
    .getByRole("navigation", { name: /./ })
    .first()
    .locator('a[href="/hi/transparency"]')
    .focus();
  await prefetch;
});
