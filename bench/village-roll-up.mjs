// The national roll-up in a fresh process, as a server works it out the first time /villages or
// its filter is asked for. With VILLAGES_INDEX=1 (as `npm run build` builds the site), from the
// rows the build's check wrote (lib/programme/roll-up-index.ts; NEXT_DIST_DIR names the build); without it,
// every village read, checked, derived and turned into its row (lib/programme, lib/roll-up), then summed. Prints one
// line of JSON: the milliseconds of each step.
//
//   VILLAGES_DIR=<dir> [VILLAGES_INDEX=1 NEXT_DIST_DIR=<build>] node bench/village-roll-up.mjs
import { createJiti } from "jiti";
import { openSync, readSync } from "node:fs";
import { basename, dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const root = dirname(dirname(fileURLToPath(import.meta.url)));
const jiti = createJiti(import.meta.url, { alias: { "@": root } });
const fromIndex = process.env.VILLAGES_INDEX === "1";
if (fromIndex) {
  // As next.config.mjs puts it into a build's code: the id of the index its check wrote, the
  // file's first field.
  const path = join(
    root,
    ".built",
    basename(process.env.NEXT_DIST_DIR || ".next"),
    "villages.json",
  );
  const head = Buffer.alloc(200);
  readSync(openSync(path, "r"), head, 0, 200, 0);
  process.env.VILLAGES_INDEX = /^\{"id":"([^"]+)"/.exec(head.toString("utf8"))?.[1] ?? "";
}

// Compiling the TypeScript is jiti's work, not the server's (its bundle is compiled at build).
let t = performance.now();
const { mapEveryVillage } = await jiti.import("@/lib/programme/index.ts");
const { rowOf, rollUpOfRows } = await jiti.import("@/lib/roll-up.ts");
const { readRollUpIndex } = await jiti.import("@/lib/programme/roll-up-index.ts");
const lap = () => {
  const now = performance.now();
  const ms = now - t;
  t = now;
  return Math.round(ms);
};
const importMs = lap();
let rollUp;
let readMs;
if (fromIndex) {
  const index = readRollUpIndex();
  if (!index) throw new Error("No index of this build: run check-data --build with NEXT_DIST_DIR");
  readMs = lap();
  rollUp = rollUpOfRows(index.rows, index.underReview);
} else {
  // As a server without its build's rows does it: each village's row as it is read.
  const { villages, underReview } = mapEveryVillage(rowOf);
  readMs = lap();
  rollUp = rollUpOfRows(villages, underReview);
}
const rollUpMs = lap();
console.log(
  JSON.stringify({
    source: fromIndex ? "index" : "folders",
    importMs,
    readMs,
    rollUpMs,
    villages: rollUp.villages,
    underReview: rollUp.underReview.length,
    heapMb: Math.round(process.memoryUsage().heapUsed / 2 ** 20),
  }),
);
