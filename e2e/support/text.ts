import type { Page } from "@playwright/test";

/**
 * The text of `main`, whitespace collapsed. textContent, not innerText: sections below the first
 * screen skip rendering (content-visibility), and innerText leaves them out, so a check that some
 * English is gone would pass without reading them.
 */
export async function mainText(page: Page): Promise<string> {
  return ((await page.getByRole("main").textContent()) ?? "").replace(/\s+/g, " ");
}

/**
 * A message's longest stretch outside its arguments (`{name}`, and a plural's `{count, plural, ...}`
 * whole), to look for when figures are filled in.
 */
export function longestFixedPart(text: string): string {
  const parts = [""];
  let depth = 0;
  for (const char of text) {
    if (char === "{" && depth++ === 0) parts.push("");
    else if (char === "}" && depth > 0) depth--;
    else if (depth === 0) parts[parts.length - 1] += char;
  }
  return parts.map((s) => s.trim()).reduce((a, b) => (b.length > a.length ? b : a), "");
}
