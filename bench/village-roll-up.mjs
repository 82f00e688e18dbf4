// The national roll-up in a fresh process, as a server works it out the first time /villages or
// its filter is asked for: every village read, checked and derived (lib/programme), then summed
// (lib/roll-up). Prints one line of JSON: the milliseconds of each step.
//
//   VILLAGES_DIR=<dir> node bench/village-roll-up.mjs
import { createJiti } from "jiti";
import { dirname } from "node:path";
import { fileURLToPath } from "node:url";

const root = dirname(dirname(fileURLToPath(import.meta.url)));
const jiti = createJiti(import.meta.url, { alias: { "@": root } });

// Compiling the TypeScript is jiti's work, not the server's (its bundle is compiled at build).
let t = performance.now();
const { listVillages, villagesUnderReview } = await jiti.import("@/lib/programme/index.ts");
const { rollUpOf } = await jiti.import("@/lib/roll-up.ts");
const lap = () => {
  const now = performance.now();
  const ms = now - t;
  t = now;
  return Math.round(ms);
};
const importMs = lap();
const list = listVillages();
const underReview = villagesUnderReview();
const readMs = lap();
const rollUp = rollUpOf(list, underReview);
const rollUpMs = lap();
console.log(
  JSON.stringify({
    importMs,
    readMs,
    rollUpMs,
    villages: rollUp.villages,
    underReview: rollUp.underReview.length,
    heapMb: Math.round(process.memoryUsage().heapUsed / 2 ** 20),
  }),
);
