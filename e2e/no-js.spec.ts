import { expect, test } from "./support/test";
import { backgroundLightness } from "./support/colour";
import { renderEverySection } from "./support/layout";
import { colourRules, seriousAxeViolations } from "./support/axe";
import { scriptSwitch } from "./support/no-js";
import { expectNoProblems } from "./support/report";

/**
 * Without JavaScript: the header's menu buttons and the theme. That every page reads in full with
 * JavaScript off (its heading, navigation and main content, tab panels included) is checked by
 * the sweep, on every page in every language (sweep.spec.ts, support/no-js.ts).
 */

test.use({ javaScriptEnabled: false });

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
    test(`${path} in dark, then light`, async ({ pageFor }) => {
      // axe cannot run in a page whose scripts are off, so the page is opened with scripts off
      // (as this file's other tests are, through the same DevTools switch) and they are turned
      // back on for axe once it has loaded: none of the page's own has run.
      const page = await pageFor({ javaScriptEnabled: true });
      const scripts = await scriptSwitch(page);
      await scripts(false);
      await page.emulateMedia({ colorScheme: "dark" });
      await page.goto(path);
      await expect(page.locator("html")).not.toHaveClass(/\b(light|dark)\b/);
      expect(await backgroundLightness(page), "dark background").toBeLessThan(0.15);
      await expect(page.locator("html")).toHaveCSS("color-scheme", "dark");
      // Every tab panel is shown by the <noscript> style: the page is as it reads without scripts.
      for (const panel of await page.getByRole("tabpanel").all()) await expect(panel).toBeVisible();

      await scripts(true);
      await renderEverySection(page);
      expectNoProblems(
        await seriousAxeViolations(page, { only: colourRules }),
        `${path}, dark, without scripts`,
      );

      await page.emulateMedia({ colorScheme: "light" });
      expect(await backgroundLightness(page), "light background").toBeGreaterThan(0.9);
      await expect(page.locator("html")).toHaveCSS("color-scheme", "light");
    });
  }
});
