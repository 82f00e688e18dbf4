// The pre-rendered pages of a build, for the steps that run after `next build`.
import { readdirSync, statSync } from "node:fs";
import { join, relative } from "node:path";

const APP_DIR = ".next/server/app";

function htmlFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    if (statSync(full).isDirectory()) return htmlFiles(full);
    return name.endsWith(".html") ? [full] : [];
  });
}

/** `.next/server/app/hi/transparency.html` → `/hi/transparency`; `index.html` → `/`. */
function urlPath(file) {
  const rel = relative(APP_DIR, file).replace(/\.html$/, "");
  return rel === "index" ? "/" : `/${rel}`;
}

/** Every pre-rendered page but Next's own (_not-found, _global-error). */
export function prerenderedPages() {
  return htmlFiles(APP_DIR)
    .map((file) => ({ file, path: urlPath(file) }))
    .filter(({ path }) => !path.split("/").some((seg) => seg.startsWith("_")));
}
