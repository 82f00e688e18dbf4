// Scripts after the first paint. Every page reads in full without JavaScript, so nothing Next.js
// loads is needed for the first paint; its `async` scripts would otherwise share a slow link with
// the stylesheet and fonts the paint waits for. This step takes them out of each page and ends
// <body> with a small loader that adds them, in order, once the page has painted.
import { PageShapeError, attr, findAll, location } from "./html.mjs";

export const LOADER_MARK = "data-after-paint";
/** Put on <html> when a start-up script fails to load: the page then shows as without JavaScript. */
export const SCRIPTS_FAILED_ATTR = "data-scripts-failed";

/**
 * The page's start-up scripts (`<script src async>`, in order) and their low-priority preloads.
 * Any other external script but the legacy browsers' `noModule` one is a shape this step does not
 * know, so it stops the build rather than leave a script in the race.
 * @param {import("./html.mjs").Page} page
 */
export function startupScripts(page) {
  const scripts = [];
  for (const script of findAll(page, "script")) {
    const src = attr(script, "src");
    if (src === undefined || attr(script, "nomodule") !== undefined) continue;
    if (attr(script, "async") === undefined || !src.startsWith("/_next/static/")) {
      const at = script.sourceCodeLocation?.startTag;
      const tag = at ? page.html.slice(at.startOffset, at.endOffset) : `<script src="${src}">`;
      throw new PageShapeError(
        page.path,
        `only <script src="/_next/static/…" async>, found ${tag}`,
      );
    }
    scripts.push(script);
  }
  if (scripts.length === 0 && !isProcessed(page)) {
    throw new PageShapeError(page.path, `Next's start-up scripts as <script src async>`);
  }
  const sources = scripts.map((s) => /** @type {string} */ (attr(s, "src")));
  const preloads = findAll(page, "link").filter(
    (l) =>
      attr(l, "rel") === "preload" &&
      attr(l, "as") === "script" &&
      sources.includes(attr(l, "href") ?? ""),
  );
  return { scripts, preloads, sources };
}

/** A page this step has already rewritten carries the loader. */
export function isProcessed(page) {
  return findAll(page, "script").some((s) => attr(s, LOADER_MARK) !== undefined);
}

/**
 * The edits that move the page's start-up scripts behind its first paint: each script and preload
 * taken out, the loader put last in <body> listing `sources` (the scripts as they will be served).
 * @param {import("./html.mjs").Page} page
 * @param {{ scripts: import("./html.mjs").Node[], preloads: import("./html.mjs").Node[] }} found
 * @param {string[]} sources
 * @returns {import("./html.mjs").Edit[]}
 */
export function afterPaintEdits(page, { scripts, preloads }, sources) {
  const body = findAll(page, "body")[0];
  if (!body) throw new PageShapeError(page.path, "a <body>");
  const end = location(page, body, "a </body> to put the script loader before").endTag.startOffset;
  const removed = [...scripts, ...preloads].map((el) => {
    const at = el.sourceCodeLocation;
    return { start: at.startOffset, end: at.endOffset, text: "" };
  });
  const loader = `<script ${LOADER_MARK}="">${afterPaintLoader(sources)}</script>`;
  return [...removed, { start: end, end, text: loader }];
}

/**
 * The inline script that adds `sources` once the document is parsed and its first contentful
 * paint has been reported, one frame later, or a second after `load` if no paint has come by then
 * (a background tab is not painted); at `load` where paints are not reported. One script per task,
 * so that starting the requests is not one long task. ES5, so that it runs wherever Next's does.
 * A script that fails to load leaves the islands dead, so <html> is marked SCRIPTS_FAILED_ATTR and
 * the page shows as it does without JavaScript (every tab panel, no button that needs a script).
 * @param {string[]} sources
 */
export function afterPaintLoader(sources) {
  return (
    "(function(s){var d=document,P=window.PerformanceObserver,started," +
    "parsed=d.readyState!='loading',painted;" +
    "function load(){if(!started){started=1;add(0)}}" +
    "function add(i){if(i<s.length){var e=d.createElement('script');e.src=s[i];" +
    `e.onerror=function(){d.documentElement.setAttribute('${SCRIPTS_FAILED_ATTR}','')};` +
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
