import { type Page } from "@playwright/test";
import { expect, test } from "./support/test";
import { settle } from "./support/watch";
import { holdScripts } from "./support/hold-scripts";
import { THEME_SWITCHING_ATTR, THEME_TOGGLE_READY_ATTR } from "../lib/theme-keys";
import { languages } from "../lib/i18n";
import { translator, type Translate } from "../lib/messages";
import { navItems } from "../lib/routes";

/** The header's main navigation, named in the page's language (English unless `t` says). */
function mainNav(page: Page, t: Translate = translator("en")) {
  return page.getByRole("banner").getByRole("navigation", { name: t("nav.main") });
}

test.describe("header navigation (desktop)", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("shows the five main links and marks the current one", async ({ page }) => {
    await page.goto("/transparency");
    const nav = mainNav(page);
    for (const name of ["Home", "Our Plan", "Investment", "Progress", "Transparency"]) {
      await expect(nav.getByRole("link", { name, exact: true })).toBeVisible();
    }
    await expect(nav.getByRole("link", { name: "Transparency" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await expect(nav.getByRole("link", { name: "Home" })).not.toHaveAttribute("aria-current");
  });

  test("an alias highlights its primary page's link, on a fresh load", async ({ page }) => {
    await page.goto("/progress");
    await expect(mainNav(page).getByRole("link", { name: "Progress" })).toHaveAttribute(
      "aria-current",
      "page",
    );
  });

  test("clicking a main link navigates and moves the highlight", async ({ page }) => {
    await page.goto("/");
    await mainNav(page).getByRole("link", { name: "Our Plan" }).click();
    await expect(page).toHaveURL(/\/our-plan$/);
    await expect(mainNav(page).getByRole("link", { name: "Our Plan" })).toHaveAttribute(
      "aria-current",
      "page",
    );
  });

  test("the More menu lists two groups of described pages", async ({ page }) => {
    await page.goto("/");
    // The menu opens once the header has hydrated; on a busy CI machine a click can come first.
    await settle(page);
    await mainNav(page).getByRole("button", { name: "More" }).click();
    const institutional = page.getByRole("region", { name: "Institutional Analysis" });
    const resources = page.getByRole("region", { name: "Additional Resources" });
    // Every page the route table places in each group (lib/routes.test.ts holds the spec's list).
    await expect(institutional.getByRole("link")).toHaveCount(navItems("institutional").length);
    await expect(resources.getByRole("link")).toHaveCount(navItems("resources").length);
    await expect(institutional.getByRole("link", { name: /Risk Management Matrix/ })).toContainText(
      "Risks, likelihood, mitigation and contingency",
    );
    await resources.getByRole("link", { name: /Education Programs/ }).click();
    await expect(page).toHaveURL(/\/education$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });

  test("the More menu opens on a click after the pointer rests on it, and stays open until dismissed", async ({
    page,
  }) => {
    await page.goto("/");
    await settle(page);
    const more = mainNav(page).getByRole("button", { name: "More" });
    const institutional = page.getByRole("region", { name: "Institutional Analysis" });
    const box = (await more.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height + 80);
    // Pointing at it fetches the menu's code.
    const fetched = page.waitForResponse((r) => r.request().resourceType() === "script");
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2, { steps: 4 });
    await fetched;
    // A visitor's pointer rests on the button, moving a little, before the click.
    for (let i = 0; i < 4; i++) {
      await page.mouse.move(box.x + box.width / 2 + (i % 2), box.y + box.height / 2);
      await page.waitForTimeout(100);
    }
    await expect(institutional).toHaveCount(0);
    await page.mouse.down();
    await page.mouse.up();
    await expect(institutional.getByRole("link")).toHaveCount(navItems("institutional").length);
    // The pointer leaving does not close it: a click elsewhere or Escape does.
    await page.mouse.move(600, 600, { steps: 4 });
    await page.waitForTimeout(400);
    await expect(institutional).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(institutional).toHaveCount(0);
    await more.click();
    await expect(institutional).toBeVisible();
    // A click on the page beside the menu (its bottom-left corner, far from the menu).
    await page.mouse.click(10, 790);
    await expect(institutional).toHaveCount(0);
  });

  test("navigating from far down the page brings the visitor back to the top", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("contentinfo").scrollIntoViewIfNeeded();
    await page.getByRole("contentinfo").getByRole("link", { name: "Transparency" }).click();
    await expect(page).toHaveURL(/\/transparency$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});

test("a click on More is not lost when the menu's code lands between the press and the release", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/");
  await settle(page);
  const release = await holdScripts(page);
  const more = mainNav(page).getByRole("button", { name: "More" });
  const box = (await more.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2, { steps: 4 });
  await page.mouse.down();
  // The code arrives while the button is held down, and has time to be put to use.
  const landed = page.waitForResponse((r) => r.request().resourceType() === "script");
  release();
  await landed;
  await page.waitForTimeout(300);
  await page.mouse.up();
  const institutional = page.getByRole("region", { name: "Institutional Analysis" });
  await expect(institutional.getByRole("link")).toHaveCount(navItems("institutional").length);
});

test.describe("the open More menu, on wide screens", () => {
  for (const width of [1024, 1280]) {
    test(`lies within the screen in every language at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      const problems: string[] = [];
      for (const lang of languages) {
        const t = translator(lang);
        await page.goto(lang === "en" ? "/" : `/${lang}`);
        await settle(page);
        await mainNav(page, t)
          .getByRole("button", { name: t("nav.more") })
          .click();
        for (const group of [t("nav.institutional"), t("nav.resources")]) {
          const region = page.getByRole("region", { name: group });
          await expect(region).toBeVisible();
          const box = (await region.boundingBox())!;
          if (box.x < 0 || box.x + box.width > width) {
            problems.push(
              `${lang}: "${group}" spans ${Math.round(box.x)}-${Math.round(box.x + box.width)} px`,
            );
          }
        }
      }
      expect(problems).toEqual([]);
    });
  }
});

test.describe("theme", () => {
  test.use({ colorScheme: "light" });

  test("follows the system by default and the toggle persists over a reload", async ({ page }) => {
    // A tap before React has started is not answered (the scripts come after the first paint).
    const readyToggle = async () => {
      const toggle = page.getByRole("button", { name: "Toggle theme" });
      await expect(toggle).toHaveAttribute(THEME_TOGGLE_READY_ATTR, "");
      return toggle;
    };
    await page.goto("/");
    const html = page.locator("html");
    await expect(html).not.toHaveClass(/\bdark\b/);
    await (await readyToggle()).click();
    await expect(html).toHaveClass(/\bdark\b/);
    await page.reload();
    await expect(html).toHaveClass(/\bdark\b/);
    await (await readyToggle()).click();
    await expect(html).not.toHaveClass(/\bdark\b/);
    await page.reload();
    await expect(html).not.toHaveClass(/\bdark\b/);
  });

  test("the toggle switches colours at once, with no fade, and leaves transitions on after", async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: "no-preference" });
    await page.goto("/");
    await expect(page.getByRole("button", { name: "Toggle theme" })).toHaveAttribute(
      THEME_TOGGLE_READY_ATTR,
      "",
    );
    const link = page.getByRole("banner").getByRole("navigation").getByRole("link").first();
    // A header link fades its colours on hover: the case the switch must not animate.
    await expect(link).toHaveCSS("transition-property", /color/);
    const seen = await link.evaluate(async (element) => {
      const colour = () => getComputedStyle(element).color;
      const frame = () => new Promise((done) => requestAnimationFrame(done));
      const before = colour();
      document.querySelector<HTMLButtonElement>("[data-theme-toggle]")!.click();
      await frame();
      const nextFrame = colour();
      // Until any transition the switch set off has run its course (none, when it works).
      await Promise.all(element.getAnimations().map((animation) => animation.finished));
      return { before, nextFrame, settled: colour() };
    });
    expect(seen.settled).not.toBe(seen.before);
    expect(seen.nextFrame).toBe(seen.settled);
    await expect(page.locator("html")).toHaveClass(/\bdark\b/);
    await expect(page.locator("html")).not.toHaveAttribute(THEME_SWITCHING_ATTR);
    await expect(link).not.toHaveCSS("transition-duration", "0s");
  });

  test("a dark system preference gives the dark theme with no stored choice", async ({
    browser,
  }) => {
    const context = await browser.newContext({ colorScheme: "dark" });
    const page = await context.newPage();
    await page.goto("/");
    await expect(page.locator("html")).toHaveClass(/\bdark\b/);
    await context.close();
  });

  test("the icon-only toggle shows its tooltip after a delay", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("button", { name: "Toggle theme" }).hover();
    await expect(page.getByText("Toggle theme", { exact: true }).first()).toBeVisible();
  });
});

test.describe("language", () => {
  test("switches to the same page in Hindi through a real link, and stays there", async ({
    page,
  }) => {
    await page.goto("/transparency");
    await page.getByLabel("Current language: English").click();
    const hindi = page.getByRole("link", { name: /Hindi/ });
    await expect(hindi).toHaveAttribute("href", "/hi/transparency");
    await expect(hindi).toContainText("हिन्दी");
    await hindi.click();
    await expect(page).toHaveURL(/\/hi\/transparency$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "hi");
    await page.reload();
    await expect(page.locator("html")).toHaveAttribute("lang", "hi");
    // In-site links keep the language.
    await page.getByRole("contentinfo").getByRole("link", { name: "निवेश" }).first().click();
    await expect(page).toHaveURL(/\/hi\/investment$/);
  });

  test("Chhattisgarhi is marked with a dot and served as hne", async ({ page }) => {
    await page.goto("/cg/dashboard-v2");
    await expect(page.locator("html")).toHaveAttribute("lang", "hne");
    const summary = page.getByLabel(/छत्तीसगढ़ी/);
    await expect(summary).toContainText("CG");
    await expect(summary.locator("span.rounded-full")).toHaveCount(1);
    await summary.click();
    await expect(page.getByRole("link", { name: /English/ })).toHaveAttribute(
      "href",
      "/dashboard-v2",
    );
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });
    test("the language menu still opens and links", async ({ page }) => {
      await page.goto("/evidence");
      await page.getByLabel("Current language: English").click();
      await page.getByRole("link", { name: /Chhattisgarhi/ }).click();
      await expect(page).toHaveURL(/\/cg\/evidence$/);
    });
  });
});

test.describe("before the header's scripts have run", () => {
  test("More is a link to the page list, and a keyboard user's focus stays on it when it becomes the menu", async ({
    page,
  }) => {
    // Hold the page's scripts back, as a slow phone network would.
    const release = await holdScripts(page);
    await page.goto("/transparency", { waitUntil: "domcontentloaded" });
    const link = mainNav(page).getByRole("link", { name: "More" });
    await expect(link).toHaveAttribute("href", "#site-pages");
    await link.focus();
    release();
    const button = mainNav(page).getByRole("button", { name: "More" });
    await expect(button).toBeFocused({ timeout: 30_000 });
    await page.keyboard.press("Enter");
    const institutional = page.getByRole("region", { name: "Institutional Analysis" });
    await expect(institutional.getByRole("link", { name: /Risk Management Matrix/ })).toBeVisible();
  });
});

test.describe("mobile menu", () => {
  test.use({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });

  test("opens and closes with labelled states and closes when a link is used", async ({ page }) => {
    await page.goto("/");
    await expect(mainNav(page)).toBeHidden();
    const open = page.getByRole("button", { name: "Open menu" });
    await expect(open).toHaveAttribute("aria-expanded", "false");
    await open.click();
    const close = page.getByRole("button", { name: "Close menu" });
    await expect(close).toHaveAttribute("aria-expanded", "true");
    const panel = page.getByRole("banner").getByRole("navigation", { name: "Main" });
    await expect(panel.getByRole("link", { name: /Community Hub/ })).toBeVisible();
    await close.click();
    await expect(page.getByRole("button", { name: "Open menu" })).toBeVisible();
    await page.getByRole("button", { name: "Open menu" }).click();
    await panel.getByRole("link", { name: "Investment" }).click();
    await expect(page).toHaveURL(/\/investment$/);
    await expect(page.getByRole("button", { name: "Open menu" })).toHaveAttribute(
      "aria-expanded",
      "false",
    );
  });

  test("has no horizontal scroll at 360 px", async ({ page }) => {
    await page.goto("/");
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });
});

test.describe("skip link", () => {
  test("is the first stop for the keyboard and moves focus to the main content", async ({
    page,
  }) => {
    await page.goto("/");
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Skip to content" });
    await expect(skip).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page.locator("#main")).toBeFocused();
  });
});
