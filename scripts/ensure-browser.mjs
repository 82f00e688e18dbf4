// Makes sure a Chromium is there for Playwright: Debian's package if we can install it.
import { execSync } from "node:child_process";
import { chromiumPath } from "./browser.mjs";

if (!chromiumPath()) {
  const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
  let hasApt = false;
  try {
    execSync("command -v apt-get", { stdio: "ignore" });
    hasApt = true;
  } catch {
    hasApt = false;
  }
  if (isRoot && hasApt) {
    console.log("No Chromium found: installing Debian's chromium with apt-get ...");
    execSync(
      "apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium",
      {
        stdio: "inherit",
      },
    );
  }
  if (!chromiumPath()) {
    console.error(
      "No Chromium for Playwright: run `sudo apt-get install chromium` (Debian/Ubuntu) or `npx playwright install chromium`, then run the tests again.",
    );
    process.exit(1);
  }
}
