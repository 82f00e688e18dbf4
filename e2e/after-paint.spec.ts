import { type Page, type Response } from "@playwright/test";
import { expect, test } from "./support/test";
import { COMPILE_HINT } from "../scripts/page-steps/compile-hint.mjs";
import { LOADER_MARK, SCRIPTS_FAILED_ATTR } from "../scripts/page-steps/after-paint.mjs";
import { settle } from "./support/watch";

// The page paints before its scripts are fetched (scripts/page-steps/after-paint.mjs), and the scripts still come:
// the islands work once they have run.

/** When the first contentful paint came, and when each of the page's own scripts was requested. */
async function timings(page: Page) {
  return page.evaluate(() => ({
    paint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime,
    scripts: performance
      .getEntriesByType("resource")
      .filter((e) => new URL(e.name).origin === location.origin && e.name.endsWith(".js"))
      .map((e) => e.startTime),
  }));
}

/** The dashboard's tabs answer a click: proof that the scripts arrived and ran. */
async function tabsWork(page: Page, tab: string) {
  await page.getByRole("tab", { name: tab }).click();
  await expect(page.getByRole("tab", { name: tab })).toHaveAttribute("aria-selected", "true");
}

for (const [path, tab] of [
  ["/dashboard", "8 Core KPIs"],
  ["/hi/dashboard", "8 मुख्य पैमाने"],
  ["/", null],
  ["/cg/investment", null],
] as const) {
  test(`${path} paints before it requests a script, then runs them`, async ({ page }) => {
    await page.goto(path);
    await settle(page);
    const { paint, scripts } = await timings(page);
    expect(paint, "a first contentful paint").toBeGreaterThan(0);
    // The framework's scripts and the page's own, at least: every one after the paint.
    expect(scripts.length).toBeGreaterThanOrEqual(5);
    for (const start of scripts) expect(start).toBeGreaterThanOrEqual(paint!);
    if (tab) await tabsWork(page, tab);
  });
}

/**
 * The site's scripts the page fetches while `run` runs, each with whether it starts with V8's
 * compile hint.
 */
async function scriptsFetched(page: Page, run: () => Promise<unknown>) {
  const hinted = new Map<string, Promise<boolean>>();
  const onResponse = (response: Response) => {
    const { pathname } = new URL(response.url());
    if (response.request().resourceType() === "script" && pathname.startsWith("/_next/static/"))
      hinted.set(
        pathname,
        response.text().then((js) => js.startsWith(COMPILE_HINT)),
      );
  };
  page.on("response", onResponse);
  await run();
  page.off("response", onResponse);
  return new Map(await Promise.all([...hinted].map(async ([p, h]) => [p, await h] as const)));
}

test.describe("scripts marked for eager compiling", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("every script a page's HTML loads at start-up starts with V8's compile hint; one fetched later does not", async ({
    page,
  }) => {
    for (const path of ["/hi/dashboard", "/cg/investment", "/transparency", "/"]) {
      const scripts = await scriptsFetched(page, async () => {
        await page.goto(path);
        await settle(page);
        // The loader adds the start-up scripts after the first paint, and the page can hydrate
        // before the last of them has come (a CI run once read the list before it had): wait
        // until the browser has every one the loader lists.
        await page.waitForFunction((mark) => {
          const text = document.querySelector(`script[${mark}]`)?.textContent ?? "";
          const srcs = JSON.parse(/\}\)\((\[.*\])\)$/.exec(text)?.[1] ?? "[]") as string[];
          return srcs.every(
            (src) => performance.getEntriesByName(new URL(src, location.href).href).length > 0,
          );
        }, LOADER_MARK);
      });
      // The page's start-up scripts are the list its loader adds.
      const loader = await page.locator(`script[${LOADER_MARK}]`).textContent();
      const listed = JSON.parse(/\}\)\((\[.*\])\)$/.exec(loader ?? "")?.[1] ?? "[]") as string[];
      expect(listed.length, path).toBeGreaterThanOrEqual(5);
      for (const src of listed) expect(scripts.get(src), `${path}: ${src}`).toBe(true);
    }
    // The More menu's panel is fetched when the visitor reaches for it: left to lazy compiling.
    const later = await scriptsFetched(page, async () => {
      // Pointing at the button fetches the panel (components/chrome/more-menu.tsx), which opens
      // only on a click: the test waits for the script.
      const panel = page.waitForResponse((r) => r.request().resourceType() === "script");
      await page.getByRole("banner").getByRole("button", { name: "More" }).hover();
      await panel;
    });
    expect(later.size).toBeGreaterThanOrEqual(1);
    for (const [script, hinted] of later) expect(hinted, script).toBe(false);
  });
});

test("a browser that does not report paints gets the scripts at load", async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(PerformanceObserver, "supportedEntryTypes", {
      configurable: true,
      get: () => ["mark", "measure", "navigation", "resource"],
    });
  });
  await page.goto("/dashboard");
  await settle(page);
  const loadedAt = await page.evaluate(
    () => performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming,
  );
  const { scripts } = await timings(page);
  expect(scripts.length).toBeGreaterThanOrEqual(5);
  for (const start of scripts) expect(start).toBeGreaterThanOrEqual(loadedAt.loadEventStart);
  await tabsWork(page, "8 Core KPIs");
});

for (const how of ["404", "abort"] as const) {
  test(`a start-up script that fails to load (${how}) leaves the page as it reads without JavaScript`, async ({
    page,
  }) => {
    // The loader's list of scripts: the last thing in its text.
    await page.goto("/dashboard");
    const loader = (await page.locator(`script[${LOADER_MARK}]`).textContent()) ?? "";
    const first = (JSON.parse(/\((\[[^\]]*\])\)$/.exec(loader)?.[1] ?? "[]") as string[])[0];
    expect(first, "the loader lists the page's scripts").toBeTruthy();
    await page.route(`**${first}`, (route) =>
      how === "abort" ? route.abort() : route.fulfill({ status: 404, body: "" }),
    );
    await page.goto("/dashboard");
    await expect(page.locator("html")).toHaveAttribute(SCRIPTS_FAILED_ATTR, "");
    // Every tab panel shows, and nothing that would need a script to answer.
    for (const name of ["Overview", "8 Core KPIs", "Phase Timeline", "Financial"]) {
      await expect(page.getByRole("tabpanel", { name })).toBeVisible();
    }
    await expect(page.getByRole("tablist")).toBeHidden();
    await expect(page.getByRole("button", { name: "Toggle theme" })).toBeHidden();
    await page.unrouteAll({ behavior: "ignoreErrors" });
  });
}

test("the app starts: a header link navigates within the page, and no script is fetched twice", async ({
  page,
}) => {
  const fetched: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") fetched.push(new URL(request.url()).pathname);
  });
  await page.goto("/hi");
  await settle(page);
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  await page.getByRole("banner").locator('a[href="/hi/dashboard"]').first().click();
  await expect(page).toHaveURL(/\/hi\/dashboard$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await settle(page);
  // A document loaded again would have lost the mark: the router took the link, so React runs.
  expect(await page.evaluate(() => "sameDocument" in window)).toBe(true);
  expect(fetched.filter((path, i) => fetched.indexOf(path) !== i)).toEqual([]);
});
