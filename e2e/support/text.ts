import type { Page } from "@playwright/test";

/**
 * The text of `main`, whitespace collapsed. textContent, not innerText: sections below the first
 * screen skip rendering (content-visibility), and innerText leaves them out, so a check that some
 * English is gone would pass without reading them.
 */
export async function mainText(page: Page): Promise<string> {
  return ((await page.getByRole("main").textContent()) ?? "").replace(/\s+/g, " ");
}

/** A message's longest stretch without a `{placeholder}`, to look for when figures are filled in. */
export function longestFixedPart(text: string): string {
  return text
    .split(/\{\w+\}/)
    .map((s) => s.trim())
    .reduce((a, b) => (b.length > a.length ? b : a), "");
}
