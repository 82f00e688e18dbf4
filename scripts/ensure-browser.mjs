// Makes sure a Chromium is there for Playwright: when none is, Debian's headless shell if we can
// install it (as root with apt-get), else Debian's chromium.
import { execSync } from "node:child_process";
import { testChromiumPath } from "./browser.mjs";

function canInstall() {
  if (typeof process.getuid !== "function" || process.getuid() !== 0) return false;
  try {
    execSync("command -v apt-get", { stdio: "ignore" });
    return true;
  } catch {
    return false;
  }
}

if (!testChromiumPath() && canInstall()) {
  console.log("No Chromium found: installing Debian's chromium-headless-shell with apt-get ...");
  const install = (name) =>
    execSync(`DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${name}`, { stdio: "inherit" });
  try {
    execSync("apt-get update -qq", { stdio: "inherit" });
    install("chromium-headless-shell");
  } catch {
    console.log("chromium-headless-shell could not be installed; trying chromium ...");
    try {
      install("chromium");
    } catch {
      // Reported below.
    }
  }
}

if (!testChromiumPath()) {
  console.error(
    "No Chromium for Playwright: run `sudo apt-get install chromium-headless-shell` (Debian/Ubuntu) or `npx playwright install chromium`, then run the tests again.",
  );
  process.exit(1);
}
