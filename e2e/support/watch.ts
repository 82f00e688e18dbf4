import type { BrowserContext, Page, Request } from "@playwright/test";
import { TABS_READY_ATTR } from "../../lib/tab-keys";

/** React's hydration complaints: worded in development, error #418/#423/#425 in production. */
const HYDRATION = /hydrat|Minified React error #(418|423|425)\b/i;

function isPrefetch(request: Request): boolean {
  return "next-router-prefetch" in request.headers();
}

/** What watchPage reports for a script, style or other resource the page's CSP blocked. */
export const CSP_VIOLATION = "Content-Security-Policy violation";

const reportingCsp = new WeakSet<BrowserContext>();

/**
 * The browser reports a blocked resource to the page as an event; logging it as an error makes it
 * reach a console listener such as watchPage's. (Init scripts run whatever the page's policy
 * allows.) The pooled contexts of support/test.ts report from the start, so that watching a page
 * does not retire it.
 */
export async function reportCspViolations(target: Page | BrowserContext): Promise<void> {
  await target.addInitScript((label) => {
    document.addEventListener("securitypolicyviolation", (event) =>
      console.error(`${label}: ${event.violatedDirective} ${event.blockedURI}`),
    );
  }, CSP_VIOLATION);
  if (!("goto" in target)) reportingCsp.add(target);
}

/**
 * Records everything that must not happen while a page loads: console errors, hydration warnings,
 * uncaught exceptions, Content-Security-Policy violations, and same-origin requests that fail or
 * answer 4xx/5xx. Call it before the page navigates. `stop()` ends the recording (call it before
 * closing the page, so requests cut short by the close are not counted) and returns the problems
 * seen, each marked with the label of the load it was seen in (`startLoad`).
 */
export async function watchPage(page: Page, origin: string) {
  if (!reportingCsp.has(page.context())) await reportCspViolations(page);

  const problems: string[] = [];
  /** Requests in the order they were made, with the load they belong to. */
  const requested: { request: Request; url: string; load: number }[] = [];
  const aborted: { url: string; seq: number; load: number; text: string }[] = [];
  /** `load url` of every same-origin request that arrived. */
  const arrived = new Set<string>();
  let recording = true;
  let load = 0;
  let label = "";
  const note = (text: string) => {
    if (recording) problems.push(label + text);
  };
  const sameOrigin = (url: string) => url === origin || url.startsWith(`${origin}/`);

  page.on("console", (message) => {
    const text = message.text();
    if (message.type() === "error") note(`console error: ${text}`);
    else if (HYDRATION.test(text)) note(`hydration ${message.type()}: ${text}`);
  });
  page.on("pageerror", (error) => note(`uncaught exception: ${error.stack ?? error.message}`));
  page.on("request", (request) => {
    if (!recording) return;
    requested.push({ request, url: request.url(), load });
  });
  page.on("requestfinished", (request) => {
    const entry = requested.findLast((r) => r.request === request);
    if (entry) arrived.add(`${entry.load} ${entry.url}`);
  });
  page.on("requestfailed", (request) => {
    if (!recording || !sameOrigin(request.url())) return;
    // A request of an earlier load, cut short by navigating to the next one, as stop() does for
    // the close, says nothing about the page.
    if ((requested.findLast((r) => r.request === request)?.load ?? load) !== load) return;
    const reason = request.failure()?.errorText ?? "failed";
    const text = `request failed (${reason}): ${request.method()} ${request.url()}`;
    if (!reason.includes("ERR_ABORTED")) return note(text);
    // A route prefetch that the router abandons is not a broken resource.
    if (isPrefetch(request)) return;
    const seq = requested.findLastIndex((r) => r.request === request);
    aborted.push({ url: request.url(), seq, load, text: label + text });
  });
  page.on("response", (response) => {
    if (sameOrigin(response.url()) && response.status() >= 400) {
      note(`HTTP ${response.status()}: ${response.request().method()} ${response.url()}`);
    }
  });

  return {
    /**
     * Starts another load of the same page (call it before navigating): what is recorded from now
     * on is marked with `text` (e.g. the theme and width the page is loaded in), and requests of
     * the earlier loads that fail from now on are not counted.
     */
    startLoad(text: string) {
      load++;
      label = text ? `[${text}] ` : "";
    },
    stop(): string[] {
      recording = false;
      // Chromium cancels a fetch it has superseded with another for the same URL (the favicon,
      // when React re-inserts the <head> links while hydrating; a script's preload once the
      // script itself is fetched): it counts only when no fetch of that URL in the same load
      // arrived, or came after it.
      for (const a of aborted) {
        const superseded =
          arrived.has(`${a.load} ${a.url}`) ||
          requested.some((r, i) => r.url === a.url && r.load === a.load && i > a.seq);
        if (!superseded) problems.push(a.text);
      }
      return problems;
    },
  };
}

/** Whether React has hydrated the main content (run in the page). */
export function mainIsHydrated(): boolean {
  const main = document.getElementById("main");
  // React marks every DOM node it has hydrated with an own `__reactFiber$…` key.
  return !!main && Object.keys(main).some((key) => key.startsWith("__reactFiber$"));
}

/**
 * Waits until the page has loaded and React has hydrated it (so hydration warnings have been
 * logged), then for the main thread to fall idle twice. Works the same against `next start`.
 */
export async function settle(page: Page): Promise<void> {
  await page.waitForLoadState("load");
  await page.waitForFunction(mainIsHydrated);
  // Tabs hydrate once their own chunk has come (components/ui/tabs.tsx), then mark themselves.
  await page.waitForFunction(
    (ready) =>
      [...document.querySelectorAll("[role=tablist]")].every((list) =>
        list.parentElement?.hasAttribute(ready),
      ),
    TABS_READY_ATTR,
  );
  await page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestIdleCallback(() => requestIdleCallback(() => resolve(), { timeout: 2000 }), {
          timeout: 2000,
        }),
      ),
  );
}
