import { type Page } from "@playwright/test";
import { expect, test } from "./support/test";
import { seriousAxeViolations } from "./support/axe";

// Sections below the first screen are laid out only when they come near it (`.ui-section`), with a
// guessed height until then. A link to a section must still land on the section itself.

/** Where the section is: at the top of the screen (under the sticky header), or the page's end. */
async function landed(page: Page, id: string) {
  return page.evaluate((target) => {
    const top = document.getElementById(target)!.getBoundingClientRect().top;
    const atEnd = scrollY + innerHeight >= document.documentElement.scrollHeight - 2;
    return { top: Math.round(top), atEnd };
  }, id);
}

/** "on target", or where the section is instead. */
async function whereIs(page: Page, id: string): Promise<string> {
  const { top, atEnd } = await landed(page, id);
  return (top >= 0 && top <= 120) || (atEnd && top >= 0)
    ? "on target"
    : `top ${top}px${atEnd ? ", page end" : ""}`;
}

// Static pages only: on /quality-check the live report arrives after load and grows the page
// above later sections, which moves them whatever the layout does.
for (const path of ["/", "/community", "/hi/education", "/our-plan"]) {
  test(`${path}: a link to any section of the page lands on it`, async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 780 });
    await page.goto(path);
    const ids = await page.locator("main section[id]").evaluateAll((all) => all.map((s) => s.id));
    expect(ids.length).toBeGreaterThan(1);
    for (const id of ids) {
      await page.goto("about:blank");
      await page.goto(`${path}#${id}`);
      await expect.poll(() => whereIs(page, id), { message: `${path}#${id}` }).toBe("on target");
    }
  });
}

// A checker that measures the page as it loads (Lighthouse's target size) meets sections not laid
// out yet, whose content runs past the guessed height over the next: that content is clipped, so
// no link of the footer seems to sit on a link of a section above it.
test("a section not drawn yet puts no link of its own on the footer's links", async ({ page }) => {
  await page.setViewportSize({ width: 412, height: 823 });
  await page.goto("/");
  // target-size is a serious rule: the helper reports it.
  const crowded = await seriousAxeViolations(page, { only: ["target-size"] });
  expect(crowded).toEqual([]);
});
