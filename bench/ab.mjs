// npm run bench:ab: what each speed piece earns. Builds the site once with every piece and once
// with each piece switched off alone, serves all of them, and runs Lighthouse (mobile) on the five
// budget pages interleaved (each round visits every page in every variant), so that the machine's
// drift falls on all variants alike. Writes the table into bench/results.md, under its heading.
import { execFileSync } from "node:child_process";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { computeMedianRun } from "lighthouse/core/lib/median-run.js";
import { existsSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { chromiumPath } from "../scripts/browser.mjs";
import { timedBuild } from "./build.mjs";
import { withCharacterCutFace } from "./face-variant.mjs";
import { serve } from "./serve.mjs";

const RUNS = Number(process.env.BENCH_AB_RUNS ?? 5);
// BENCH_AB_PAGES=/hi/transparency,/transparency measures other pages (a language's, its twin).
const PAGES = process.env.BENCH_AB_PAGES?.split(",") ?? [
  "/",
  "/transparency",
  "/dashboard",
  "/investment",
  "/quality-check",
];
const VARIANTS = [
  { name: "every piece", env: {} },
  { name: "no after-paint", env: { PAGE_STEPS_OFF: "after-paint" } },
  { name: "no compile hint", env: { PAGE_STEPS_OFF: "compile-hint" } },
  { name: "no hydration passes", env: { NEXT_PUBLIC_SPEED_OFF: "hydration-passes" } },
  // The parts loaded on first use (the tabs, the More menu's panel, sonner, the journey card),
  // imported by an instrumentation-client.ts written for this build alone: evaluated at start-up.
  { name: "no lazy parts", env: {}, files: { "instrumentation-client.ts": eagerParts() } },
  // The framework's own candidate: the stylesheet inlined, scripts left where Next puts them.
  {
    name: "inline CSS, no after-paint",
    env: { BENCH_INLINE_CSS: "1", PAGE_STEPS_OFF: "after-paint" },
  },
  // Hindi and Chhattisgarhi pages only: variant 0's build with the 49 KB face cut by characters.
  { name: "Devanagari face by characters", env: {}, copyOf: 0 },
];
const PORT = Number(process.env.BENCH_PORT ?? 3420);
const HEADING = "## What each speed piece earns (A/B)";

function eagerParts() {
  const parts = [
    "@/components/ui/tab-set",
    "@/components/chrome/more-menu-panel",
    "@/components/chrome/sonner-toaster",
    "@/components/journey/journey-panel",
  ];
  return `// Written by bench/ab.mjs for one build and removed after it.\n${parts.map((p) => `import "${p}";\n`).join("")}`;
}

/** The commit and any uncommitted change, so that a build of other source is not reused. */
function sourceStamp() {
  const git = (...args) => execFileSync("git", args, { encoding: "utf8", maxBuffer: 1 << 26 });
  // next build itself edits tsconfig.json (each variant's type folder): not a change of source.
  return `${git("rev-parse", "HEAD").trim()} ${git("diff", "HEAD", "--", ".", ":!tsconfig.json")}`;
}

/** Runs `build` with `files` written into the project, and removes them after. */
async function withFiles(files, build) {
  const written = Object.keys(files).filter((name) => !existsSync(name));
  if (written.length !== Object.keys(files).length) {
    throw new Error(`bench:ab would overwrite ${Object.keys(files).join(", ")}: move it first`);
  }
  try {
    for (const name of written) writeFileSync(name, files[name]);
    await build();
  } finally {
    for (const name of written) rmSync(name, { force: true });
  }
}

const servers = [];
const rows = [];
// next build adds each variant's type folder to tsconfig.json: it is put back as it was.
const tsconfig = readFileSync("tsconfig.json", "utf8");
try {
  // BENCH_AB_VARIANTS=0,5 runs those variants alone (by their place in VARIANTS).
  const only = process.env.BENCH_AB_VARIANTS?.split(",").map(Number);
  for (const [i, variant] of VARIANTS.entries()) {
    if (only && !only.includes(i)) continue;
    const env = { ...variant.env, NEXT_DIST_DIR: `.next-ab/${i}` };
    // A build is reused only for the same variant of the same source.
    const stamp = JSON.stringify({ variant, source: sourceStamp() });
    const stampFile = `${env.NEXT_DIST_DIR}/bench-ab-stamp.json`;
    if (variant.copyOf !== undefined) {
      const bytes = await withCharacterCutFace(`.next-ab/${variant.copyOf}`, env.NEXT_DIST_DIR);
      console.log(`${variant.name}: variant ${variant.copyOf}'s build, face ${bytes} bytes`);
    } else if (!existsSync(stampFile) || readFileSync(stampFile, "utf8") !== stamp) {
      console.log(`building: ${variant.name}`);
      await withFiles(variant.files ?? {}, () => timedBuild("npx", ["next", "build"], ".", env));
      writeFileSync(stampFile, stamp);
    }
    servers.push({ ...variant, ...(await serve(".", PORT + i, env)) });
  }
  const flags = ["--headless=new", "--no-sandbox", "--disable-gpu", "--no-first-run"];
  const chrome = await chromeLauncher.launch({ chromePath: chromiumPath(), chromeFlags: flags });
  const results = new Map();
  try {
    for (let round = 0; round < RUNS; round++) {
      for (const path of PAGES) {
        for (const server of servers) {
          const key = `${path} ${server.name}`;
          let lhr;
          for (let tries = 0; !lhr && tries < 3; tries++) {
            const run = await lighthouse(`${server.url}${path}`, {
              port: chrome.port,
              logLevel: "error",
            });
            if (!run?.lhr.runtimeError) lhr = run?.lhr;
          }
          if (!lhr) throw new Error(`Lighthouse could not measure ${key}`);
          results.set(key, [...(results.get(key) ?? []), lhr]);
          console.log(
            `round ${round + 1}: ${key}: ${Math.round(lhr.categories.performance.score * 100)}`,
          );
        }
      }
    }
  } finally {
    await chrome.kill();
  }
  for (const path of PAGES) {
    for (const server of servers) {
      const runs = results.get(`${path} ${server.name}`);
      const median = computeMedianRun(runs);
      const audit = (id) => Math.round(median.audits[id]?.numericValue ?? NaN);
      const scores = runs.map((r) => Math.round(r.categories.performance.score * 100));
      rows.push(
        `| ${path} | ${server.name} | ${Math.round(median.categories.performance.score * 100)} | ${scores.join(" ")} | ${audit("largest-contentful-paint")} | ${audit("total-blocking-time")} | ${runs.map((r) => (r.audits["cumulative-layout-shift"]?.numericValue ?? NaN).toFixed(3)).join(" ")} |`,
      );
    }
  }
} finally {
  for (const server of servers) server.stop();
  writeFileSync("tsconfig.json", tsconfig);
}

const table = [
  HEADING,
  "",
  `Lighthouse mobile, ${RUNS} interleaved rounds; each variant switches one piece off alone. ` +
    `Median run (Lighthouse's computeMedianRun), ${new Date().toISOString().slice(0, 10)}.`,
  "",
  "| page | variant | performance | every run | LCP ms | TBT ms | CLS (every run) |",
  "|---|---|---:|---|---:|---:|---|",
  ...rows,
  "",
].join("\n");
console.log(table);
const file = "bench/results.md";
const before = existsSync(file) ? readFileSync(file, "utf8") : "";
const at = before.indexOf(HEADING);
writeFileSync(file, `${(at === -1 ? before : before.slice(0, at)).trimEnd()}\n\n${table}`);
