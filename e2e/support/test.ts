import {
  test as base,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type CDPSession,
  type Page,
  type PlaywrightTestArgs,
  type PlaywrightTestOptions,
  type PlaywrightWorkerArgs,
  type PlaywrightWorkerOptions,
  type TestType,
} from "@playwright/test";

import { reportCspViolations } from "./watch";

export { expect } from "@playwright/test";

/**
 * The `page` and `context` every test gets, kept open from one test to the next in a worker.
 *
 * A fresh context per test, Playwright's default, starts a new renderer process for every test:
 * V8 compiles the site's scripts again and the fonts are read again, about 0.7 s of a 1.1 s load
 * on the two-core CI machine. A page that stays on the site's origin keeps its process, so a test
 * here navigates the page the last test left, after it has been put back as a new one would be:
 *
 * - it is taken off the last test's document first, onto /robots.txt of the same origin (a plain
 *   text page, so no timer or request of that document reaches this test, and a `goto` to the same
 *   path with a #fragment still loads the page; about:blank would cost the process);
 * - cookies, localStorage, sessionStorage and permissions are cleared, and the HTTP cache is off,
 *   so every test meets the site as a first visit does;
 * - the viewport, colour scheme, reduced motion and forced colours are the test's options again;
 * - listeners, routes and pages the last test added are removed;
 * - Content-Security-Policy violations are logged to the console (support/watch.ts) on every
 *   pooled page, so that watching a page does not retire it.
 *
 * DevTools sessions the test opened are detached, which ends what they emulated. What cannot be
 * taken back (an init script, an exposed function, extra headers, a clock, another default
 * timeout, a failed test's half-done state) retires the page,
 * and the context when it was the context that changed: the next test gets new ones. Each set of
 * context options (`test.use`: JavaScript off, a phone's width and touch) keeps its own context.
 * A test that wants a browser of its own still calls `browser.newContext()`.
 */

type Options = BrowserContextOptions;

interface Pooled {
  context: BrowserContext;
  page?: Page;
  /** Listeners present before any test used the page or context: kept on release. */
  pageListeners?: Listeners;
  contextListeners: Listeners;
  /** What a test did that release cannot undo. */
  retirePage: boolean;
  retireContext: boolean;
  /** DevTools sessions the test opened: detached on release, which ends what they emulated. */
  sessions: CDPSession[];
}

type Emitter = {
  eventNames(): (string | symbol)[];
  listeners(event: string | symbol): unknown[];
  removeListener(event: string | symbol, listener: (...args: unknown[]) => void): unknown;
};
type Listeners = Map<string | symbol, Set<unknown>>;

function listenersOf(emitter: Emitter): Listeners {
  return new Map(emitter.eventNames().map((name) => [name, new Set(emitter.listeners(name))]));
}

function removeAddedListeners(emitter: Emitter, kept: Listeners) {
  for (const name of emitter.eventNames()) {
    const keep = kept.get(name);
    for (const listener of emitter.listeners(name)) {
      if (!keep?.has(listener)) {
        emitter.removeListener(name, listener as (...args: unknown[]) => void);
      }
    }
  }
}

/** Wraps `names` on `target` so that calling any of them first runs `mark`. */
function markOnCall(target: object, names: string[], mark: () => void) {
  const record = target as Record<string, unknown>;
  for (const name of names) {
    const original = record[name];
    if (typeof original !== "function") throw new Error(`Playwright has no ${name} any more`);
    record[name] = (...args: unknown[]) => {
      mark();
      return (original as (...a: unknown[]) => unknown).apply(target, args);
    };
  }
}

/** Marks on any use of a context's clock (a page's is its context's), installed for good once used. */
function markOnClock(context: BrowserContext, mark: () => void) {
  const clock = context.clock as unknown as Record<string, unknown>;
  const methods = Object.getOwnPropertyNames(Object.getPrototypeOf(clock)).filter(
    (name) => name !== "constructor" && typeof clock[name] === "function",
  );
  if (!methods.includes("install")) throw new Error("Playwright's clock has no install any more");
  markOnCall(clock, methods, mark);
}

const UNDOABLE_ONLY_BY_A_NEW_ONE = [
  "addInitScript",
  "exposeBinding",
  "exposeFunction",
  "setExtraHTTPHeaders",
  "setDefaultTimeout",
  "setDefaultNavigationTimeout",
];

/**
 * What a test may change on a live page and a new test must find as its options set it (the
 * context is made with the same options, so a page the test opens itself starts the same way).
 */
function pageSettings(options: Options) {
  return {
    viewport: options.viewport ?? { width: 1280, height: 720 },
    media: {
      media: "screen" as const,
      colorScheme: options.colorScheme ?? "light",
      reducedMotion: options.reducedMotion ?? "no-preference",
      forcedColors: options.forcedColors ?? "none",
      contrast: options.contrast ?? "no-preference",
    },
  };
}

class PagePool {
  private readonly pooled = new Map<string, Pooled>();
  private readonly inUse = new Set<Pooled>();

  constructor(private readonly browser: Browser) {}

  private async contextFor(options: Options): Promise<Pooled> {
    const key = JSON.stringify(options);
    let entry = this.pooled.get(key);
    if (entry?.retireContext) {
      await entry.context.close().catch(() => {});
      this.pooled.delete(key);
      entry = undefined;
    }
    if (!entry) {
      const context = await this.browser.newContext(options);
      await reportCspViolations(context);
      const created: Pooled = {
        context,
        contextListeners: listenersOf(context as unknown as Emitter),
        retirePage: false,
        retireContext: false,
        sessions: [],
      };
      markOnCall(
        context,
        [...UNDOABLE_ONLY_BY_A_NEW_ONE, "setGeolocation", "setOffline"],
        () => (created.retireContext = true),
      );
      const open = context.newCDPSession.bind(context);
      context.newCDPSession = async (target) => {
        const session = await open(target);
        created.sessions.push(session);
        return session;
      };
      markOnClock(context, () => (created.retireContext = true));
      this.pooled.set(key, (entry = created));
    }
    return entry;
  }

  /** A page as a new test finds it, for these context options. */
  async take(options: Options): Promise<{ entry: Pooled; page: Page }> {
    const { viewport, media } = pageSettings(options);
    const entry = await this.contextFor(options);
    if (this.inUse.has(entry)) {
      throw new Error("a test asked for two pooled pages with the same context options");
    }
    this.inUse.add(entry);
    const { context } = entry;
    if (entry.page?.isClosed()) entry.page = undefined;
    if (!entry.page) {
      const page = await context.newPage();
      // (Its own DevTools session, kept for the page's life.)
      const devtools = await context.newCDPSession(page);
      entry.sessions.pop();
      await devtools.send("Network.setCacheDisabled", { cacheDisabled: true });
      entry.retirePage = false;
      entry.pageListeners = listenersOf(page as unknown as Emitter);
      markOnCall(page, UNDOABLE_ONLY_BY_A_NEW_ONE, () => (entry.retirePage = true));
      entry.page = page;
    }
    const page = entry.page;
    const origin = options.baseURL ? new URL(options.baseURL).origin : undefined;
    if (origin && page.url().startsWith(origin)) {
      // Off the last test's document, staying on the origin (see above).
      await page.goto(`${origin}/robots.txt`);
      await page.evaluate(() => {
        try {
          localStorage.clear();
          sessionStorage.clear();
        } catch {
          // Storage the last test blocked goes with its page: see release.
        }
      });
    }
    await context.clearCookies();
    // In front, as a new page opens: a test's second pooled page is taken when it is needed.
    await page.bringToFront();
    await page.setViewportSize(viewport);
    await page.emulateMedia(media);
    return { entry, page };
  }

  /** Undoes what the test changed, or retires what it changed for good. */
  async release(entry: Pooled, failed: boolean) {
    this.inUse.delete(entry);
    const { context, page } = entry;
    if (failed) entry.retirePage = true;
    try {
      for (const session of entry.sessions.splice(0)) await session.detach().catch(() => {});
      for (const other of context.pages()) if (other !== page) await other.close();
      removeAddedListeners(context as unknown as Emitter, entry.contextListeners);
      await context.unrouteAll({ behavior: "ignoreErrors" });
      await context.clearPermissions();
      if (page && !page.isClosed()) {
        removeAddedListeners(page as unknown as Emitter, entry.pageListeners!);
        await page.unrouteAll({ behavior: "ignoreErrors" });
        // Where a new page's pointer is, so that nothing the last test hovered stays hovered.
        await page.mouse.move(0, 0);
      }
    } catch {
      entry.retireContext = true;
    }
    if (entry.retireContext) {
      await context.close().catch(() => {});
      for (const [key, value] of this.pooled) if (value === entry) this.pooled.delete(key);
    } else if (entry.retirePage && page) {
      await page.close().catch(() => {});
      entry.page = undefined;
    }
  }

  async close() {
    for (const entry of this.pooled.values()) await entry.context.close().catch(() => {});
    this.pooled.clear();
  }
}

/** A pooled page with other context options, for a test that needs a second one. */
export type PageFor = (options: Options) => Promise<Page>;

// The options a test's context is made with, as Playwright combines them (`test.use`, the
// project's `use`, its device): an internal fixture of @playwright/test, read by name.
type Internal = { _combinedContextOptions: Options };
const withOptions = base as unknown as TestType<
  PlaywrightTestArgs & PlaywrightTestOptions & Internal,
  PlaywrightWorkerArgs & PlaywrightWorkerOptions
>;

export const test = withOptions.extend<{ pageFor: PageFor }, { pagePool: PagePool }>({
  pagePool: [
    async ({ browser }, provide) => {
      const pool = new PagePool(browser);
      await provide(pool);
      await pool.close();
    },
    { scope: "worker" },
  ],
  pageFor: async ({ pagePool, _combinedContextOptions }, provide, testInfo) => {
    const taken: Pooled[] = [];
    await provide(async (options) => {
      const { entry, page } = await pagePool.take({ ..._combinedContextOptions, ...options });
      taken.push(entry);
      return page;
    });
    const failed = testInfo.status !== testInfo.expectedStatus;
    for (const entry of taken) await pagePool.release(entry, failed);
  },
  context: async ({ page }, provide) => {
    await provide(page.context());
  },
  page: async ({ pageFor }, provide) => {
    await provide(await pageFor({}));
  },
});
