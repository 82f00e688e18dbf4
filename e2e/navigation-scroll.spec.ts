import { expect, test, type Page } from "@playwright/test";
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

const anchorCases = [
  { from: "/community", anchor: "impact", home: "/" },
  { from: "/hi/transparency", anchor: "employment", home: "/hi" },
  { from: "/cg/investment", anchor: "timeline", home: "/cg" },
  { from: "/", anchor: "education", home: "/" },
];

for (const width of [360, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 740 } });

    for (const { from, anchor, home } of anchorCases) {
      test(`the footer's #${anchor} lands on its section from ${from}`, async ({ page }) => {
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

    test("a link in the page body scrolls the new page to the top", async ({ page }) => {
      await page.goto("/community");
      await settle(page);
      const link = page.getByRole("main").locator('a[href^="/"]:not([href*="#"])').last();
      await link.scrollIntoViewIfNeeded();
      expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
      const href = (await link.getAttribute("href"))!;
      await link.click();
      await expect(page).toHaveURL(new RegExp(`${href}$`));
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    });

    test("a page link in the footer scrolls the new page to the top", async ({ page }) => {
      await page.goto("/hi/community");
      await settle(page);
      const link = page.getByRole("contentinfo").getByRole("link", { name: "खुला हिसाब" });
      await link.scrollIntoViewIfNeeded();
      expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
      await link.click();
      await expect(page).toHaveURL(/\/hi\/transparency$/);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    });
  });
}

test.describe("the scroll to the top", () => {
  test.use({ viewport: { width: 1280, height: 740 } });

  test("is not the router's jump but a smooth scroll", async ({ page }) => {
    await page.goto("/community");
    await settle(page);
    const link = page.getByRole("contentinfo").getByRole("link", { name: "Transparency" });
    await link.scrollIntoViewIfNeeded();
    // Record the scroll position on each frame from the click on.
    await page.evaluate(() => {
      const w = window as unknown as { trace: { t: number; y: number; path: string }[] };
      w.trace = [];
      const start = performance.now();
      const tick = () => {
        w.trace.push({ t: performance.now() - start, y: scrollY, path: location.pathname });
        if (performance.now() - start < 3000) requestAnimationFrame(tick);
      };
      requestAnimationFrame(tick);
    });
    await link.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    const trace = await page.evaluate(
      () => (window as unknown as { trace: { t: number; y: number; path: string }[] }).trace,
    );
    const arrived = trace.find((s) => s.path === "/transparency")!;
    // Not the router's jump: the new page is shown where the old one was, then scrolls.
    expect(arrived.y).toBeGreaterThan(0);
    // Smooth: some frames fall between the start and the top.
    expect(trace.filter((s) => s.y > 0 && s.y < arrived.y).length).toBeGreaterThan(2);
  });
});
