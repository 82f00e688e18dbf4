import type { Page } from "@playwright/test";
import { test } from "./support/test";
import { routes } from "../lib/routes";
import { colourRules, seriousAxeViolations } from "./support/axe";
import { turnDark } from "./support/colour";
import { keyboardProblems } from "./support/keyboard";
import { horizontalOverflow, renderEverySection, textOutsideItsBox } from "./support/layout";
import { headingsOnlyTheBrowserRenders } from "./support/no-js";
import { expectNoProblems } from "./support/report";
import { primaryPages, type SitePage } from "./support/site";
import { settle, watchPage } from "./support/watch";

/**
 * The whole-site sweep: every route of the route table, in the three languages, in both themes at
 * both widths, checked for console errors, failed requests, hydration warnings,
 * Content-Security-Policy violations, sideways scrolling or text spilling out of its box on a
 * phone, and serious axe-core violations.
 *
 * Aliases render their primary's page: routes.spec.ts checks their status, canonical URL and
 * heading.
 *
 * Each page is loaded once with JavaScript, light on a phone, as a first visit (support/test.ts), and
 * checked at that width with axe and the layout checks. An English page is then resized to a
 * desktop and checked with axe's colour rules, the only ones whose answer can change with the
 * theme (the other rules are run on a desktop on the route's Indian page, below), turns dark where
 * it stands (the system preference changes, as when a phone switches to its night theme) and is
 * checked again with the colour rules, on a phone on every other route and on a desktop on the
 * rest: the dark theme changes the colours of the same components at both widths, and what only
 * one width shows (the menu button, the header's links) is on every page. Loading a page dark
 * runs the same root script on every page: chrome.spec.ts and no-js.spec.ts test that path.
 *
 * Hindi and Chhattisgarhi pages get every axe rule but the colour rules. They render the same
 * components with the same classes as the English page of their route, and a colour, or the text
 * size that sets the contrast a text needs, comes from those classes alone; text that Devanagari
 * would push out of its box, onto another colour, is caught by the layout check at 360 px. What
 * depends on the language (text too wide for a phone, every other axe rule, headings, the page
 * without JavaScript) is checked on every page at 360 px. The parts only a desktop shows (the
 * header's links, the wide charts) are the same components again: of each route's two Indian
 * pages, one is checked with axe on a desktop too, the two languages taken in turn, so each
 * language is checked there on every other route, and every route has all of axe's rules run on a
 * desktop.
 *
 * The keyboard walk (support/keyboard.ts) runs last in a theme, so that it disturbs no other
 * check. It checks the tab order and the focus rings of components that are the same in every
 * language and on every page they appear on (only their text changes), so each route is walked
 * once, on one of its three pages: the languages take turns route by route, and the pair of theme
 * and width changes after each round of the three, so that over twelve routes each language is
 * walked in all four pairs (on a phone the header's links give way to the menu button).
 *
 * The page without JavaScript is loaded by languages.spec.ts, which reads every page as the server
 * sends it (text, heading, navigation, tab panels, nothing hidden until a script runs); here, every
 * heading the hydrated page shows must be in the HTML the server sent (support/no-js.ts).
 */

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 360, height: 740 };
type Size = typeof DESKTOP;

/** The axe rules run in a theme: all of them, all but the colour rules, or only those. */
type Rules = "all" | "not colour" | "colour";

interface Theme {
  dark: boolean;
  /**
   * The widths checked, in order, each with the axe rules run there: the first is the width the
   * page is at when the theme begins.
   */
  checks: { size: Size; rules: Rules }[];
  /** Where the keyboard walk runs in this theme, if it does. */
  walks: Size[];
}

/** The themes each page is checked in, in order, by URL (see above). */
const plans = new Map<string, Theme[]>();
const walkedPrefixes = ["", "/hi", "/cg"];
routes.forEach((route, index) => {
  const pages = primaryPages().filter((p) => p.route.id === route.id);
  // One page of the route is walked, the three languages taking turns; the pair of theme and width
  // changes after each round of the three, so that over twelve routes each language meets all four.
  const walkedPrefix = walkedPrefixes[index % 3];
  const turn = Math.floor(index / 3) % 4;
  const walkDark = turn < 2;
  const walkSize = turn % 2 === 0 ? PHONE : DESKTOP;
  // Of the two Indian pages, one is checked on a desktop too, the two languages taken in turn.
  const desktopPrefix = index % 2 === 0 ? "/cg" : "/hi";
  for (const page of pages) {
    const walks = page.prefix === walkedPrefix ? [walkSize] : [];
    if (page.prefix === "") {
      plans.set(page.url, [
        {
          dark: false,
          // On a desktop, the rules but the colour ones are run on the route's Indian page there.
          checks: [
            { size: PHONE, rules: "all" },
            { size: DESKTOP, rules: "colour" },
          ],
          walks: walkDark ? [] : walks,
        },
        {
          dark: true,
          // At one width, the two taken in turn route by route (see above).
          checks: [{ size: index % 2 === 0 ? PHONE : DESKTOP, rules: "colour" }],
          walks: walkDark ? walks : [],
        },
      ]);
    } else {
      const light: Theme = {
        dark: false,
        checks: (page.prefix === desktopPrefix ? [PHONE, DESKTOP] : [PHONE]).map((size) => ({
          size,
          rules: "not colour",
        })),
        walks: walkDark ? [] : walks,
      };
      plans.set(
        page.url,
        walkDark && walks.length ? [light, { dark: true, checks: [], walks }] : [light],
      );
    }
  }
});

async function checkAt(page: Page, rules: Rules, size: Size): Promise<string[]> {
  const problems: string[] = [];
  if (size.width === PHONE.width) {
    const overflow = await horizontalOverflow(page);
    if (overflow) problems.push(`horizontal scroll at ${PHONE.width} px: ${overflow}`);
    const spill = await textOutsideItsBox(page);
    if (spill) problems.push(`text wider than its box at ${PHONE.width} px: ${spill}`);
  }
  const violations = await seriousAxeViolations(
    page,
    rules === "all" ? {} : rules === "colour" ? { only: colourRules } : { except: colourRules },
  );
  if (violations.length) problems.push(`axe serious/critical:\n${violations.join("\n")}`);
  return problems;
}

async function checkPage(page: Page, baseURL: string, target: SitePage) {
  // Storage starts empty, as on a first visit (support/test.ts).
  const watch = await watchPage(page, new URL(baseURL).origin);
  const problems: string[] = [];
  const themes = plans.get(target.url)!;
  watch.startLoad(`with JavaScript, loaded light at ${PHONE.width} px`);
  await page.emulateMedia({ colorScheme: "light" });
  await page.setViewportSize(PHONE);
  const response = await page.goto(target.url);
  if (response?.status() !== 200) problems.push(`[light] answered HTTP ${response?.status()}`);
  await settle(page);
  await renderEverySection(page);
  if (await page.evaluate(() => document.documentElement.classList.contains("dark"))) {
    problems.push("[light] <html> has the dark class");
  }
  // Every heading it shows is in the HTML the server sent: none is drawn by the browser alone.
  if (response) {
    const html = await response.text();
    problems.push(...(await headingsOnlyTheBrowserRenders(page, target, html)));
  }
  let size = PHONE;
  for (const theme of themes) {
    const name = theme.dark ? "dark" : "light";
    if (theme.dark) {
      problems.push(...(await turnDark(page)).map((p) => `[dark] ${p}`));
    }
    for (const { size: next, rules } of theme.checks) {
      if (next !== size) await page.setViewportSize((size = next));
      const found = await checkAt(page, rules, size);
      problems.push(...found.map((p) => `[${name}, ${size.width} px] ${p}`));
    }
    for (const walk of theme.walks) {
      if (walk !== size) await page.setViewportSize((size = walk));
      const found = await keyboardProblems(page);
      problems.push(...found.map((p) => `[${name}, ${size.width} px] ${p}`));
    }
  }

  problems.push(...watch.stop());
  return problems;
}

for (const route of routes) {
  test.describe(`sweep: ${route.id}`, () => {
    for (const target of primaryPages().filter((p) => p.route.id === route.id)) {
      test(target.url, async ({ page, baseURL }, info) => {
        // The checks and keyboard walks make it the work of two tests: the time of two.
        test.setTimeout(info.timeout * 2);
        expectNoProblems(await checkPage(page, baseURL!, target), target.url);
      });
    }
  });
}
