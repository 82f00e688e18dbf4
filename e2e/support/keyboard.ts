import type { Page } from "@playwright/test";
import { walkTabOrder } from "./focus";

/** The skip link shows when focused, moves focus into the main content, and Tab goes on from there. */
async function skipLinkProblems(page: Page): Promise<string[]> {
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

/**
 * Keyboard access on a loaded page: every interactive element reachable by Tab with a focus
 * indicator whose outline contrasts at least 3:1 with what it is drawn on, the skip link first,
 * and the skip link moving focus into the main content. Leaves focus in the page and the URL at
 * #main: call it last on a load.
 */
export async function keyboardProblems(page: Page): Promise<string[]> {
  const walk = await walkTabOrder(page);
  const problems = [...walk.problems];
  if (!walk.stops[0]?.startsWith('<a href="#main">')) {
    problems.push(`the first tab stop is not the skip link but ${walk.stops[0]}`);
  }
  problems.push(...(await skipLinkProblems(page)));
  return problems.map((p) => `keyboard (${walk.stops.length} tab stops): ${p}`);
}
