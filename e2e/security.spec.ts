import { expect, test } from "./support/test";
import { THEME_TOGGLE_READY_ATTR } from "../lib/theme-keys";
import { CSP_VIOLATION, settle, watchPage } from "./support/watch";

const required = {
  "strict-transport-security": /max-age=(\d+); includeSubDomains/,
  "x-content-type-options": /^nosniff$/,
  "referrer-policy": /^strict-origin-when-cross-origin$/,
  "permissions-policy": /camera=\(\).*microphone=\(\).*geolocation=\(\)/,
  "cross-origin-opener-policy": /^same-origin$/,
  "cross-origin-resource-policy": /^same-origin$/,
  "x-frame-options": /^DENY$/,
  "content-security-policy": /object-src 'none'/,
} as const;

for (const [what, path, status] of [
  ["a page", "/transparency", 200],
  ["a Hindi page", "/hi/dashboard-v2", 200],
  ["an API route", "/api/quality-check/health", 200],
  ["the 404 page", "/no-such-page", 404],
  ["an unknown API path", "/api/nothing-here", 404],
] as const) {
  test(`${what} carries every security header`, async ({ request }) => {
    const response = await request.get(path);
    expect(response.status()).toBe(status);
    const headers = response.headers();
    for (const [name, pattern] of Object.entries(required)) {
      expect(headers[name], `${path}: ${name}`).toMatch(pattern);
    }
    expect(
      Number(/max-age=(\d+)/.exec(headers["strict-transport-security"]!)![1]),
    ).toBeGreaterThanOrEqual(2 * 365 * 24 * 3600);
    const header = headers["content-security-policy"]!;
    expect(header).toContain("frame-ancestors 'none'");
    // A pre-rendered page states its script policy in a <meta> at the top of its <head>.
    const meta =
      /^<!DOCTYPE html><html[^>]*><head><meta charSet="utf-8"\/><meta http-equiv="Content-Security-Policy" content="([^"]*)"\/>/.exec(
        await response.text(),
      )?.[1];
    const csp = status === 200 && !path.startsWith("/api") ? meta : header;
    expect(csp, `${path}: script policy`).toBeTruthy();
    const script = /script-src ([^;]*)/.exec(csp!)?.[1] ?? /default-src ([^;]*)/.exec(csp!)![1]!;
    expect(script).not.toContain("unsafe-inline");
    expect(script).not.toContain("unsafe-eval");
    if (!path.startsWith("/api")) {
      expect(script).toMatch(status === 200 ? /'sha256-/ : /'nonce-/);
      expect(csp).toContain("base-uri 'self'");
    }
  });
}

test("an unknown API path answers JSON, not the HTML page", async ({ request }) => {
  const response = await request.post("/api/does/not/exist");
  expect(response.status()).toBe(404);
  expect(response.headers()["content-type"]).toContain("application/json");
  expect((await response.json()).error).toBe("Not Found");
});

// Every page, in every language, theme and width, is loaded by the sweep (sweep.spec.ts), whose
// watchPage fails the page on any Content-Security-Policy violation, and which waits on each for
// React and the tabs to hydrate (settle): every island hydrates under the policy there. Here: that
// the watcher does report a blocked script, and that the theme toggle then works under the policy
// on a page and on the 404 pages, which the sweep does not load.
test("the sweep's watcher reports a script the policy blocks", async ({ page, baseURL }) => {
  const watch = await watchPage(page, new URL(baseURL!).origin);
  await page.goto("/transparency");
  await settle(page);
  // stop() ends the recording, so wait for the browser's report to reach the console first.
  const reported = page.waitForEvent("console", (m) => m.text().startsWith(CSP_VIOLATION));
  await page.evaluate(() => {
    const script = document.createElement("script");
    script.textContent = "document.title = 'injected'";
    document.head.append(script);
  });
  await reported;
  await expect(page).not.toHaveTitle("injected");
  expect(watch.stop()).toContain(`console error: ${CSP_VIOLATION}: script-src-elem inline`);
});

test.describe("the theme toggle works under the Content-Security-Policy", () => {
  const pages = ["/", "/no-such-page", "/hi/no-such-page"];
  for (const path of pages) {
    test(path, async ({ page, baseURL }) => {
      const watch = await watchPage(page, new URL(baseURL!).origin);
      await page.goto(path);
      await settle(page);
      // The theme toggle is an island: React marks it ready when it has hydrated it, which it can
      // only do if the page's scripts were allowed to run.
      const toggle = page.locator("header button").filter({ has: page.locator("svg.lucide-sun") });
      await expect(toggle).toHaveAttribute(THEME_TOGGLE_READY_ATTR, "");
      await toggle.click();
      await expect(page.locator("html")).toHaveClass(/\bdark\b/);
      const problems = watch.stop();
      // The 404 page answers 404 (and the browser logs that): that is its point, not a fault.
      const its404 = [
        `HTTP 404: GET ${new URL(path, baseURL).href}`,
        "console error: Failed to load resource: the server responded with a status of 404 (Not Found)",
      ];
      expect(
        problems.filter((p) => !(path.endsWith("no-such-page") && its404.includes(p))),
      ).toEqual([]);
    });
  }
});

/** An A4 page's printable width at 96 px to the inch: 210 mm less Chrome's 10 mm margins. */
const A4_PRINTABLE = { width: 718, height: 1047 };

test.describe("print", () => {
  for (const path of ["/transparency", "/dashboard", "/investment"]) {
    test(`${path} prints without chrome or buttons, with every tab panel`, async ({ page }) => {
      await page.goto(path);
      await settle(page);
      await page.setViewportSize(A4_PRINTABLE);
      await page.emulateMedia({ media: "print" });
      // What a printed page shows, read at once: the print style sheet applies synchronously.
      const printed = await page.evaluate(() => {
        const shown = (el: Element) => el.checkVisibility();
        const label = (el: Element) =>
          `<${el.tagName.toLowerCase()}> "${(el.textContent ?? "").trim().slice(0, 40)}"`;
        const root = document.documentElement;
        return {
          // The site's header and footer (banner and contentinfo), not a card's within <main>.
          chrome: [...document.querySelectorAll(":is(header, footer):not(main *)")]
            .filter(shown)
            .map(label),
          tabLists: [...document.querySelectorAll("[role=tablist]")].filter(shown).map(label),
          panels: document.querySelectorAll("[role=tabpanel]").length,
          hiddenPanels: [...document.querySelectorAll("[role=tabpanel]")]
            .filter((el) => !shown(el))
            .map((el) => el.getAttribute("aria-labelledby")),
          buttons: [...document.querySelectorAll("main button:not([role=radio])")]
            .filter(shown)
            .map(label),
          overflow: root.scrollWidth - root.clientWidth,
        };
      });
      expect(printed.chrome, "header and footer shown in print").toEqual([]);
      expect(printed.tabLists, "tab lists shown in print").toEqual([]);
      expect(printed.hiddenPanels, "tab panels hidden in print").toEqual([]);
      expect(printed.buttons, "buttons shown in print").toEqual([]);
      // Wider than the paper: a printed page would cut it off at the right.
      expect(printed.overflow, "px wider than an A4 page").toBeLessThanOrEqual(0);
      if (path !== "/investment") expect(printed.panels).toBeGreaterThan(1);
    });
  }
});
