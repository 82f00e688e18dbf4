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

/**
 * The pre-rendered pages among a build's outputs: the HTML of each page path, but Next's own
 * (`/_not-found`, `/_global-error`).
 * @param {{ prerenders: { pathname: string, fallback?: { filePath?: string } }[] }} outputs
 * @returns {{ path: string, file: string }[]}
 */
export function prerenderedPages(outputs) {
  const seen = new Set();
  const pages = [];
  for (const { pathname, fallback } of outputs.prerenders) {
    const file = fallback?.filePath;
    if (!file?.endsWith(".html") || seen.has(file)) continue;
    if (pathname.split("/").some((segment) => segment.startsWith("_"))) continue;
    seen.add(file);
    pages.push({ path: pathname, file });
  }
  return pages;
}

/** The adapter the host names in NEXT_ADAPTER_PATH, the way Next.js itself loads one. */
async function hostFromEnvironment() {
  const name = process.env.NEXT_ADAPTER_PATH;
  if (!name) return undefined;
  const file = createRequire(join(process.cwd(), "next.config.mjs")).resolve(name);
  const loaded = await import(pathToFileURL(file).href);
  return loaded.default ?? loaded;
}

/**
 * @param {() => Promise<any>} loadHost the host's adapter, or undefined when there is none
 */
export function createAdapter(loadHost = hostFromEnvironment) {
  let host;
  const hostAdapter = async () => {
    host ??= loadHost().then((adapter) => (adapter?.[OURS] ? undefined : adapter));
    return host;
  };
  return {
    [OURS]: true,
    name: "village-programme-site",
    async modifyConfig(config, context) {
      const adapter = await hostAdapter();
      return adapter?.modifyConfig ? adapter.modifyConfig(config, context) : config;
    },
    async onBuildComplete(context) {
      const pages = prerenderedPages(context.outputs);
      // A build whose pages cannot be found must fail, not ship them unprocessed.
      if (pages.length === 0)
        throw new Error("build-adapter: the build lists no pre-rendered page");
      afterPaint(pages, context.distDir);
      writePolicies(pages);
      const adapter = await hostAdapter();
      if (adapter?.onBuildComplete) {
        console.log(`build-adapter: handing the build to ${adapter.name ?? "the host's adapter"}`);
        await adapter.onBuildComplete(context);
      }
    },
  };
}

export default createAdapter();
