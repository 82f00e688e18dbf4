import { expect, test } from "./support/test";
import { walkTabOrder } from "./support/focus";
import { expectNoProblems } from "./support/report";
import { settle } from "./support/watch";

/**
 * Keyboard access on every page is checked by the sweep (sweep.spec.ts), on the loads it makes
 * anyway (support/keyboard.ts). Here: a control whose code comes late is still walked.
 */

test.describe("keyboard, desktop, light, a control whose code comes late", () => {
  test.use({ viewport: { width: 1280, height: 800 }, colorScheme: "light" });
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
