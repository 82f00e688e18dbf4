import { test, type Browser, type Page } from "@playwright/test";
import { routes } from "../lib/routes";
import { colourRules, seriousAxeViolations } from "./support/axe";
import { keyboardProblems } from "./support/keyboard";
import { horizontalOverflow, renderEverySection, textOutsideItsBox } from "./support/layout";
import {
  mainHeadings,
  problemsWithoutJavaScript,
  scriptSwitch,
  type Heading,
} from "./support/no-js";
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
 * Each page is loaded with JavaScript light on a phone, in one new browser context. After the load
 * the page is checked at the width it loaded at, then resized to the other width and checked
 * again: axe with every rule at both widths, the layout checks at 360 px. Then, on the pages that
 * take the dark theme (below), it is loaded again dark (the system preference) on a desktop and
 * checked the same way with axe's colour rules only (the only ones whose answer can change with
 * the theme) and the layout checks at 360 px. A theme stored by the toggle is applied by the same
 * root script on every page; that path is tested in chrome.spec.ts.
 *
 * Which pages take the dark theme: every English page, and for each route one of its Hindi and
 * Chhattisgarhi pages, the two languages taken in turn. A Hindi or Chhattisgarhi page renders the
 * same components with the same classes as the English page of its route, and the dark theme
 * only swaps colour tokens (app/globals.css): it changes no layout, so what a second language could
 * change in dark (Devanagari text against the dark colours, in its own sizes and breaks) is seen on
 * the route's page in the other Indian language, and the English page sees every colour. What
 * depends on the language (text that overflows at 360 px, every axe rule, headings, the page
 * without JavaScript) is checked on every page.
 *
 * The keyboard walk (support/keyboard.ts) runs last on a load, so that it disturbs no other check:
 * every English page is walked on a desktop in light and on a phone in dark (where the header's
 * links give way to the menu button). Of each route's Hindi and Chhattisgarhi pages, the one that
 * takes the dark theme is walked once, in a theme and at a width taken in turn, so that each
 * language meets all four pairs of theme and width over the routes. The walk checks the tab order
 * and the focus rings of components that are the same in every language (only their text
 * changes), so a second Indian page of the same route would walk the same stops. A walk at another
 * width than the load ended at resizes the page first, as the checks above do.
 *
 * Then the page is loaded once more with JavaScript off (light, desktop), and must show its
 * heading, navigation and all of its main content, tab panels included, with every heading it
 * shows with JavaScript (support/no-js.ts); no-js.spec.ts has the rest of the no-script checks.
 */

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 360, height: 740 };
type Size = typeof DESKTOP;

interface Load {
  dark: boolean;
  /** The widths checked, in order: the page loads at the first and is then resized. */
  sizes: Size[];
  /** The axe rules run: all of them, or the colour rules. */
  axe: "all" | "colour";
}

const LIGHT: Load = { dark: false, sizes: [PHONE, DESKTOP], axe: "all" };
const DARK: Load = { dark: true, sizes: [DESKTOP, PHONE], axe: "colour" };

interface Walk {
  dark: boolean;
  size: Size;
}

/** The loads and keyboard walks of each page, by URL (see above). */
const plans = new Map<string, { loads: Load[]; walks: Walk[] }>();
routes.forEach((route, index) => {
  const pages = primaryPages().filter((p) => p.route.id === route.id);
  const darkPrefix = index % 2 === 0 ? "/hi" : "/cg";
  // Each language takes every other route: over eight routes, it is walked in each pair of theme
  // and width.
  const turn = Math.floor(index / 2) % 4;
  const indianWalk: Walk = { dark: turn < 2, size: turn % 2 === 0 ? PHONE : DESKTOP };
  for (const page of pages) {
    if (page.prefix === "") {
      plans.set(page.url, {
        loads: [LIGHT, DARK],
        walks: [
          { dark: false, size: DESKTOP },
          { dark: true, size: PHONE },
        ],
      });
    } else if (page.prefix === darkPrefix) {
      plans.set(page.url, { loads: [LIGHT, DARK], walks: [indianWalk] });
    } else {
      plans.set(page.url, { loads: [LIGHT], walks: [] });
    }
  }
});

async function checkAt(page: Page, load: Load, size: Size): Promise<string[]> {
  const problems: string[] = [];
  if (size.width === PHONE.width) {
    const overflow = await horizontalOverflow(page);
    if (overflow) problems.push(`horizontal scroll at ${PHONE.width} px: ${overflow}`);
    const spill = await textOutsideItsBox(page);
    if (spill) problems.push(`text wider than its box at ${PHONE.width} px: ${spill}`);
  }
  const violations = await seriousAxeViolations(
    page,
    load.axe === "colour" ? colourRules : undefined,
  );
  if (violations.length) problems.push(`axe serious/critical:\n${violations.join("\n")}`);
  return problems;
}

async function checkPage(browser: Browser, baseURL: string, target: SitePage) {
  // One context for every load: after the first, the scripts are cached, as for a visitor's return.
  // Storage is emptied before each, so each load starts as a first visit (the journey tracker
  // shows its card to a visit more than 30 s old, and the three loads can take that long).
  const context = await browser.newContext({ baseURL });
  await context.addInitScript(() => {
    try {
      localStorage.clear();
      sessionStorage.clear();
    } catch {
      // Storage blocked: nothing is kept between loads either.
    }
  });
  const page = await context.newPage();
  const watch = await watchPage(page, new URL(baseURL).origin);
  const problems: string[] = [];
  let headings: Heading[] = [];
  const plan = plans.get(target.url)!;
  try {
    for (const load of plan.loads) {
      const theme = load.dark ? "dark" : "light";
      const [first, ...then] = load.sizes as [Size, ...Size[]];
      watch.startLoad(`${theme}, loaded at ${first.width} px`);
      await page.emulateMedia({ colorScheme: theme });
      await page.setViewportSize(first);
      const response = await page.goto(target.url);
      if (response?.status() !== 200)
        problems.push(`[${theme}, ${first.width} px] answered HTTP ${response?.status()}`);
      await settle(page);
      await renderEverySection(page);
      const isDark = await page.evaluate(() => document.documentElement.classList.contains("dark"));
      if (isDark !== load.dark) {
        problems.push(`[${theme}, ${first.width} px] <html> has dark class ${isDark}`);
      }
      if (!load.dark) headings = await mainHeadings(page, target);
      let size = first;
      for (size of [first, ...then]) {
        if (size !== first) await page.setViewportSize(size);
        const found = await checkAt(page, load, size);
        problems.push(...found.map((p) => `[${theme}, ${size.width} px] ${p}`));
      }
      for (const walk of plan.walks.filter((w) => w.dark === load.dark)) {
        if (walk.size !== size) await page.setViewportSize(walk.size);
        const found = await keyboardProblems(page);
        problems.push(...found.map((p) => `[${theme}, ${walk.size.width} px] ${p}`));
      }
    }

    await (
      await scriptSwitch(page)
    )(false);
    watch.startLoad("no JavaScript, light, 1280 px");
    await page.emulateMedia({ colorScheme: "light" });
    await page.setViewportSize(DESKTOP);
    const response = await page.goto(target.url);
    if (response?.status() !== 200) {
      problems.push(`[no JavaScript] answered HTTP ${response?.status()}`);
    }
    const found = await problemsWithoutJavaScript(page, target, headings);
    problems.push(...found.map((p) => `[no JavaScript] ${p}`));
  } finally {
    problems.push(...watch.stop());
    await context.close();
  }
  return problems;
}

for (const route of routes) {
  test.describe(`sweep: ${route.id}`, () => {
    for (const target of primaryPages().filter((p) => p.route.id === route.id)) {
      test(target.url, async ({ browser, baseURL }, info) => {
        // The loads and keyboard walks make it the work of two tests: the time of two.
        test.setTimeout(info.timeout * 2);
        expectNoProblems(await checkPage(browser, baseURL!, target), target.url);
      });
    }
  });
}
