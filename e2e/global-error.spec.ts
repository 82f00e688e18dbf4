import { type Page } from "@playwright/test";
import { expect, test } from "./support/test";
import { THEME_STORAGE_KEY } from "../lib/theme-keys";

/**
 * A failure in the root layout (here the header's theme toggle throws while rendering) is outside
 * every page's error boundary: app/global-error.tsx replaces the whole document with the spec's
 * screen, in the page's language and theme, and Try Again recovers once the cause is gone.
 */
async function breakTheHeader(page: Page, path: string) {
  const html = await (await page.request.get(path)).text();
  const startup = new Set(
    [...html.matchAll(/\/_next\/static\/chunks\/[\w.-]+\.js/g)].map((m) => m[0]),
  );
  const mark = '"data-theme-toggle":""';
  let chunk: string | undefined;
  for (const path of startup) {
    if ((await (await page.request.get(path)).text()).includes(mark)) chunk = path;
  }
  if (!chunk) throw new Error(`no start-up chunk of ${path} renders the theme toggle (${mark})`);
  await page.addInitScript(() => ((window as { headerFails?: boolean }).headerFails = true));
  await page.route(`**${chunk}`, async (route) => {
    const response = await route.fetch();
    const body = (await response.text()).replace(
      mark,
      '"data-theme-toggle":(()=>{if(window.headerFails)throw new Error("the header failed");return""})()',
    );
    await route.fulfill({ response, body });
  });
  return {
    mend: () => page.evaluate(() => ((window as { headerFails?: boolean }).headerFails = false)),
  };
}

test("a failure in the header: the Hindi screen, and Try Again recovers without a reload", async ({
  page,
}) => {
  let loads = 0;
  page.on("load", () => loads++);
  const header = await breakTheHeader(page, "/hi/community");
  await page.goto("/hi/community");
  await expect(page.getByRole("heading", { level: 1, name: "कुछ गड़बड़ हो गई" })).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("lang", "hi");
  await expect(page).toHaveTitle("कुछ गड़बड़ हो गई");
  await expect(page.getByRole("link", { name: "होम पर जाएँ" })).toHaveAttribute("href", "/hi");

  await header.mend();
  await page.getByRole("button", { name: "फिर से कोशिश करें" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "समुदाय की आवाज़" })).toBeVisible();
  await expect(page.getByRole("banner")).toBeVisible();
  expect(loads).toBe(1);
  await page.unrouteAll({ behavior: "ignoreErrors" });
});

test("in Chhattisgarhi with the dark theme chosen, the screen is dark and Go Home keeps the language", async ({
  page,
}) => {
  await page.addInitScript((key) => localStorage.setItem(key, "dark"), THEME_STORAGE_KEY);
  await breakTheHeader(page, "/cg/transparency");
  await page.goto("/cg/transparency");
  await expect(page.getByRole("heading", { level: 1, name: "कुछु गड़बड़ हो गे" })).toBeVisible();
  await expect(page.locator("html")).toHaveClass(/\bdark\b/);
  await page.getByRole("link", { name: "होम म जावव" }).click();
  await expect(page).toHaveURL(/\/cg$/);
  await expect(page.getByRole("banner")).toBeVisible();
  await page.unrouteAll({ behavior: "ignoreErrors" });
});
