import { existsSync } from "node:fs";
import { chromium } from "@playwright/test";

/** Debian's chromium when present (Playwright cannot download its own here), else Playwright's. */
export function chromiumPath() {
  if (process.env.CHROMIUM_PATH && existsSync(process.env.CHROMIUM_PATH)) {
    return process.env.CHROMIUM_PATH;
  }
  if (existsSync("/usr/bin/chromium")) return "/usr/bin/chromium";
  try {
    const own = chromium.executablePath();
    if (own && existsSync(own)) return own;
  } catch {
    // Playwright's browser is not installed.
  }
  return undefined;
}
