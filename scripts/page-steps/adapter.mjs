// The build's own adapter (next.config.mjs names it in `adapterPath`): Next.js hands it the
// finished build inside `next build`, so the page steps below run on every host, and then it
// hands the build on to the host's adapter (Vercel's builder names one in NEXT_ADAPTER_PATH).
import { readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { renamed, staleReferences, writeHintedScripts } from "./compile-hint.mjs";
import { inWorkers } from "./pages.mjs";
import { vercelBuilderProblem } from "./vercel-builder.mjs";
import { loopbackWarning } from "../../lib/site-url.mjs";

/** Marks this adapter, so that a host adapter path naming it is not run twice. */
const OURS = Symbol.for("village-programme-site.build-adapter");

/** Next's own pages, which it renders with scripts of its own and no policy of ours. */
const NEXT_PAGES = new Set(["/_not-found", "/_global-error"]);

/** The speed steps a benchmark can switch off, one at a time: PAGE_STEPS_OFF=after-paint,… */
export const SWITCHES = ["after-paint", "compile-hint"];

function switchedOff() {
  const off = (process.env.PAGE_STEPS_OFF ?? "").split(",").filter(Boolean);
  for (const name of off) {
    if (!SWITCHES.includes(name)) throw new Error(`PAGE_STEPS_OFF: no step "${name}"`);
  }
  return new Set(off);
}

/**
 * The pre-rendered pages among a build's outputs (the HTML of each page path, but Next's own),
 * and the React data files that navigations within the site fetch.
 * @param {{ prerenders: { pathname: string, fallback?: { filePath?: string } }[] }} outputs
 */
export function prerenderedFiles(outputs) {
  const seen = new Set();
  const pages = [];
  const data = [];
  for (const { pathname, fallback } of outputs.prerenders) {
    const file = fallback?.filePath;
    if (!file || seen.has(file) || NEXT_PAGES.has(pathname)) continue;
    seen.add(file);
    if (file.endsWith(".html")) pages.push({ path: pathname, file });
    else if (file.endsWith(".rsc")) data.push({ path: pathname, file });
  }
  return { pages, data };
}

/**
 * Runs the page steps on a build: start-up scripts after the first paint (after-paint.mjs), under
 * hinted names (compile-hint.mjs), then each page's policy (csp.mjs), and checks the result.
 * @param {{ distDir: string, outputs: any }} context
 */
export async function runPageSteps({ distDir, outputs }) {
  const { pages, data } = prerenderedFiles(outputs);
  // A build whose pages cannot be found must fail, not ship them unprocessed.
  if (pages.length === 0) throw new Error("build-adapter: the build lists no pre-rendered page");
  const off = switchedOff();
  // Each page is read in a worker thread (scripts/page-steps/pages.mjs), once for the scripts it
  // starts with, and once more to rewrite it once every page's scripts have their hinted names.
  const startup = await inWorkers("scanPages", pages);
  const sources = [...new Set(startup.flat())];
  const renames = off.has("compile-hint")
    ? new Map()
    : writeHintedScripts(sources, distDir, (outputs.staticFiles ??= []));
  const problems = /** @type {string[][]} */ (
    await inWorkers("editPages", pages, [renames, [...off]])
  ).flat();
  for (const { path, file } of data) {
    const text = renamed(readFileSync(file, "utf8"), renames);
    writeFileSync(file, text);
    problems.push(...staleReferences([{ path, text }], renames));
  }
  if (problems.length) {
    throw new Error(
      `page steps: ${problems.length} problem(s):\n${problems.slice(0, 20).join("\n")}`,
    );
  }
  const moved = off.has("after-paint") ? "" : ", scripts after the first paint";
  console.log(
    `page steps: ${pages.length} pages${moved}, each allowing exactly its own inline scripts`,
  );
}

/** The adapter the host names in NEXT_ADAPTER_PATH, resolved from the project as Next does. */
export async function hostFromEnvironment(projectDir) {
  const name = process.env.NEXT_ADAPTER_PATH;
  if (!name) return undefined;
  const file = createRequire(join(projectDir, "package.json")).resolve(name);
  const loaded = await import(pathToFileURL(file).href);
  return loaded.default || loaded;
}

/** @param {(projectDir: string) => Promise<any>} loadHost the host's adapter, or undefined */
export function createAdapter(loadHost = hostFromEnvironment) {
  let host;
  const hostAdapter = (projectDir = process.cwd()) => {
    host ??= loadHost(projectDir).then((adapter) => (adapter?.[OURS] ? undefined : adapter));
    return host;
  };
  return {
    [OURS]: true,
    name: "village-programme-site",
    async modifyConfig(config, context) {
      const problem = vercelBuilderProblem(process.env);
      if (problem) throw new Error(problem);
      const adapter = await hostAdapter(context?.projectDir);
      return adapter?.modifyConfig ? adapter.modifyConfig(config, context) : config;
    },
    async onBuildComplete(context) {
      await runPageSteps(context);
      const loopback = loopbackWarning(process.env);
      if (loopback) console.warn(loopback);
      const adapter = await hostAdapter(context.projectDir);
      if (adapter?.onBuildComplete) {
        console.log(`build-adapter: handing the build to ${adapter.name ?? "the host's adapter"}`);
        await adapter.onBuildComplete(context);
      }
    },
  };
}

export default createAdapter();
