import { type Locator, type Page } from "@playwright/test";
import { expect, test } from "./support/test";
import { settle } from "./support/watch";

/**
 * Spec §2: every route change scrolls smoothly to the top (after 100 ms), whichever link started
 * it; and the footer's links to the home page's sections land on their section from any page.
 */

/** Where a landed target's top should be: its scroll margin (5rem), below the sticky header. */
const SCROLL_MARGIN = 80;

async function targetTop(page: Page, id: string) {
  return page.evaluate((id) => document.getElementById(id)!.getBoundingClientRect().top, id);
}

/**
 * Each from another page and language, two on a phone and two on a desktop, where the sticky
 * header has another height.
 */
const anchorCases = [
  { from: "/community", anchor: "impact", home: "/", width: 360 },
  { from: "/hi/transparency", anchor: "employment", home: "/hi", width: 1280 },
  { from: "/cg/investment", anchor: "timeline", home: "/cg", width: 360 },
  { from: "/", anchor: "education", home: "/", width: 1280 },
];

for (const { from, anchor, home, width } of anchorCases) {
  test(`at ${width} px, the footer's #${anchor} lands on its section from ${from}`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 740 });
    await page.goto(from);
    await settle(page);
    const header = await page.getByRole("banner").boundingBox();
    const href = home === "/" ? `/#${anchor}` : `${home}#${anchor}`;
    await page.getByRole("contentinfo").locator(`a[href="${href}"]`).click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    // Landed, and stays landed while sections are laid out and fonts arrive.
    await expect.poll(() => targetTop(page, anchor)).toBeCloseTo(SCROLL_MARGIN, -1);
    await page.waitForTimeout(500);
    const top = await targetTop(page, anchor);
    expect(Math.abs(top - SCROLL_MARGIN)).toBeLessThanOrEqual(3);
    expect(top).toBeGreaterThanOrEqual(header!.height);
  });
}

/** Records the scroll position and path on each frame from now on. */
async function recordScroll(page: Page) {
  await page.evaluate(() => {
    const w = window as unknown as { trace: { y: number; path: string }[] };
    w.trace = [];
    const start = performance.now();
    const tick = () => {
      w.trace.push({ y: scrollY, path: location.pathname });
      if (performance.now() - start < 4000) requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
}

/** Scrolls `link`, which sits near the top of a short screen, to just under the sticky header. */
async function justUnderHeader(page: Page, link: Locator) {
  const header = (await page.getByRole("banner").boundingBox())!;
  const top = await link.evaluate((el) => el.getBoundingClientRect().top + window.scrollY);
  await page.evaluate((y) => window.scrollTo(0, y), top - header.height - 16);
}

/** The quality report the dashboard island cannot render: the page's error screen shows. */
async function breakTheQualityReport(page: Page) {
  await page.route(/\/api\/quality-check(\?|$)/, (route) =>
    route.fulfill({ status: 200, contentType: "application/json", body: "{}" }),
  );
}

/**
 * Every kind of link that changes the route, each clicked from deep in a page (`open` first opens
 * the menu or toast it sits in): body buttons, text links, card links, the header's, the menus',
 * the More menu's plain list (its panel's code failed to load), a toast's action, the footer's,
 * and the home links of the error and 404 screens. Those two screens are short, with their link
 * near the top: it is clicked from just under the header, as deep as it can be (`shallow`). Body
 * buttons are one component (ButtonLink) whatever their look, so one of them is clicked. The
 * scroll to the top does not depend on the width: some links are clicked on a phone, in Hindi or
 * Chhattisgarhi, the rest on a desktop.
 */
const linkKinds: {
  kind: string;
  from: string;
  to: string;
  width?: number;
  before?: (page: Page) => Promise<void>;
  open?: (page: Page) => Promise<void>;
  shallow?: true;
  /** A plain link on purpose: the new page loads afresh, at its top, with no scroll to see. */
  fullLoad?: true;
  link: (page: Page) => Locator;
}[] = [
  {
    kind: "a primary button in the page body (ButtonLink)",
    from: "/transparency",
    to: "/evidence",
    link: (page) => page.getByRole("main").locator('a.ui-button-primary[href="/evidence"]'),
  },
  {
    kind: "a text link in the page body (SiteLink)",
    from: "/transparency",
    to: "/figures",
    link: (page) => page.getByRole("main").locator('a[href="/figures"]').last(),
  },
  {
    kind: "a card's link in the page body",
    from: "/hi",
    to: "/hi/telemedicine-impact",
    width: 360,
    link: (page) => page.getByRole("main").locator('a[href="/hi/telemedicine-impact"]').first(),
  },
  {
    kind: "a link in the sticky header",
    from: "/community",
    to: "/investment",
    link: (page) =>
      page.getByRole("banner").getByRole("navigation").getByRole("link", { name: "Investment" }),
  },
  {
    kind: "an item of the More menu",
    from: "/community",
    to: "/evidence",
    open: async (page) => {
      await page.getByRole("banner").getByRole("button", { name: "More" }).click();
    },
    link: (page) => page.getByRole("banner").getByRole("link", { name: /^Evidence Base/ }),
  },
  {
    kind: "an item of the mobile menu",
    from: "/community",
    to: "/transparency",
    width: 360,
    open: async (page) => {
      await page.getByRole("button", { name: "Open menu" }).click();
    },
    link: (page) =>
      page.getByRole("banner").getByRole("navigation", { name: "Main" }).getByRole("link", {
        name: "Transparency",
      }),
  },
  {
    kind: "a link of the More menu's plain list",
    from: "/community",
    to: "/risk-management",
    open: async (page) => {
      // The panel's code cannot be fetched (a dropped connection): the menu opens as a plain list.
      await page.route("**/_next/static/chunks/**", (route) => route.abort());
      await page.getByRole("banner").getByRole("button", { name: "More" }).click();
      await expect(
        page.getByRole("banner").getByRole("link", { name: /^Risk Management/ }),
      ).toBeVisible();
      await expect(page.locator("[data-radix-collection-item]")).toHaveCount(0);
      // The connection is back for the page the link opens.
      await page.unroute("**/_next/static/chunks/**");
    },
    link: (page) => page.getByRole("banner").getByRole("link", { name: /^Risk Management/ }),
  },
  {
    kind: "a toast's action",
    from: "/initiatives",
    to: "/engagement",
    open: async (page) => {
      // Retried: a click that lands before the island hydrates does nothing.
      await expect(async () => {
        await page.getByRole("main").getByRole("button", { name: "Visit Today" }).click();
        await expect(page.locator("[data-sonner-toast]")).toBeVisible({ timeout: 1_000 });
      }).toPass();
    },
    link: (page) => page.getByRole("button", { name: "Open Engagement Hub" }),
  },
  {
    kind: "a page link in the footer",
    from: "/hi/community",
    to: "/hi/transparency",
    width: 360,
    link: (page) => page.getByRole("contentinfo").getByRole("link", { name: "खुला हिसाब" }),
  },
  {
    kind: "the error screen's Go Home",
    from: "/hi/quality-check",
    to: "/hi",
    width: 360,
    before: breakTheQualityReport,
    open: async (page) => {
      await expect(page.getByRole("heading", { level: 1, name: "कुछ गड़बड़ हो गई" })).toBeVisible();
    },
    shallow: true,
    link: (page) => page.getByRole("main").getByRole("link", { name: "होम पर जाएँ" }),
  },
  {
    // The 404 document is its own root (app/global-not-found.tsx): every way out is a full load.
    kind: "the 404 screen's Go Home",
    from: "/cg/no-such-page",
    to: "/cg",
    width: 360,
    shallow: true,
    fullLoad: true,
    link: (page) => page.getByRole("main").getByRole("link", { name: "होम म जावव" }),
  },
];

test.describe("the scroll to the top is not the router's jump but a smooth scroll", () => {
  for (const { kind, from, to, width = 1280, before, open, shallow, fullLoad, link } of linkKinds) {
    test(`from ${kind}`, async ({ page }) => {
      await page.setViewportSize({ width, height: 740 });
      await before?.(page);
      /** What went wrong on the way, should the router fall back to loading the page afresh. */
      const trouble: string[] = [];
      page.on("console", (m) => m.type() === "error" && trouble.push(m.text()));
      page.on("requestfailed", (r) => trouble.push(`${r.url()}: ${r.failure()?.errorText}`));
      page.on("response", (r) => r.status() >= 400 && trouble.push(`${r.url()}: ${r.status()}`));
      const journey = async () => {
        await page.goto(from);
        await settle(page);
        // Deep in the page: at least a screen down, and further when the link itself is lower.
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight / 2));
        await open?.(page);
        if (shallow) await justUnderHeader(page, link(page));
        else await link(page).scrollIntoViewIfNeeded();
        expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(shallow ? 150 : 740);
        await recordScroll(page);
        await link(page).click();
        await expect(page).toHaveURL(new RegExp(`${to}$`));
        await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
        return page.evaluate(
          () => (window as unknown as { trace?: { y: number; path: string }[] }).trace ?? null,
        );
      };
      let trace = await journey();
      // A full page load would start the new document at the top, with the record gone.
      if (fullLoad) {
        expect(trace, "a full load: the record is gone").toBeNull();
        return;
      }
      if (trace === null) {
        // Next's router falls back to loading the page afresh when its request for the page's data
        // fails or is not what it expects. CI saw it once in a run of ~440 tests, on a machine
        // loaded far above its cores, with its cause not captured. The visitor still arrives, at
        // the top: the journey is tried once more, with what went wrong printed, and a second
        // fallback fails the test.
        console.warn(
          `${from} → ${to} loaded afresh; on the way: ${trouble.join(" | ") || "nothing"}`,
        );
        trouble.length = 0;
        trace = await journey();
      }
      expect(
        trace,
        `the route changed within the page, without a full load (on the way: ${trouble.join(" | ") || "nothing"})`,
      ).not.toBeNull();
      const arrived = trace!.find((s) => s.path === to)!;
      // The new page is shown where the old one was, then scrolls through frames to the top. A
      // jump has no position in between; a busy machine draws few frames of the scroll, so one
      // in-between position is the proof (three failed now and then at a load average of 24).
      expect(arrived.y).toBeGreaterThan(0);
      expect(trace!.filter((s) => s.y > 0 && s.y < arrived.y).length).toBeGreaterThan(0);
    });
  }
});
