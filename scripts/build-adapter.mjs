// The build's own adapter (next.config.mjs sets `adapterPath` to this file), so that the steps a
// pre-rendered page needs after Next.js has written it run inside `next build`, on every host:
// scripts/after-paint.mjs, then scripts/csp.mjs. Next.js hands a host's adapter the finished
// build at the end of `next build` (Vercel's builder names its adapter in NEXT_ADAPTER_PATH and
// packages the site from what the adapter is handed), so steps run after `next build` would
// change files the host has already copied. This adapter runs the steps, then hands the build
// to the host's adapter, if there is one.
import { createRequire } from "node:module";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { afterPaint } from "./after-paint.mjs";
import { writePolicies } from "./csp.mjs";

/** Marks this adapter, so that a host adapter path naming it is not run twice. */
const OURS = Symbol.for("village-programme-site.build-adapter");

/** Next's own pages, which it renders with scripts of its own and no policy of ours. */
const NEXT_PAGES = new Set(["/_not-found", "/_global-error"]);

/**
 * The pre-rendered pages among a build's outputs: the HTML of each page path, but Next's own.
 * @param {{ prerenders: { pathname: string, fallback?: { filePath?: string } }[] }} outputs
 * @returns {{ path: string, file: string }[]}
 */
export function prerenderedPages(outputs) {
  const seen = new Set();
  const pages = [];
  for (const { pathname, fallback } of outputs.prerenders) {
    const file = fallback?.filePath;
    if (!file?.endsWith(".html") || seen.has(file) || NEXT_PAGES.has(pathname)) continue;
    seen.add(file);
    pages.push({ path: pathname, file });
  }
  return pages;
}

/**
 * The adapter the host names in NEXT_ADAPTER_PATH, loaded as Next.js loads one (resolved from the
 * project, so that a package name means the project's copy).
 * @param {string} projectDir
 */
export async function hostFromEnvironment(projectDir) {
  const name = process.env.NEXT_ADAPTER_PATH;
  if (!name) return undefined;
  const file = createRequire(join(projectDir, "package.json")).resolve(name);
  const loaded = await import(pathToFileURL(file).href);
  return loaded.default || loaded;
}

/**
 * @param {(projectDir: string) => Promise<any>} loadHost the host's adapter, or undefined
 */
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
      const adapter = await hostAdapter(context?.projectDir);
      return adapter?.modifyConfig ? adapter.modifyConfig(config, context) : config;
    },
    async onBuildComplete(context) {
      const pages = prerenderedPages(context.outputs);
      // A build whose pages cannot be found must fail, not ship them unprocessed.
      if (pages.length === 0)
        throw new Error("build-adapter: the build lists no pre-rendered page");
      const { hinted } = afterPaint(pages, context.distDir);
      writePolicies(pages);
      // A host that keeps static files by content hash (Vercel's immutable assets) must not take
      // a marked script for the unmarked one Next hashed: without its hash it is sent as it is.
      const marked = new Set(hinted);
      for (const output of context.outputs.staticFiles ?? []) {
        if (marked.has(output.filePath)) delete output.immutableHash;
      }
      const adapter = await hostAdapter(context.projectDir);
      if (adapter?.onBuildComplete) {
        console.log(`build-adapter: handing the build to ${adapter.name ?? "the host's adapter"}`);
        await adapter.onBuildComplete(context);
      }
    },
  };
}

export default createAdapter();
