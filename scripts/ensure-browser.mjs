// Makes sure a Chromium is there for Playwright: Debian's headless shell if we can install it.
import { execSync } from "node:child_process";
import { existsSync } from "node:fs";
import { testChromiumPath } from "./browser.mjs";

const SHELL = "/usr/bin/chromium-headless-shell";

function canInstall() {
  if (typeof process.getuid !== "function" || process.getuid() !== 0) return false;
  try {
    execSync("command -v apt-get", { stdio: "ignore" });
    return true;
  } catch {
    return false;
  }
}

if (!process.env.CHROMIUM_PATH && !existsSync(SHELL) && canInstall()) {
  console.log("Installing Debian's chromium-headless-shell with apt-get for the tests ...");
  try {
    execSync(
      "apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium-headless-shell",
      { stdio: "inherit" },
    );
  } catch {
    console.log("Could not install chromium-headless-shell; the tests use another Chromium.");
  }
}

if (!testChromiumPath()) {
  console.error(
    "No Chromium for Playwright: run `sudo apt-get install chromium-headless-shell` (Debian/Ubuntu) or `npx playwright install chromium`, then run the tests again.",
  );
  process.exit(1);
}
