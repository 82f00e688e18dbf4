import type { Page } from "@playwright/test";

/** Holds the page's scripts back, as a slow network would, until the returned function is called. */
export async function holdScripts(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/_next/static/chunks/**/*.js", async (route) => {
    await released;
    await route.continue();
  });
  return release;
}
