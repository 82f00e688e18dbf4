import { type Page } from "@playwright/test";
import { expect, test } from "./support/test";
import { blockStorage } from "./support/storage";

/**
 * The journey tracker runs on the visitor's clock, so every test drives Playwright's: the visit
 * starts when the first page hydrates, and `at(page, start, s)` moves time to `s` seconds later.
 */
const KEY = "digital-village-journey";
const THEME_KEY = "digital-village-theme";

function tracker(page: Page, name = "Your Exploration Journey") {
  return page.getByRole("complementary", { name });
}

function mainNav(page: Page) {
  return page.getByRole("banner").getByRole("navigation", { name: "Main" });
}

/** Waits for the tracker to store the visit and returns its start time. */
async function visitStart(page: Page): Promise<number> {
  const handle = await page.waitForFunction((key) => {
    try {
      const start = JSON.parse(localStorage.getItem(key) ?? "null")?.startedAt;
      return typeof start === "number" && start > 0 ? start : null;
    } catch {
      return null;
    }
  }, KEY);
  return (await handle.jsonValue()) as number;
}

/**
 * Sets the visitor's clock to `seconds` after the visit began (timers keep running) and waits for
 * the tracker's once-a-second tick to have stored that time.
 */
async function at(page: Page, start: number, seconds: number) {
  const time = start + seconds * 1000;
  await page.clock.setFixedTime(time);
  await page.waitForFunction(
    ([key, t]) => {
      try {
        return JSON.parse(localStorage.getItem(key as string) ?? "null")?.lastActiveAt === t;
      } catch {
        return false;
      }
    },
    [KEY, time] as const,
  );
}

/** Opens the home page, waits for the visit to begin and moves its clock `seconds` on. */
async function visitHome(page: Page, seconds: number): Promise<number> {
  await page.goto("/");
  const start = await visitStart(page);
  await at(page, start, seconds);
  return start;
}

/** The "m:ss spent" line. */
function spent(page: Page) {
  return tracker(page).getByText(/^\d+:\d{2} spent$/);
}

function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (m) => m.type() === "error" && errors.push(m.text()));
  page.on("pageerror", (e) => errors.push(e.message));
  return errors;
}

test.use({ viewport: { width: 1280, height: 800 } });
// Each test walks several pages in one visit; a busy development server compiles them slowly.
test.describe.configure({ timeout: 120_000 });

test.beforeEach(async ({ page }) => {
  await page.clock.install();
});

test("appears after 30 seconds and hides again after 120", async ({ page }) => {
  const start = await visitHome(page, 30);
  await expect(tracker(page)).toBeHidden();

  await at(page, start, 31);
  const card = tracker(page);
  await expect(card).toBeVisible();
  await expect(card.getByText("1 of 5 sections explored")).toBeVisible();
  await expect(spent(page)).toHaveText("0:31 spent");
  await expect(card.getByRole("progressbar", { name: "1 of 5 sections explored" })).toBeVisible();
  await expect(card.getByText("Getting Started")).toBeVisible();
  for (const title of [
    "Project Overview",
    "Transparency & Credibility",
    "Impact Analysis",
    "Execution Plans",
    "Investment Opportunity",
  ]) {
    await expect(card.getByText(title)).toBeVisible();
  }
  await expect(card.getByText("Review detailed quarterly implementation roadmaps")).toBeVisible();
  await expect(card.locator("li[aria-current=page]")).toContainText("Project Overview");
  await expect(card).toHaveClass(/print-hidden/);

  await at(page, start, 120);
  await expect(spent(page)).toHaveText("2:00 spent");
  await at(page, start, 121);
  await expect(tracker(page)).toBeHidden();
});

test("counts sections across client navigation, full loads, aliases and languages", async ({
  page,
  context,
}) => {
  await visitHome(page, 40);
  const card = tracker(page);
  await expect(card.getByText("1 of 5 sections explored")).toBeVisible();
  await expect(card.getByText("You're exploring thoroughly!", { exact: false })).toBeHidden();

  // Client navigation: the same document, so a marker on window survives.
  await page.evaluate(() => ((window as unknown as { kept: boolean }).kept = true));
  await mainNav(page).getByRole("link", { name: "Transparency", exact: true }).click();
  await page.waitForURL(/\/transparency$/);
  await expect(card.getByText("2 of 5 sections explored")).toBeVisible();
  await expect(card.getByText("Active Reviewer")).toBeVisible();
  await expect(card.locator("li[aria-current=page]")).toContainText("Transparency & Credibility");
  expect(await page.evaluate(() => (window as unknown as { kept?: boolean }).kept)).toBe(true);

  // A full load of the Hindi impact page counts for Impact Analysis.
  await page.goto("/hi/impact");
  const hindi = tracker(page, "आपकी खोज-यात्रा");
  await expect(hindi.getByText("5 में से 3 हिस्से देखे")).toBeVisible();
  await expect(hindi.getByText("लगन से खोजने वाले")).toBeVisible();
  await expect(hindi.getByRole("button", { name: "खोज-यात्रा ट्रैकर बंद करें" })).toBeVisible();
  await expect(hindi.getByText("आप बहुत ध्यान से देख रहे हैं!", { exact: false })).toBeVisible();
  await expect(hindi.getByRole("link", { name: "अपना असर आँकें" })).toHaveAttribute(
    "href",
    "/hi/investment",
  );

  // An alias of the dashboard, in a new tab of the same visit.
  const tab = await context.newPage();
  await tab.goto("/progress");
  const second = tracker(tab);
  await expect(second.getByText("4 of 5 sections explored")).toBeVisible();
  await expect(second.getByText("Deep Exploration")).toBeVisible();
  await expect(second.locator("li[aria-current=page]")).toContainText("Execution Plans");
  await expect(
    second.getByText("You're exploring thoroughly! Ready to calculate your impact?"),
  ).toBeVisible();
  await second.getByRole("link", { name: "Calculate your impact" }).click();
  await tab.waitForURL(/\/investment$/);
  // Execution Plans, counted by this tab on /progress, must survive the first tab's ticks, which
  // may have been written over it before that tab's copy of storage caught up (lib/journey's
  // mergeVisits).
  await expect(second.getByText("5 of 5 sections explored")).toBeVisible();

  // The first tab catches up on its next tick.
  await expect(hindi.getByText("5 में से 5 हिस्से देखे")).toBeVisible();
});

test("a section counted in one tab survives another tab writing over it unseen", async ({
  page,
  context,
}) => {
  await visitHome(page, 40);
  // What the first tab's copy of storage holds before the second tab counts the dashboard.
  const stale = await page.evaluate((key) => localStorage.getItem(key), KEY);

  const tab = await context.newPage();
  await tab.goto("/dashboard");
  await expect(tracker(tab).getByText("2 of 5 sections explored")).toBeVisible();
  await mainNav(tab).getByRole("link", { name: "Investment", exact: true }).click();
  await tab.waitForURL(/\/investment$/);
  await expect(tracker(tab).getByText("3 of 5 sections explored")).toBeVisible();

  // A tab that has not yet seen those changes writes its tick over them, as Chromium allows when
  // two tabs write within moments of each other. The second tab, now on another section, puts
  // the dashboard back on its next tick, and both tabs count it.
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [KEY, stale!] as const);
  await tab.waitForFunction((key) => {
    const sections = JSON.parse(localStorage.getItem(key) ?? "null")?.sections;
    return sections?.execution?.visited === true && sections?.investment?.visited === true;
  }, KEY);
  await expect(tracker(tab).getByText("3 of 5 sections explored")).toBeVisible();
  await expect(tracker(page).getByText("3 of 5 sections explored")).toBeVisible();
});

test("announces politely when it appears and when a section is completed, not every second", async ({
  page,
}) => {
  await page.goto("/");
  const start = await visitStart(page);
  const live = page.locator("[aria-live=polite]", { hasText: "Your Exploration Journey" });
  await at(page, start, 35);
  await expect(live).toHaveText("Your Exploration Journey: 1 of 5 sections explored");
  await expect(spent(page)).toHaveText("0:35 spent");
  await at(page, start, 38);
  await expect(spent(page)).toHaveText("0:38 spent");
  await expect(live).toHaveText("Your Exploration Journey: 1 of 5 sections explored");
  const insideLiveRegion = await spent(page).evaluate((el) => !!el.closest("[aria-live]"));
  expect(insideLiveRegion).toBe(false);

  await mainNav(page).getByRole("link", { name: "Investment", exact: true }).click();
  await page.waitForURL(/\/investment$/);
  await expect(live).toHaveText("Your Exploration Journey: 2 of 5 sections explored");
});

test("stays silent when the card's code cannot be fetched, and no card shows", async ({ page }) => {
  // Every chunk the page did not load at start-up fails: the card's own among them.
  const html = await (await page.request.get("/hi")).text();
  const startup = new Set(html.match(/\/_next\/static\/chunks\/[\w.-]+\.js/g));
  let failed = 0;
  await page.route("**/_next/static/chunks/**", (route) => {
    if (startup.has(new URL(route.request().url()).pathname)) return route.continue();
    failed++;
    return route.abort();
  });
  await page.goto("/hi");
  const start = await visitStart(page);
  await at(page, start, 35);
  await expect.poll(() => failed).toBeGreaterThan(0);
  await expect(tracker(page, "आपकी खोज-यात्रा")).toHaveCount(0);
  // The region a screen reader follows says nothing of a card that is not there.
  const live = page.locator("p[aria-live=polite][aria-atomic=true]");
  await expect(live).toHaveText("");
  await at(page, start, 40);
  await expect(live).toHaveText("");
});

test("closing it holds on other pages, after a reload and in a new tab", async ({
  page,
  context,
}) => {
  const start = await visitHome(page, 45);
  await tracker(page).getByRole("button", { name: "Close journey tracker" }).click();
  await expect(tracker(page)).toBeHidden();

  await mainNav(page).getByRole("link", { name: "Progress", exact: true }).click();
  await page.waitForURL(/\/dashboard$/);
  await at(page, start, 50);
  await expect(tracker(page)).toBeHidden();

  await page.reload();
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await at(page, start, 55);
  await expect(tracker(page)).toBeHidden();

  const tab = await context.newPage();
  await tab.goto("/cg/impact");
  await expect(tab.getByRole("heading", { level: 1 })).toBeVisible();
  await at(tab, start, 60);
  await expect(tracker(tab, "तुंहर खोजबीन के रद्दा")).toHaveCount(0);
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test("is a compact bottom bar that opens on demand, without horizontal scroll", async ({
    page,
  }) => {
    await page.goto("/cg");
    const start = await visitStart(page);
    await at(page, start, 40);
    const bar = tracker(page, "तुंहर खोजबीन के रद्दा");
    await expect(bar).toBeVisible();
    await expect(bar.getByText("5 म ले 1 हिस्सा देख डारेव")).toBeVisible();
    const list = bar.getByRole("list");
    await expect(list).toBeHidden();

    const box = (await bar.boundingBox())!;
    expect(box.y + box.height).toBeCloseTo(740, 0);
    expect(box.height).toBeLessThan(120);
    const header = (await page.getByRole("banner").boundingBox())!;
    expect(box.y).toBeGreaterThan(header.y + header.height);

    const toggle = bar.getByRole("button", { name: "हिस्सा मन ला देखावव" });
    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await expect(list.getByRole("listitem")).toHaveCount(5);
    await expect(bar.getByText("गहिर ले खोजबीन")).toHaveCount(0);
    await expect(bar.getByText("जुड़ाव के स्तर", { exact: false })).toBeVisible();

    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBe(0);
  });
});

test("steps aside while a toast is on screen at wide widths", async ({ page }) => {
  await visitHome(page, 40);
  await expect(tracker(page)).toBeVisible();
  // Sonner renders each toast as an element with this attribute, bottom-right on wide screens.
  await page.evaluate(() => {
    const toast = document.createElement("div");
    toast.setAttribute("data-sonner-toast", "");
    toast.id = "fake-toast";
    document.body.append(toast);
  });
  await expect(tracker(page)).toBeHidden();
  await page.evaluate(() => document.getElementById("fake-toast")?.remove());
  await expect(tracker(page)).toBeVisible();
});

test.describe("visitor state that cannot break the site", () => {
  async function expectHealthyPage(page: Page, path: string, title: string) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByText("Something went wrong")).toHaveCount(0);
    await expect(page.locator("html")).toHaveClass(/(^|\s)(light|dark)(\s|$)/);
    // The tracker still works (from memory when storage is blocked). Storage may hold nothing to
    // wait for, so step time on until it shows: a step of 35 s cannot jump the 30-120 s window.
    await expect(async () => {
      await page.clock.fastForward(35_000);
      await expect(tracker(page, title)).toBeVisible({ timeout: 2000 });
    }).toPass();
  }

  test("localStorage that throws on every access", async ({ page }) => {
    const errors = collectErrors(page);
    await blockStorage(page);
    await expectHealthyPage(page, "/", "Your Exploration Journey");
    await expect(tracker(page).getByText("1 of 5 sections explored")).toBeVisible();
    await expectHealthyPage(page, "/hi/impact", "आपकी खोज-यात्रा");
    await tracker(page, "आपकी खोज-यात्रा")
      .getByRole("button", { name: "खोज-यात्रा ट्रैकर बंद करें" })
      .click();
    await expect(tracker(page, "आपकी खोज-यात्रा")).toHaveCount(0);
    expect(errors).toEqual([]);
  });

  const corrupt = {
    "invalid JSON and a theme with a space": { [KEY]: "{not json", [THEME_KEY]: "dark mode" },
    "negative times, unknown sections and languages, a class-like theme": {
      [KEY]: JSON.stringify({
        startedAt: -1,
        lastActiveAt: -5,
        dismissed: "no",
        sections: { overview: { visited: "yes", seconds: -30 }, nowhere: { visited: true } },
      }),
      [THEME_KEY]: "hidden",
      "digital-village-language": "xx",
      NEXT_LOCALE: "fr",
    },
  };
  for (const [name, values] of Object.entries(corrupt)) {
    test(`stored garbage: ${name}`, async ({ page }) => {
      const errors = collectErrors(page);
      await page.addInitScript((entries) => {
        for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
      }, values);
      await expectHealthyPage(page, "/", "Your Exploration Journey");
      await expect(tracker(page).getByText("1 of 5 sections explored")).toBeVisible();
      await expect(page.locator("body")).toBeVisible();
      await expectHealthyPage(page, "/cg/transparency", "तुंहर खोजबीन के रद्दा");
      expect(errors).toEqual([]);
    });
  }
});
