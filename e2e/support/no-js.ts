import type { Page } from "@playwright/test";
import { navItems, type RouteId } from "../../lib/routes";
import { localized, type SitePage } from "./site";

/**
 * A switch for the page's scripts in a context already open: the DevTools setting behind the
 * javaScriptEnabled option. It holds for the next navigations, not for a script already running.
 */
export async function scriptSwitch(page: Page): Promise<(on: boolean) => Promise<unknown>> {
  const devtools = await page.context().newCDPSession(page);
  return (on) => devtools.send("Emulation.setScriptExecutionDisabled", { value: !on });
}

/** Parts that need JavaScript by nature; the rest of the page must read without it. */
const needsJavaScript: Partial<Record<RouteId, string>> = {
  // The live quality dashboard fetches /api/quality-check; a <noscript> note links to the JSON.
  "quality-check": "#dashboard",
};

export interface Heading {
  text: string;
  visible: boolean;
}

/**
 * The main content's headings (h1 to h4), but those in the parts that need JavaScript: of the page
 * as it stands, or of `html` as sent (where none counts as visible: the parsed page is not drawn).
 */
export function mainHeadings(page: Page, target: SitePage, html?: string): Promise<Heading[]> {
  return page.evaluate(
    ({ skip, html }) => {
      const normalize = (text: string | null) => (text ?? "").replace(/\s+/g, " ").trim();
      const root =
        html === undefined ? document : new DOMParser().parseFromString(html, "text/html");
      return [...root.querySelectorAll("main :is(h1, h2, h3, h4)")]
        .filter((h) => !(skip && h.closest(skip)))
        .map((h) => ({ text: normalize(h.textContent), visible: h.checkVisibility() }))
        .filter((h) => h.text);
    },
    { skip: needsJavaScript[target.route.id], html },
  );
}

/**
 * What is wrong with a page loaded with JavaScript off: it must show its heading, the
 * navigation, and all of its main content, every heading and every tab panel included (the root
 * document's <noscript> style shows them), with nothing invisible until a script runs and no button
 * that could only do nothing. (That the server sends every heading the page shows once it has
 * hydrated is `headingsOnlyTheBrowserRenders`, on the page loaded with JavaScript.)
 */
export async function problemsWithoutJavaScript(page: Page, target: SitePage): Promise<string[]> {
  const problems: string[] = [];
  const h1 = page.getByRole("heading", { level: 1 });
  const h1s = await h1.count();
  if (h1s !== 1) problems.push(`${h1s} <h1> headings instead of one`);
  else if (!(await h1.isVisible())) problems.push("the <h1> heading is hidden");

  for (const route of navItems("main")) {
    const href = localized(route.path, target.prefix);
    const links = page.locator(`:is(header, footer) a[href="${href}"]`);
    if (!(await links.filter({ visible: true }).count())) {
      problems.push(`no visible navigation link to ${href} in the header or footer`);
    }
  }

  // Hidden panels too: a role query leaves out what is hidden, which is what this looks for.
  const panels = page.getByRole("tabpanel", { includeHidden: true });
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

  // Every action on this site that works without a script is a link, the language menu's
  // <summary>, or the submit button of a plain GET form (the villages' filter): any other button
  // shown without JavaScript could only do nothing.
  const buttons = await page.evaluate(() =>
    [...document.querySelectorAll("button, [role=button], [role=switch]")]
      .filter((el) => el.checkVisibility())
      .filter((el) => {
        const form = el instanceof HTMLButtonElement && el.type === "submit" ? el.form : null;
        return !(form && form.method === "get" && form.getAttribute("action"));
      })
      .map((el) => (el.getAttribute("aria-label") ?? el.textContent ?? "").trim().slice(0, 60)),
  );
  problems.push(
    ...buttons.map((name) => `a button that does nothing without JavaScript: "${name}"`),
  );

  for (const heading of await mainHeadings(page, target)) {
    if (!heading.visible) problems.push(`heading "${heading.text}" is hidden without JavaScript`);
  }
  return problems;
}

/**
 * The headings a hydrated page shows that are not in the HTML the server sent it (`html`): content
 * that only the browser renders, which a reader without JavaScript, or a crawler, never gets.
 */
export async function headingsOnlyTheBrowserRenders(
  page: Page,
  target: SitePage,
  html: string,
): Promise<string[]> {
  const inHtml = new Set((await mainHeadings(page, target, html)).map((h) => h.text));
  return (await mainHeadings(page, target))
    .filter((h) => h.visible && !inHtml.has(h.text))
    .map((h) => `heading "${h.text}" is shown only with JavaScript: the server does not send it`);
}
