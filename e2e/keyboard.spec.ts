import { expect, test, type Page } from "@playwright/test";
import { routes } from "../lib/routes";
import { walkTabOrder } from "./support/focus";
import { expectNoProblems } from "./support/report";
import { sitePages } from "./support/site";
import { settle } from "./support/watch";

/**
 * Keyboard access on every page of the route table: every primary route in English at both widths,
 * light on a desktop and dark on a phone (where the header's links give way to the menu button),
 * and every other page (Hindi, Chhattisgarhi and the aliases) once, the two widths and two themes
 * taken in turn so that each language meets all four. Every interactive element must be reachable
 * by Tab and show a focus indicator, whose outline contrasts at least 3:1 with what it is drawn on;
 * the skip link must come first and move focus into the main content.
 */

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 360, height: 740 };
type Size = typeof DESKTOP;

async function checkSkipLink(page: Page): Promise<string[]> {
  const problems: string[] = [];
  const skip = page.locator('a[href="#main"]').first();
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await skip.focus();
  const box = await skip.boundingBox();
  const height = page.viewportSize()!.height;
  if (!box || box.width < 10 || box.height < 10 || box.y < 0 || box.y > height) {
    problems.push(`skip link not visible when focused (box ${JSON.stringify(box)})`);
  }
  await page.keyboard.press("Enter");
  const inMain = () =>
    page.evaluate(() => {
      const main = document.getElementById("main");
      const el = document.activeElement;
      if (!main || !el) return "none";
      if (main.contains(el)) return "inside";
      return main.compareDocumentPosition(el) & Node.DOCUMENT_POSITION_FOLLOWING
        ? "after"
        : "before";
    });
  const afterEnter = await inMain();
  if (afterEnter !== "inside") problems.push(`the skip link left focus ${afterEnter} #main`);
  await page.keyboard.press("Tab");
  const afterTab = await inMain();
  if (afterTab === "before") problems.push("after the skip link, Tab went back before #main");
  return problems;
}

type Theme = "light" | "dark";

async function checkKeyboard(page: Page, url: string, theme: Theme) {
  const response = await page.goto(url);
  expect(response?.status(), url).toBe(200);
  await settle(page);
  // The walk is only worth its theme's name if the page took the device's theme.
  await expect(page.locator("html"), `${url} in ${theme}`).toHaveClass(
    new RegExp(`\\b${theme}\\b`),
  );
  const walk = await walkTabOrder(page);
  const problems = [...walk.problems];
  if (!walk.stops[0]?.startsWith('<a href="#main">')) {
    problems.push(`the first tab stop is not the skip link but ${walk.stops[0]}`);
  }
  problems.push(...(await checkSkipLink(page)));
  expectNoProblems(problems, `${url} (${walk.stops.length} tab stops)`);
}

test.describe("keyboard, desktop, light", () => {
  test.use({ viewport: DESKTOP, colorScheme: "light" });
  for (const route of routes) {
    test(route.path, async ({ page }) => {
      await checkKeyboard(page, route.path, "light");
    });
  }
});

test.describe("keyboard, phone, dark", () => {
  test.use({ viewport: PHONE, colorScheme: "dark" });
  for (const route of routes) {
    test(route.path, async ({ page }) => {
      await checkKeyboard(page, route.path, "dark");
    });
  }
});

const turns: [Size, Theme][] = [
  [PHONE, "light"],
  [DESKTOP, "dark"],
  [DESKTOP, "light"],
  [PHONE, "dark"],
];
const others = sitePages().filter((page) => page.prefix !== "" || page.path !== page.route.path);
turns.forEach(([viewport, colorScheme], turn) => {
  test.describe(`keyboard, ${viewport === PHONE ? "phone" : "desktop"}, ${colorScheme}`, () => {
    test.use({ viewport, colorScheme });
    for (const { url } of others.filter((_, index) => index % turns.length === turn)) {
      test(url, async ({ page }) => {
        await checkKeyboard(page, url, colorScheme);
      });
    }
  });
});

test.describe("keyboard, desktop, light, a control whose code comes late", () => {
  test.use({ viewport: DESKTOP, colorScheme: "light" });
  test("the More menu is walked as the menu it becomes, its code 1.5 s late", async ({ page }) => {
    await page.goto("/quality-check");
    await settle(page);
    // Only lazily loaded scripts are fetched from here on: the More menu's, when it is focused.
    await page.route("**/_next/static/chunks/*.js", async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    const walk = await walkTabOrder(page);
    expect(walk.stops.filter((stop) => stop.includes("-trigger-more>"))).toHaveLength(1);
    expectNoProblems(walk.problems, "/quality-check, More's code late");
  });
});
