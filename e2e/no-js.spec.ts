import { expect, test, type Page } from "@playwright/test";
import { navItems, type RouteId } from "../lib/routes";
import { backgroundLightness } from "./support/colour";
import { renderEverySection } from "./support/layout";
import { colourRules, seriousAxeViolations } from "./support/axe";
import { expectNoProblems } from "./support/report";
import { englishPagesAndTranslatedPrimaries, localized, type SitePage } from "./support/site";
import { settle } from "./support/watch";

/**
 * With JavaScript off every page must still read: its heading, the navigation, and all of its
 * main content, every tab panel included (the root document's <noscript> style shows them).
 * Each page's headings are compared with the same page rendered with JavaScript on, so content
 * that only the browser renders is caught.
 */

test.use({ javaScriptEnabled: false });

/** Parts that need JavaScript by nature; the rest of the page must read without it. */
const needsJavaScript: Partial<Record<RouteId, string>> = {
  // The live quality dashboard fetches /api/quality-check; a <noscript> note links to the JSON.
  "quality-check": "#dashboard",
};

const headingsIn = (page: Page, exclude: string | undefined) =>
  page.evaluate((skip) => {
    const normalize = (text: string | null) => (text ?? "").replace(/\s+/g, " ").trim();
    return [...document.querySelectorAll("main :is(h1, h2, h3, h4)")]
      .filter((h) => !(skip && h.closest(skip)))
      .map((h) => ({ text: normalize(h.textContent), visible: h.checkVisibility() }))
      .filter((h) => h.text);
  }, exclude);

async function checkWithoutJavaScript(page: Page, target: SitePage) {
  const problems: string[] = [];
  const response = await page.goto(target.url);
  expect(response?.status(), target.url).toBe(200);

  const h1 = page.getByRole("heading", { level: 1 });
  await expect(h1, target.url).toHaveCount(1);
  await expect(h1, target.url).toBeVisible();

  for (const route of navItems("main")) {
    const href = localized(route.path, target.prefix);
    const links = page.locator(`:is(header, footer) a[href="${href}"]`);
    if (!(await links.filter({ visible: true }).count())) {
      problems.push(`no visible navigation link to ${href} in the header or footer`);
    }
  }

  const panels = page.getByRole("tabpanel");
  for (let i = 0, n = await panels.count(); i < n; i++) {
    const panel = panels.nth(i);
    if (!(await panel.isVisible())) {
      problems.push(`tab panel hidden: ${await panel.getAttribute("aria-labelledby")}`);
    } else if (!(await panel.innerText()).trim()) {
      problems.push(`tab panel empty: ${await panel.getAttribute("aria-labelledby")}`);
    }
  }

  // Content made transparent or invisible until a script reveals it. (An aria-hidden element is
  // not content: e.g. a button's other label, kept invisible to hold the button's width.)
  const faded = await page.evaluate(() =>
    [...document.querySelectorAll("main *")]
      .filter((el) => !el.closest("[aria-hidden=true]"))
      .filter((el) => (el.textContent ?? "").trim() && el.checkVisibility())
      .filter((el) => !el.checkVisibility({ opacityProperty: true, visibilityProperty: true }))
      .filter((el) =>
        el.parentElement?.checkVisibility({ opacityProperty: true, visibilityProperty: true }),
      )
      .map((el) => `<${el.tagName.toLowerCase()}> "${(el.textContent ?? "").trim().slice(0, 60)}"`),
  );
  problems.push(...faded.map((el) => `invisible until a script runs: ${el}`));

  // Every action on this site that works without a script is a link (or the language menu's
  // <summary>): a button shown without JavaScript could only do nothing.
  const buttons = await page.evaluate(() =>
    [...document.querySelectorAll("button, [role=button], [role=switch]")]
      .filter((el) => el.checkVisibility())
      .map((el) => (el.getAttribute("aria-label") ?? el.textContent ?? "").trim().slice(0, 60)),
  );
  problems.push(
    ...buttons.map((name) => `a button that does nothing without JavaScript: "${name}"`),
  );
  return problems;
}

for (const target of englishPagesAndTranslatedPrimaries()) {
  test(`no JavaScript: ${target.url}`, async ({ page, browser, baseURL }) => {
    const problems = await checkWithoutJavaScript(page, target);
    // Aliases and the other languages render the same view: comparing headings with JavaScript
    // on once per English page catches script-only content without tripling CI time.
    if (target.isAlias || target.prefix !== "") return expectNoProblems(problems, target.url);
    const exclude = needsJavaScript[target.route.id];
    const withoutJs = await headingsIn(page, exclude);

    const context = await browser.newContext({ baseURL, javaScriptEnabled: true });
    try {
      const withJs = await context.newPage();
      await withJs.goto(target.url);
      await settle(withJs);
      const shown = new Set(withoutJs.filter((h) => h.visible).map((h) => h.text));
      for (const heading of await headingsIn(withJs, exclude)) {
        if (!shown.has(heading.text)) {
          problems.push(`heading "${heading.text}" is shown only with JavaScript`);
        }
      }
    } finally {
      await context.close();
    }
    expectNoProblems(problems, `${target.url} without JavaScript`);
  });
}

test.describe("the header's menu buttons without JavaScript", () => {
  const cases = [
    // On a wide screen the footer's lists stand side by side, down to the last More page.
    { width: 1280, path: "/transparency", name: "More", shows: "/quality-check" },
    // On a phone they stack: the main pages come first.
    { width: 360, path: "/hi/dashboard", name: "मेन्यू खोलें", shows: "/hi/our-plan" },
  ] as const;
  for (const { width, path, name, shows } of cases) {
    test(`at ${width} px, ${name} on ${path} leads to the footer's list of every page`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 740 });
      await page.goto(path);
      await page.getByRole("banner").getByRole("link", { name }).click();
      await expect(page).toHaveURL(new RegExp(`${path}#site-pages$`));
      await expect(page.getByRole("contentinfo").locator(`a[href="${shows}"]`)).toBeInViewport();
    });
  }
});

test.describe("without JavaScript the page follows the device's theme", () => {
  // No theme script runs, so no class on <html> chooses the theme: the device's setting does.
  for (const path of ["/", "/hi/investment", "/cg/dashboard", "/transparency"]) {
    test(`${path} in dark, then light`, async ({ browser, baseURL }) => {
      // axe cannot run in a page whose scripts are off, so the page is opened with scripts off
      // (as this file's other tests are, through the same DevTools switch) and they are turned
      // back on for axe once it has loaded: none of the page's own has run.
      const context = await browser.newContext({ baseURL, javaScriptEnabled: true });
      try {
        const page = await context.newPage();
        const devtools = await context.newCDPSession(page);
        await devtools.send("Emulation.setScriptExecutionDisabled", { value: true });
        await page.emulateMedia({ colorScheme: "dark" });
        await page.goto(path);
        await expect(page.locator("html")).not.toHaveClass(/\b(light|dark)\b/);
        expect(await backgroundLightness(page), "dark background").toBeLessThan(0.15);
        await expect(page.locator("html")).toHaveCSS("color-scheme", "dark");
        // Every tab panel is shown by the <noscript> style: the page is as it reads without scripts.
        for (const panel of await page.getByRole("tabpanel").all())
          await expect(panel).toBeVisible();

        await devtools.send("Emulation.setScriptExecutionDisabled", { value: false });
        await renderEverySection(page);
        expectNoProblems(
          await seriousAxeViolations(page, colourRules),
          `${path}, dark, without scripts`,
        );

        await page.emulateMedia({ colorScheme: "light" });
        expect(await backgroundLightness(page), "light background").toBeGreaterThan(0.9);
        await expect(page.locator("html")).toHaveCSS("color-scheme", "light");
      } finally {
        await context.close();
      }
    });
  }
});
