import { expect, test, type Page } from "@playwright/test";
import { THEME_STORAGE_KEY, THEME_TOGGLE_READY_ATTR } from "../lib/theme-keys";
import { backgroundLightness } from "./support/colour";
import { holdScripts } from "./support/hold-scripts";
import { blockStorage } from "./support/storage";
import { settle } from "./support/watch";

// A donor on a slow phone taps the theme toggle before the page's scripts have arrived: the tap
// must still switch the theme, and the choice must survive the scripts' arrival (lib/early-theme.ts).

const toggle = (page: Page) => page.getByRole("button", { name: "Toggle theme" });

test.use({ colorScheme: "light", viewport: { width: 1280, height: 800 } });

test("a tap before the scripts run switches the theme, which stays when they arrive", async ({
  page,
}) => {
  const release = await holdScripts(page);
  await page.goto("/transparency", { waitUntil: "domcontentloaded" });
  const html = page.locator("html");
  await expect(html).not.toHaveClass(/\bdark\b/);
  await toggle(page).click();
  await expect(html).toHaveClass(/\bdark\b/);
  expect(await page.evaluate((key) => localStorage.getItem(key), THEME_STORAGE_KEY)).toBe("dark");
  // A keyboard user gets the same: Enter on the focused toggle switches back.
  await toggle(page).focus();
  await page.keyboard.press("Enter");
  await expect(html).not.toHaveClass(/\bdark\b/);
  await toggle(page).click();
  await expect(html).toHaveClass(/\bdark\b/);

  release();
  await settle(page);
  await expect(html).toHaveClass(/\bdark\b/);
  // Now React answers the toggle, and the early script stays out of its way.
  await toggle(page).click();
  await expect(html).not.toHaveClass(/\bdark\b/);
  await expect(html).not.toHaveAttribute("data-theme-early");
  expect(await page.evaluate((key) => localStorage.getItem(key), THEME_STORAGE_KEY)).toBe("light");
  await page.reload();
  await expect(html).not.toHaveClass(/\bdark\b/);
});

test("with storage blocked, an early choice still holds when the scripts arrive", async ({
  page,
}) => {
  await blockStorage(page);
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  const release = await holdScripts(page);
  await page.goto("/hi/investment", { waitUntil: "domcontentloaded" });
  const html = page.locator("html");
  await page.getByRole("button", { name: "थीम बदलें" }).click();
  await expect(html).toHaveClass(/\bdark\b/);
  release();
  await settle(page);
  await expect(html).toHaveClass(/\bdark\b/);
  await page.getByRole("button", { name: "थीम बदलें" }).click();
  await expect(html).not.toHaveClass(/\bdark\b/);
  expect(errors).toEqual([]);
});

test("with storage blocked on a dark phone, the page is dark before the scripts and a tap lightens it", async ({
  page,
}) => {
  // next-themes' inline script cannot read storage, so it puts no class on <html>: the page
  // follows the device until the scripts arrive, and an early tap switches away from that.
  await blockStorage(page);
  await page.emulateMedia({ colorScheme: "dark" });
  const release = await holdScripts(page);
  await page.goto("/cg/dashboard", { waitUntil: "domcontentloaded" });
  const html = page.locator("html");
  await expect(html).not.toHaveClass(/\b(light|dark)\b/);
  expect(await backgroundLightness(page)).toBeLessThan(0.15);
  await page.getByRole("button", { name: "थीम बदलव" }).click();
  await expect(html).toHaveClass(/\blight\b/);
  expect(await backgroundLightness(page)).toBeGreaterThan(0.9);
  release();
  await settle(page);
  await expect(html).toHaveClass(/\blight\b/);
  expect(await backgroundLightness(page)).toBeGreaterThan(0.9);
});

test("a tap after React has started, before it has hydrated the toggle, is answered once", async ({
  page,
}) => {
  // React has started (it has taken the document) but cannot render the page yet: the script
  // that holds the toggle's code is still on its way. React drops a tap it cannot deliver.
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/_next/static/chunks/**/*.js", async (route) => {
    const response = await route.fetch();
    if ((await response.text()).includes("data-theme-toggle")) await released;
    await route.fulfill({ response });
  });
  await page.goto("/transparency", { waitUntil: "domcontentloaded" });
  await page.waitForFunction(() =>
    Object.keys(document).some((key) => key.startsWith("__reactContainer$")),
  );
  const html = page.locator("html");
  await toggle(page).click();
  await expect(html).toHaveClass(/\bdark\b/);
  release();
  await settle(page);
  await expect(html).toHaveClass(/\bdark\b/);
  // React now answers the toggle, starting from the choice made before it could.
  await expect(toggle(page)).toHaveAttribute(THEME_TOGGLE_READY_ATTR, "");
  await toggle(page).click();
  await expect(html).not.toHaveClass(/\bdark\b/);
  await toggle(page).click();
  await expect(html).toHaveClass(/\bdark\b/);
  await page.reload();
  await expect(html).toHaveClass(/\bdark\b/);
  await page.unrouteAll({ behavior: "ignoreErrors" });
});

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
