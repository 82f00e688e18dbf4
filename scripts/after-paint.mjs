// A step of the build (scripts/build-adapter.mjs runs it inside `next build`, before
// scripts/csp.mjs, which then allows the loader by its hash): moves every pre-rendered page's
// scripts behind its first paint, and marks those scripts for eager compiling
// (lib/after-paint.mjs says why for both).
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { builtScriptFile, moveScriptsAfterPaint, withCompileHint } from "../lib/after-paint.mjs";

/**
 * @param {{ path: string, file: string }[]} pages the pre-rendered pages' HTML files
 * @param {string} distDir the build's directory (`.next`), under which `/_next/static/` lies
 * @returns {{ moved: number, hinted: string[] }} how many pages changed, and the script files marked
 */
export function afterPaint(pages, distDir) {
  let moved = 0;
  /** Every script some page loads at start-up. */
  const startup = new Set();
  for (const { file, path } of pages) {
    const before = readFileSync(file, "utf8");
    let result;
    try {
      result = moveScriptsAfterPaint(before);
    } catch (error) {
      throw new Error(`after-paint: ${path}: ${error.message}`);
    }
    for (const src of result.sources) startup.add(src);
    if (result.html !== before) {
      writeFileSync(file, result.html);
      moved++;
    }
  }
  console.log(`after-paint: ${moved} pages load their scripts after the first paint`);

  const hinted = [];
  for (const src of startup) {
    let file;
    try {
      file = join(distDir, builtScriptFile(src));
    } catch (error) {
      throw new Error(`after-paint: ${error.message}`);
    }
    const js = readFileSync(file, "utf8");
    const marked = withCompileHint(js);
    if (marked !== js) {
      writeFileSync(file, marked);
      hinted.push(file);
    }
  }
  console.log(`after-paint: ${hinted.length} start-up scripts marked for eager compiling`);
  return { moved, hinted };
}
