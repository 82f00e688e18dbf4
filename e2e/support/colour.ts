import type { Page } from "@playwright/test";

/** The relative lightness (0 black, 1 white) of the page's background, whatever colour space it is in. */
export function backgroundLightness(page: Page): Promise<number> {
  return page.evaluate(() => {
    const canvas = document.createElement("canvas");
    canvas.width = canvas.height = 1;
    const context = canvas.getContext("2d")!;
    context.fillStyle = getComputedStyle(document.body).backgroundColor;
    context.fillRect(0, 0, 1, 1);
    const [r = 0, g = 0, b = 0] = context.getImageData(0, 0, 1, 1).data;
    return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
  });
}

/**
 * Turns the loaded page dark as a visitor's system does, and waits for the theme to follow, with
 * every colour transition it set off finished, so that axe measures the colours as they end.
 */
export async function turnDark(page: Page): Promise<string[]> {
  await page.emulateMedia({ colorScheme: "dark" });
  const followed = await page
    .waitForFunction(() => document.documentElement.classList.contains("dark"), null, {
      timeout: 5000,
    })
    .then(() => true)
    .catch(() => false);
  if (!followed) return ["the page did not follow the system to the dark theme"];
  // A looping animation (the pulse of a report still on its way) has no end to finish at.
  await page.evaluate(() => {
    for (const animation of document.getAnimations()) {
      if (animation.effect?.getComputedTiming().endTime !== Infinity) animation.finish();
    }
  });
  return [];
}
