import { expect, test } from "./support/test";
import { THEME_STORAGE_KEY } from "../lib/theme-keys";
import { holdScripts } from "./support/hold-scripts";
import { settle } from "./support/watch";

test.use({ colorScheme: "light", viewport: { width: 1280, height: 800 } });

test("a stored theme that is not a theme is dropped before it can hide the page", async ({
  page,
}) => {
  await page.addInitScript((key) => localStorage.setItem(key, "hidden"), THEME_STORAGE_KEY);
  const release = await holdScripts(page);
  await page.goto("/", { waitUntil: "domcontentloaded" });
  // Before any of the page's scripts has run: the page shows, in the system's theme.
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.locator("html")).not.toHaveClass(/\bhidden\b/);
  expect(await page.evaluate((key) => localStorage.getItem(key), THEME_STORAGE_KEY)).toBeNull();
  release();
  await settle(page);
  await expect(page.locator("html")).toHaveClass(/\blight\b/);
});
