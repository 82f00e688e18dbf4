import { test, type Browser } from "@playwright/test";
import { routes } from "../lib/routes";
import { colourRules, seriousAxeViolations } from "./support/axe";
import { horizontalOverflow, renderEverySection, textOutsideItsBox } from "./support/layout";
import { expectNoProblems } from "./support/report";
import { sitePages, type SitePage } from "./support/site";
import { settle, watchPage } from "./support/watch";

/**
 * The whole-site sweep: every route and alias of the route table, in the three languages, in both
 * themes at both widths, checked for console errors, failed requests, hydration warnings,
 * Content-Security-Policy violations, sideways scrolling or text spilling out of its box on a
 * phone, and serious axe-core violations.
 *
 * Each page is loaded three times: light at desktop width, light at phone width, and dark (the
 * system preference) at phone width, which is then widened to desktop for the colour checks in
 * dark. A theme stored by the toggle is applied by the same root script on every page; that path
 * is tested in chrome.spec.ts.
 */

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 360, height: 740 };

interface Variant {
  name: string;
  viewport: { width: number; height: number };
  dark: boolean;
  /**
   * axe runs with every rule in light at both widths. In dark only the colour rules can give a
   * different answer, so only they run there, at `axeViewport` (the page is resized first).
   */
  axe: "all" | "colour";
  axeViewport?: { width: number; height: number };
}

const variants: Variant[] = [
  { name: "light, 1280 px", viewport: DESKTOP, dark: false, axe: "all" },
  { name: "light, 360 px", viewport: PHONE, dark: false, axe: "all" },
  {
    name: "dark, 360 px, then 1280 px for axe",
    viewport: PHONE,
    dark: true,
    axe: "colour",
    axeViewport: DESKTOP,
  },
];

async function checkVariant(browser: Browser, baseURL: string, target: SitePage, v: Variant) {
  const context = await browser.newContext({
    baseURL,
    viewport: v.viewport,
    colorScheme: v.dark ? "dark" : "light",
  });
  const page = await context.newPage();
  const watch = await watchPage(page, new URL(baseURL).origin);
  const problems: string[] = [];
  let seen: string[] = [];
  try {
    const response = await page.goto(target.url);
    if (response?.status() !== 200) problems.push(`answered HTTP ${response?.status()}`);
    await settle(page);
    await renderEverySection(page);
    const isDark = await page.evaluate(() => document.documentElement.classList.contains("dark"));
    if (isDark !== v.dark) problems.push(`theme not applied: <html> dark class is ${isDark}`);
    if (v.viewport.width === PHONE.width) {
      const overflow = await horizontalOverflow(page);
      if (overflow) problems.push(`horizontal scroll at ${PHONE.width} px: ${overflow}`);
      const spill = await textOutsideItsBox(page);
      if (spill) problems.push(`text wider than its box at ${PHONE.width} px: ${spill}`);
    }
    if (v.axeViewport) await page.setViewportSize(v.axeViewport);
    const violations = await seriousAxeViolations(
      page,
      v.axe === "colour" ? colourRules : undefined,
    );
    if (violations.length) problems.push(`axe serious/critical:\n${violations.join("\n")}`);
  } finally {
    seen = watch.stop();
    await context.close();
  }
  return [...problems, ...seen].map((p) => `[${v.name}] ${p}`);
}

for (const route of routes) {
  test.describe(`sweep: ${route.id}`, () => {
    for (const target of sitePages().filter((p) => p.route.id === route.id)) {
      test(target.url, async ({ browser, baseURL }) => {
        const failures: string[] = [];
        // An alias re-exports its primary page's view, which gets the full matrix; the alias
        // itself is loaded once, with the same console, request and axe checks, to keep CI short.
        for (const variant of target.isAlias ? variants.slice(0, 1) : variants) {
          failures.push(...(await checkVariant(browser, baseURL!, target, variant)));
        }
        expectNoProblems(failures, target.url);
      });
    }
  });
}
