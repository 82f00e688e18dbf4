import { type Page, type Route } from "@playwright/test";
import { expect, test } from "./support/test";
import { settle } from "./support/watch";

/**
 * Chunks that fail to load: a dropped connection (the request aborts) and a redeploy under an open
 * tab (the chunk is gone: 404). The visitor must see the spec's error screen in the page's
 * language, Try Again must work once the network is back, and a missing chunk must lead to one
 * fresh load of the page, never a loop.
 */

type Failure = "abort" | "404";

/**
 * Fails the chunks `which` picks until `restore()`; `failed` counts the requests failed so far
 * (the bundler tries a failed chunk once more by itself before it gives up).
 */
async function failChunks(page: Page, how: Failure, which: (path: string) => boolean = () => true) {
  const state = { failing: true, failed: 0 };
  await page.route("**/_next/static/chunks/**", (route: Route) => {
    const path = new URL(route.request().url()).pathname;
    if (!state.failing || !path.endsWith(".js") || !which(path)) return route.continue();
    state.failed++;
    return how === "abort" ? route.abort() : route.fulfill({ status: 404, body: "" });
  });
  return {
    failed: () => state.failed,
    restore: () => {
      state.failing = false;
    },
  };
}

/** The chunks a pre-rendered page loads at start-up: all others come later, by import(). */
async function startupChunks(page: Page, path: string): Promise<Set<string>> {
  const html = await (await page.request.get(path)).text();
  return new Set([...html.matchAll(/\/_next\/static\/chunks\/[\w.-]+\.js/g)].map((m) => m[0]));
}

function countLoads(page: Page) {
  const loads = { count: 0 };
  page.on("load", () => loads.count++);
  return loads;
}

const screen = {
  hi: { title: "कुछ गड़बड़ हो गई", retry: "फिर से कोशिश करें", home: "होम पर जाएँ" },
  cg: { title: "कुछु गड़बड़ हो गे", retry: "फेर कोसिस करव", home: "होम म जावव" },
};

test.describe("a lazily loaded chunk that fails while the page starts (the tabs)", () => {
  test("network down: the Hindi screen, and Try Again works once the network is back", async ({
    page,
  }) => {
    const loads = countLoads(page);
    const startup = await startupChunks(page, "/hi/dashboard");
    const chunks = await failChunks(page, "abort", (p) => !startup.has(p));
    await page.goto("/hi/dashboard");
    await expect(page.getByRole("heading", { level: 1, name: screen.hi.title })).toBeVisible();
    await expect(
      page.getByRole("main").getByRole("link", { name: screen.hi.home }),
    ).toHaveAttribute("href", "/hi");
    // Still down: Try Again asks for the chunk again and shows the screen again.
    const before = chunks.failed();
    await page.getByRole("button", { name: screen.hi.retry }).click();
    await expect.poll(chunks.failed).toBeGreaterThanOrEqual(before + 2);
    await expect(page.getByRole("heading", { level: 1, name: screen.hi.title })).toBeVisible();

    chunks.restore();
    await page.getByRole("button", { name: screen.hi.retry }).click();
    await expect(page.getByRole("heading", { level: 1, name: "प्रगति डैशबोर्ड" })).toBeVisible();
    await expect(page.getByRole("tablist").first()).toBeVisible();
    expect(loads.count).toBe(1);
  });

  test("a chunk gone after a redeploy loads the page afresh once, and the new page works", async ({
    page,
  }) => {
    const loads = countLoads(page);
    const startup = await startupChunks(page, "/cg/dashboard");
    // The old deploy's chunk is gone until the page is loaded again (the new deploy's HTML).
    await page.route("**/_next/static/chunks/**", (route) => {
      const path = new URL(route.request().url()).pathname;
      return loads.count < 2 && path.endsWith(".js") && !startup.has(path)
        ? route.fulfill({ status: 404, body: "" })
        : route.continue();
    });
    await page.goto("/cg/dashboard");
    await expect.poll(() => loads.count).toBe(2);
    await settle(page);
    await expect(page.getByRole("heading", { level: 1, name: "प्रगति डैशबोर्ड" })).toBeVisible();
    await page.waitForTimeout(1500);
    expect(loads.count).toBe(2);
  });

  test("a chunk that stays missing reloads once, then shows the Chhattisgarhi screen: no loop", async ({
    page,
  }) => {
    const loads = countLoads(page);
    const startup = await startupChunks(page, "/cg/dashboard");
    await failChunks(page, "404", (p) => !startup.has(p));
    await page.goto("/cg/dashboard");
    await expect(page.getByRole("heading", { level: 1, name: screen.cg.title })).toBeVisible();
    await page.waitForTimeout(3000);
    await expect(page.getByRole("heading", { level: 1, name: screen.cg.title })).toBeVisible();
    expect(loads.count).toBe(2);
  });
});

test("a soft navigation whose chunks fail shows the screen, and Try Again recovers", async ({
  page,
}) => {
  const loads = countLoads(page);
  await page.goto("/hi/community");
  await settle(page);
  const chunks = await failChunks(page, "abort");
  await page.getByRole("contentinfo").getByRole("link", { name: "खुला हिसाब" }).click();
  await expect(page).toHaveURL(/\/hi\/transparency$/);
  await expect(page.getByRole("heading", { level: 1, name: screen.hi.title })).toBeVisible();
  chunks.restore();
  await page.getByRole("button", { name: screen.hi.retry }).click();
  await expect(page.getByRole("heading", { level: 1, name: "खुला हिसाब केंद्र" })).toBeVisible();
  expect(loads.count).toBe(1);
});

test.describe("the More menu (desktop)", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  for (const how of ["abort", "404"] as const) {
    test(`its panel's code failing (${how}) opens the pages as plain links; a later click loads the menu`, async ({
      page,
    }) => {
      await page.goto("/hi/community");
      await settle(page);
      const chunks = await failChunks(page, how);
      const nav = page.getByRole("banner").getByRole("navigation").first();
      const more = nav.getByRole("button", { name: "और" });
      await more.click();
      await expect(more).toHaveAttribute("aria-expanded", "true");
      const link = nav.getByRole("link", { name: /जोखिम/ }).first();
      await expect(link).toBeVisible();
      expect(await link.getAttribute("href")).toMatch(/^\/hi\//);
      await page.keyboard.press("Escape");
      await expect(more).toHaveAttribute("aria-expanded", "false");

      chunks.restore();
      await more.click();
      await expect(page.locator("[data-radix-collection-item]").first()).toBeAttached();
      await expect(nav.getByRole("button", { name: "और" })).toHaveAttribute(
        "aria-expanded",
        "true",
      );
      await expect(nav.getByRole("link", { name: /जोखिम/ }).first()).toBeVisible();
    });
  }
});

test("a notice whose toaster cannot be fetched shows as plain text", async ({ page, context }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await page.goto("/hi/engagement");
  await settle(page);
  await failChunks(page, "abort");
  await page.getByRole("button", { name: /लिंक/ }).first().click();
  await expect(page.getByRole("status").filter({ hasText: /./ })).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: screen.hi.title })).toHaveCount(0);
});
