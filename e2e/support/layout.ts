import type { Page } from "@playwright/test";

/**
 * Lays out every section now. Sections below the first screen skip layout until they come near
 * it (`content-visibility: auto`) and clip what sticks out of them, which would hide from the
 * checks both an element too wide for a phone and the colours axe has to measure. Call it before
 * measuring a whole page.
 */
export async function renderEverySection(page: Page): Promise<void> {
  // Nor do they clip (.ui-section's overflow), so that what sticks out makes the page scroll.
  await page.addStyleTag({
    content:
      "section { content-visibility: visible !important; } .ui-section { overflow: visible !important; }",
  });
}

/**
 * Returns what makes the page scroll sideways (the deepest elements sticking out past the right
 * edge that no scrolling or clipping box contains), or null when the page fits its width.
 */
export async function horizontalOverflow(page: Page): Promise<string | null> {
  // Measure with the page's own fonts: the Devanagari face is not preloaded, and text set in a
  // fallback face first can be wider or narrower than the same text once the face has arrived.
  await page.evaluate(() => document.fonts.ready);
  return page.evaluate(() => {
    const root = document.documentElement;
    if (root.scrollWidth <= root.clientWidth) return null;
    const limit = root.clientWidth;
    const clipped = (el: Element) => {
      for (let up = el.parentElement; up && up !== document.body; up = up.parentElement) {
        if (getComputedStyle(up).overflowX !== "visible") return true;
      }
      return false;
    };
    const sticksOut = [...document.body.querySelectorAll("*")].filter((el) => {
      const rect = el.getBoundingClientRect();
      return rect.width > 0 && rect.right > limit + 1 && !clipped(el);
    });
    const deepest = sticksOut.filter((el) => !sticksOut.some((o) => o !== el && el.contains(o)));
    const describe = (el: Element) => {
      const id = el.id ? `#${el.id}` : "";
      const classes = (el.getAttribute("class") ?? "").trim().split(/\s+/).slice(0, 5).join(".");
      const text = (el.textContent ?? "").trim().replace(/\s+/g, " ").slice(0, 60);
      const right = Math.round(el.getBoundingClientRect().right);
      return `<${el.tagName.toLowerCase()}${id}${classes ? `.${classes}` : ""}> right=${right} "${text}"`;
    };
    const culprits = deepest.slice(0, 5).map(describe).join("; ");
    return `scrollWidth ${root.scrollWidth} > clientWidth ${limit}; sticking out: ${culprits}`;
  });
}

/**
 * Returns the texts wider than their own box (a word too long for its card at this width, which
 * spills over the card's edge without making the page scroll), or null when every text fits.
 */
export async function textOutsideItsBox(page: Page): Promise<string | null> {
  await page.evaluate(() => document.fonts.ready);
  return page.evaluate(() => {
    const spills = [...document.body.querySelectorAll("*")].filter((el) => {
      // Leaf boxes with text; inline elements measure 0 wide and are covered by their block.
      if (!(el instanceof HTMLElement) || el.childElementCount > 0 || el.clientWidth === 0) {
        return false;
      }
      if (!el.textContent?.trim() || el.closest(".sr-only")) return false;
      return el.scrollWidth > el.clientWidth + 1 && getComputedStyle(el).overflowX === "visible";
    });
    if (spills.length === 0) return null;
    return spills
      .slice(0, 5)
      .map(
        (el) =>
          `"${el.textContent!.trim().slice(0, 40)}" ${el.scrollWidth} px in ${el.clientWidth} px`,
      )
      .join("; ");
  });
}
