import { existsSync } from "node:fs";
import { chromium } from "@playwright/test";

const DEBIAN_CHROMIUM = "/usr/bin/chromium";
const DEBIAN_HEADLESS_SHELL = "/usr/bin/chromium-headless-shell";

/**
 * The full browser, for Lighthouse and anything that should measure what a visitor's Chrome does:
 * Debian's chromium when present (Playwright cannot download its own here), else Playwright's.
 */
export function chromiumPath() {
  if (process.env.CHROMIUM_PATH && existsSync(process.env.CHROMIUM_PATH)) {
    return process.env.CHROMIUM_PATH;
  }
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
 * The browser the end-to-end tests drive: Debian's chromium-headless-shell when present, else the
 * full browser. The shell is the same Blink and V8 build without the windowing browser around
 * them, which is what Playwright itself runs headless tests in; on the two-core CI machine the
 * sweep costs about a third less CPU in it (renderer, browser and GPU processes all do less).
 */
export function testChromiumPath() {
  if (process.env.CHROMIUM_PATH && existsSync(process.env.CHROMIUM_PATH)) {
    return process.env.CHROMIUM_PATH;
  }
  if (existsSync(DEBIAN_HEADLESS_SHELL)) return DEBIAN_HEADLESS_SHELL;
  return chromiumPath();
}
