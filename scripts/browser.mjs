import { existsSync } from "node:fs";
import { chromium } from "@playwright/test";

const DEBIAN_CHROMIUM = "/usr/bin/chromium";
const DEBIAN_HEADLESS_SHELL = "/usr/bin/chromium-headless-shell";

/** CHROMIUM_PATH when set; a path that does not exist is an error, not a silent fallback. */
function chosenPath() {
  const chosen = process.env.CHROMIUM_PATH;
  if (!chosen) return undefined;
  if (!existsSync(chosen)) throw new Error(`CHROMIUM_PATH is ${chosen}, which does not exist`);
  return chosen;
}

/**
 * The full browser, for Lighthouse and anything that should measure what a visitor's Chrome does:
 * CHROMIUM_PATH, else Debian's chromium (Playwright cannot download its own here), else
 * Playwright's.
 */
export function chromiumPath() {
  const chosen = chosenPath();
  if (chosen) return chosen;
  if (existsSync(DEBIAN_CHROMIUM)) return DEBIAN_CHROMIUM;
  try {
    const own = chromium.executablePath();
    if (own && existsSync(own)) return own;
  } catch {
    // Playwright's browser is not installed.
  }
  return undefined;
}

/**
 * The browser the end-to-end tests drive: CHROMIUM_PATH, else Debian's chromium-headless-shell,
 * else the full browser above. The shell is the same Blink and V8 build without the windowing
 * browser around them, which is what Playwright itself runs headless tests in; on the two-core CI
 * machine the sweep costs about a third less CPU in it (renderer, browser and GPU processes all do
 * less). It has no window: for `--headed` or `--ui` runs, set CHROMIUM_PATH=/usr/bin/chromium.
 */
export function testChromiumPath() {
  const chosen = chosenPath();
  if (chosen) return chosen;
  if (existsSync(DEBIAN_HEADLESS_SHELL)) return DEBIAN_HEADLESS_SHELL;
  return chromiumPath();
}
