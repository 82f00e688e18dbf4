// Scripts after the first paint: shared by scripts/after-paint.mjs (the build step) and its tests.
//
// Every page reads in full without JavaScript, so nothing the framework loads is needed for the
// first paint. Next.js puts its scripts in the <head> as `async`, so on a slow connection they
// share the bandwidth with the stylesheet and the fonts the first paint waits for, and on a slow
// phone they can run before it. The build step takes them out of each pre-rendered page and puts
// in one small inline script that adds them, in the same order and still async, once the page has
// been parsed and has painted (afterPaintLoader says what it does when no paint is reported).

/** `<script src="…" async=""></script>` exactly as Next.js writes it. */
const ASYNC_SCRIPT = /<script src="([^"]+)" async=""><\/script>/g;
/** The low-priority preload Next.js adds for its entry script. */
const SCRIPT_PRELOAD = /<link rel="preload" as="script" fetchPriority="low" href="[^"]+"\/>/g;
/** Any external script left after the rewrite, but the legacy browsers' `noModule` one. */
const OTHER_EXTERNAL_SCRIPT = /<script(?=[^>]*\ssrc=)(?![^>]*\snoModule)[^>]*>/;

export const LOADER_MARK = "data-after-paint";

/**
 * V8's explicit compile hint (Chromium 136 and later; other engines read it as a comment). A script
 * that starts with it has all its functions compiled as it streams in, on a background thread,
 * instead of each one on the main thread the first time it is called. Every script a page's HTML
 * lists runs at start-up, most of each (the framework's start-up, then hydration), so the build
 * marks those; chunks loaded later by `import()` are left to V8's lazy compiling. Measured on
 * /transparency at 4x CPU: main-thread blocking after the first paint 597 → 186 ms (medians of 8
 * interleaved loads), the longest task 111 → 45 ms.
 */
export const COMPILE_HINT = "//# allFunctionsCalledOnLoad\n";

/** `js` starting with the compile hint, where the browser looks for it; marked once. */
export function withCompileHint(js) {
  return js.startsWith(COMPILE_HINT) ? js : COMPILE_HINT + js;
}

/**
 * The file in the build (`.next`) that a page's script source names:
 * `/_next/static/chunks/a.js` (or with a `?dpl=` query) → `static/chunks/a.js`. Throws for a
 * source outside `/_next/static/`, so that an asset prefix or base path is seen, not passed over.
 *
 * @param {string} src
 */
export function builtScriptFile(src) {
  const path = src.split("?")[0];
  const match = /^\/_next\/(static\/[\w./-]+\.js)$/.exec(path);
  if (!match || path.includes("..")) throw new Error(`a script outside /_next/static/: ${src}`);
  return match[1];
}

/**
 * The inline script that adds `sources` once the document is parsed and its first contentful
 * paint has been reported, one frame later (so that the whole parsed page has painted), or a
 * second after `load` if no paint has come by then (a page opened in a background tab is not
 * painted until it is shown); at `load` in a browser that does not report paints. Each script is
 * added in a task of its own: starting ten requests in one task held the main thread for 10-60 ms
 * on the 2-core test machine, unthrottled (four times that on Lighthouse's phone). ES5, so that it
 * runs wherever the framework does.
 *
 * @param {string[]} sources
 */
export function afterPaintLoader(sources) {
  return (
    "(function(s){var d=document,P=window.PerformanceObserver,started," +
    "parsed=d.readyState!='loading',painted;" +
    "function load(){if(!started){started=1;add(0)}}" +
    "function add(i){if(i<s.length){var e=d.createElement('script');e.src=s[i];" +
    "d.head.appendChild(e);setTimeout(function(){add(i+1)})}}" +
    "function next(){if(parsed&&painted)requestAnimationFrame(function(){setTimeout(load)})}" +
    "d.addEventListener('DOMContentLoaded',function(){parsed=1;next()});" +
    "if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf('paint')>=0)" +
    "{new P(function(l,o){if(l.getEntriesByName('first-contentful-paint').length)" +
    "{painted=1;o.disconnect();next()}}).observe({type:'paint',buffered:true});" +
    "addEventListener('load',function(){setTimeout(load,1000)})}" +
    "else addEventListener('load',load)" +
    `})(${JSON.stringify(sources)})`
  );
}

/**
 * One page's HTML with its external scripts moved behind the first paint: the `async` scripts and
 * their preload removed, the loader added at the end of <body>. A page already rewritten, or with
 * no such scripts, comes back unchanged. Throws if the page has an external script of another
 * kind, so that a change in what Next.js writes cannot slip through half-rewritten.
 *
 * @param {string} html
 * @returns {{ html: string, sources: string[] }}
 */
export function moveScriptsAfterPaint(html) {
  if (html.includes(LOADER_MARK)) return { html, sources: [] };
  /** @type {string[]} */
  const sources = [];
  let out = html.replace(ASYNC_SCRIPT, (_, src) => {
    sources.push(src);
    return "";
  });
  if (OTHER_EXTERNAL_SCRIPT.test(out)) {
    throw new Error(
      `an external script other than async or noModule: ${OTHER_EXTERNAL_SCRIPT.exec(out)?.[0]}`,
    );
  }
  if (sources.length === 0) return { html, sources };
  out = out.replace(SCRIPT_PRELOAD, "");
  const at = out.lastIndexOf("</body>");
  if (at === -1) throw new Error("no </body> to put the script loader before");
  const loader = `<script ${LOADER_MARK}="">${afterPaintLoader(sources)}</script>`;
  return { html: out.slice(0, at) + loader + out.slice(at), sources };
}
