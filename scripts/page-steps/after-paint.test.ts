import { runInNewContext } from "node:vm";
import {
  afterPaintEdits,
  afterPaintLoader,
  LOADER_MARK,
  SCRIPTS_FAILED_ATTR,
  startupScripts,
} from "./after-paint.mjs";
import { SCRIPTS_FAILED_ATTR as SITE_SCRIPTS_FAILED_ATTR } from "@/lib/without-scripts";
import { applyEdits, PageShapeError, readPage } from "./html.mjs";

// A page shaped as Next.js writes it (scripts in <head>, the entry's preload, the legacy
// browsers' noModule script, inline scripts and structured data in <body>).
const page = [
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>',
  '<link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next"/>',
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/entry.js"/>',
  '<script src="/_next/static/chunks/one.js" async=""></script>',
  '<script src="/_next/static/chunks/two.js" async=""></script>',
  '<script src="/_next/static/chunks/legacy.js" noModule=""></script>',
  "</head><body><h1>Page</h1>",
  '<script type="application/ld+json">{"@type":"Organization"}</script>',
  "<script>document.documentElement.dataset.x=1</script>",
  '<script src="/_next/static/chunks/entry.js" async=""></script>',
  "<script>(self.__next_f=self.__next_f||[]).push([0])</script>",
  "</body></html>",
].join("");

/** The page with its scripts moved, each served under the name `serve` gives it. */
function moved(html: string, serve = (src: string) => src) {
  const read = readPage(html, "/plan");
  const found = startupScripts(read);
  return { found, html: applyEdits(html, afterPaintEdits(read, found, found.sources.map(serve))) };
}

describe("moving a page's scripts behind its first paint", () => {
  const { found, html } = moved(page);

  it("takes out the async scripts and the entry's preload, in their order", () => {
    expect(found.sources).toEqual([
      "/_next/static/chunks/one.js",
      "/_next/static/chunks/two.js",
      "/_next/static/chunks/entry.js",
    ]);
    expect(startupScripts(readPage(html, "/plan")).sources).toEqual([]);
    expect(html).not.toContain('rel="preload" as="script"');
  });

  it("keeps everything else where it was, byte for byte", () => {
    const removed = [
      '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/entry.js"/>',
      '<script src="/_next/static/chunks/one.js" async=""></script>',
      '<script src="/_next/static/chunks/two.js" async=""></script>',
      '<script src="/_next/static/chunks/entry.js" async=""></script>',
    ];
    const loader = `<script ${LOADER_MARK}="">${afterPaintLoader(found.sources)}</script>`;
    const expected = removed.reduce((rest, tag) => rest.replace(tag, ""), page);
    expect(html).toBe(expected.replace("</body>", `${loader}</body>`));
  });

  it("lists the scripts under the names they are served by", () => {
    const renamed = moved(page, (src) => src.replace(".js", ".hinted.js")).html;
    expect(renamed).toContain(
      afterPaintLoader(found.sources.map((s) => s.replace(".js", ".hinted.js"))),
    );
  });
});

describe("the guard: a page in a shape the step does not know stops the build", () => {
  it.each([
    [
      "a deferred script",
      page.replace("<h1>", '<script src="/_next/static/x.js" defer=""></script><h1>'),
      /found <script src="\/_next\/static\/x.js" defer="">/,
    ],
    [
      "a module script",
      page.replaceAll('async=""', 'type="module"'),
      /only <script src="\/_next\/static\/…" async>/,
    ],
    [
      "a script from elsewhere",
      page.replace("/_next/static/chunks/one.js", "https://cdn.example.org/one.js"),
      /cdn\.example\.org/,
    ],
    [
      "no start-up scripts at all",
      page.replace(/<script src="[^"]*" async=""><\/script>/g, ""),
      /Next's start-up scripts/,
    ],
  ])("%s", (_, html, message) => {
    expect(() => moved(html)).toThrow(PageShapeError);
    expect(() => moved(html)).toThrow(message);
    expect(() => moved(html)).toThrow(/^\/plan: expected /);
  });

  it("a page whose </body> is left implied", () => {
    const implied = page.replace("</body></html>", "");
    expect(() => moved(implied)).toThrow(
      /\/plan: expected a <\/body> to put the script loader before/,
    );
  });
});

/** Runs the loader in a small stand-in for a browser and reports what it added, and when. */
function browser({ reportsPaints }: { reportsPaints: boolean }) {
  const listeners: Record<string, (() => void)[]> = {};
  const frames: (() => void)[] = [];
  const timers: (() => void)[] = [];
  const delayed: { fn: () => void; ms: number }[] = [];
  const added: string[] = [];
  const elements: { src: string; onerror?: () => void }[] = [];
  const marks: string[] = [];
  let observer: ((list: unknown, o: { disconnect(): void }) => void) | undefined;
  const on = (type: string, fn: () => void) => (listeners[type] ??= []).push(fn);
  const document = {
    readyState: "loading",
    addEventListener: on,
    createElement: () => ({ src: "" }),
    head: {
      appendChild: (el: (typeof elements)[number]) => {
        elements.push(el);
        added.push(el.src);
      },
    },
    documentElement: { setAttribute: (name: string) => marks.push(name) },
  };
  class PerformanceObserver {
    static supportedEntryTypes = reportsPaints ? ["mark", "paint"] : ["mark"];
    constructor(fn: typeof observer) {
      observer = fn;
    }
    observe() {}
  }
  runInNewContext(afterPaintLoader(["/a.js", "/b.js"]), {
    document,
    window: { PerformanceObserver },
    PerformanceObserver,
    addEventListener: on,
    requestAnimationFrame: (fn: () => void) => frames.push(fn),
    // A zero delay is the turn after a frame; a real delay waits for timersRun().
    setTimeout: (fn: () => void, ms = 0) => (ms ? delayed.push({ fn, ms }) : timers.push(fn)),
  });
  const fire = (type: string) => listeners[type]?.forEach((fn) => fn());
  const run = (queue: (() => void)[]) => queue.splice(0).forEach((fn) => fn());
  return {
    added,
    elements,
    marks,
    parsed: () => fire("DOMContentLoaded"),
    loaded: () => fire("load"),
    painted: (name = "first-contentful-paint") =>
      observer?.(
        { getEntriesByName: (n: string) => (n === name ? [{ name }] : []) },
        { disconnect() {} },
      ),
    nextFrame: () => {
      run(frames);
      while (timers.length) run(timers);
    },
    /** One turn of the zero-delay timers: what a single task does. */
    nextTask: () => run(timers),
    get delays() {
      return delayed.map((d) => d.ms);
    },
    timersRun: () => delayed.splice(0).forEach((d) => d.fn()),
  };
}

describe("the loader in the browser", () => {
  it("adds the scripts a frame after the page is parsed and has painted, once", () => {
    const b = browser({ reportsPaints: true });
    b.parsed();
    b.painted("first-paint");
    b.nextFrame();
    expect(b.added).toEqual([]);
    b.painted();
    expect(b.added).toEqual([]);
    b.nextFrame();
    expect(b.added).toEqual(["/a.js", "/b.js"]);
    b.loaded();
    b.painted();
    b.nextFrame();
    expect(b.added).toEqual(["/a.js", "/b.js"]);
  });

  it("adds one script per task, so that no task starts every request", () => {
    const b = browser({ reportsPaints: false });
    b.parsed();
    b.loaded();
    expect(b.added).toEqual(["/a.js"]);
    b.nextTask();
    expect(b.added).toEqual(["/a.js", "/b.js"]);
    b.nextTask();
    expect(b.added).toEqual(["/a.js", "/b.js"]);
  });

  it("waits for the parse when the paint comes first", () => {
    const b = browser({ reportsPaints: true });
    b.painted();
    b.nextFrame();
    expect(b.added).toEqual([]);
    b.parsed();
    b.nextFrame();
    expect(b.added).toEqual(["/a.js", "/b.js"]);
  });

  it("waits for the paint rather than for load, but not beyond a second after load", () => {
    const b = browser({ reportsPaints: true });
    b.parsed();
    b.loaded();
    b.nextFrame();
    expect(b.added).toEqual([]);
    expect(b.delays).toEqual([1000]);
    b.timersRun();
    b.nextTask();
    expect(b.added).toEqual(["/a.js", "/b.js"]);
  });

  it("marks <html> when a script fails to load, so the page shows as without JavaScript", () => {
    const b = browser({ reportsPaints: false });
    b.parsed();
    b.loaded();
    b.nextTask();
    expect(b.marks).toEqual([]);
    b.elements[1]!.onerror!();
    expect(b.marks).toEqual([SCRIPTS_FAILED_ATTR]);
  });

  it("adds them at load in a browser that does not report paints", () => {
    const b = browser({ reportsPaints: false });
    b.parsed();
    b.nextFrame();
    expect(b.added).toEqual([]);
    b.loaded();
    b.nextTask();
    expect(b.added).toEqual(["/a.js", "/b.js"]);
  });
});

describe("the mark of failed scripts", () => {
  it("is the one the site's styles show the page without JavaScript under", () => {
    expect(SCRIPTS_FAILED_ATTR).toBe(SITE_SCRIPTS_FAILED_ATTR);
  });
});
