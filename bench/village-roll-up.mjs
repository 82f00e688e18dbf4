// The national roll-up in a fresh process, as a server works it out the first time /villages or
// its filter is asked for. With VILLAGES_INDEX=1 (as `npm run build` builds the site), from the
// rows the build's check wrote (lib/programme/roll-up-index.ts; NEXT_DIST_DIR names the build); without it,
// every village read, checked and derived (lib/programme), then summed (lib/roll-up). Prints one
// line of JSON: the milliseconds of each step.
//
//   VILLAGES_DIR=<dir> [VILLAGES_INDEX=1 NEXT_DIST_DIR=<build>] node bench/village-roll-up.mjs
import { createJiti } from "jiti";
import { dirname } from "node:path";
import { fileURLToPath } from "node:url";

const root = dirname(dirname(fileURLToPath(import.meta.url)));
const jiti = createJiti(import.meta.url, { alias: { "@": root } });
const fromIndex = process.env.VILLAGES_INDEX === "1";

// Compiling the TypeScript is jiti's work, not the server's (its bundle is compiled at build).
let t = performance.now();
const { readEveryVillage } = await jiti.import("@/lib/programme/index.ts");
const { rollUpOf, rollUpOfRows } = await jiti.import("@/lib/roll-up.ts");
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
  const { villages, underReview } = readEveryVillage();
  readMs = lap();
  rollUp = rollUpOf(villages, underReview);
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
