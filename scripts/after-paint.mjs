// Runs after `next build`, before scripts/csp.mjs (which then allows the loader by its hash):
// moves every pre-rendered page's scripts behind its first paint (lib/after-paint.mjs says why).
import { readFileSync, writeFileSync } from "node:fs";
import { moveScriptsAfterPaint } from "../lib/after-paint.mjs";
import { prerenderedPages } from "./prerendered.mjs";

let moved = 0;
for (const { file, path } of prerenderedPages()) {
  const before = readFileSync(file, "utf8");
  let result;
  try {
    result = moveScriptsAfterPaint(before);
  } catch (error) {
    console.error(`after-paint: ${path}: ${error.message}`);
    process.exit(1);
  }
  if (result.html !== before) {
    writeFileSync(file, result.html);
    moved++;
  }
}
console.log(`after-paint: ${moved} pages load their scripts after the first paint`);
