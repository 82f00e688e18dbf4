import { runInNewContext } from "node:vm";
import {
  afterPaintLoader,
  builtScriptFile,
  COMPILE_HINT,
  moveScriptsAfterPaint,
  withCompileHint,
} from "@/lib/after-paint.mjs";

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

describe("moving a page's scripts behind its first paint", () => {
  const { html, sources } = moveScriptsAfterPaint(page);

  it("takes out the async scripts and the entry's preload, in their order", () => {
    expect(sources).toEqual([
      "/_next/static/chunks/one.js",
      "/_next/static/chunks/two.js",
      "/_next/static/chunks/entry.js",
    ]);
    expect(html).not.toMatch(/<script src="[^"]*" async/);
    expect(html).not.toContain('rel="preload" as="script"');
  });

  it("keeps everything else where it was", () => {
    for (const kept of [
      '<link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next"/>',
      '<script src="/_next/static/chunks/legacy.js" noModule=""></script>',
      '<script type="application/ld+json">{"@type":"Organization"}</script>',
      "<script>document.documentElement.dataset.x=1</script>",
      "<script>(self.__next_f=self.__next_f||[]).push([0])</script>",
    ]) {
      expect(html).toContain(kept);
    }
  });

  it("puts the loader last in <body>", () => {
    expect(html).toMatch(
      /<script data-after-paint="">(?:(?!<\/script>).)*<\/script><\/body><\/html>$/,
    );
    expect(html).toContain(afterPaintLoader(sources));
  });

  it("leaves a page it has rewritten, or one without such scripts, unchanged", () => {
    expect(moveScriptsAfterPaint(html).html).toBe(html);
    const plain = "<html><head></head><body><p>x</p></body></html>";
    expect(moveScriptsAfterPaint(plain)).toEqual({ html: plain, sources: [] });
  });

  it("refuses a page with an external script of another kind", () => {
    const deferred = page.replace("<h1>", '<script src="/x.js" defer=""></script><h1>');
    expect(() => moveScriptsAfterPaint(deferred)).toThrow(/other than async or noModule/);
  });
});

/** Runs the loader in a small stand-in for a browser and reports what it added, and when. */
function browser({ reportsPaints }: { reportsPaints: boolean }) {
  const listeners: Record<string, (() => void)[]> = {};
  const frames: (() => void)[] = [];
  const timers: (() => void)[] = [];
  const delayed: { fn: () => void; ms: number }[] = [];
  const added: string[] = [];
  let observer: ((list: unknown, o: { disconnect(): void }) => void) | undefined;
  const on = (type: string, fn: () => void) => (listeners[type] ??= []).push(fn);
  const document = {
    readyState: "loading",
    addEventListener: on,
    createElement: () => ({ src: "" }),
    head: { appendChild: (el: { src: string }) => added.push(el.src) },
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

describe("marking start-up scripts for eager compiling", () => {
  const chunk = '(globalThis.TURBOPACK||(globalThis.TURBOPACK=[])).push(["a.js",1,()=>{}]);';

  it("puts V8's hint on the script's first line, where the browser reads it", () => {
    const marked = withCompileHint(chunk);
    expect(marked.split("\n")[0]).toBe("//# allFunctionsCalledOnLoad");
    expect(marked).toBe(COMPILE_HINT + chunk);
  });

  it("marks a script once, however often the build step runs", () => {
    expect(withCompileHint(withCompileHint(chunk))).toBe(withCompileHint(chunk));
  });

  it("finds a page's script in the build, with or without a deployment query", () => {
    expect(builtScriptFile("/_next/static/chunks/0abc-_d.js")).toBe("static/chunks/0abc-_d.js");
    expect(builtScriptFile("/_next/static/chunks/x.js?dpl=dpl_123")).toBe("static/chunks/x.js");
  });

  it.each([
    "https://cdn.example.org/_next/static/chunks/x.js",
    "/base/_next/static/chunks/x.js",
    "/_next/static/../../server/app/index.js",
    "/_next/static/chunks/style.css",
  ])("refuses a source it cannot place in the build: %s", (src) => {
    expect(() => builtScriptFile(src)).toThrow(/outside \/_next\/static/);
  });
});
