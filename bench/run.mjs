// npm run bench: page weights, Lighthouse, load and build figures, printed and written to bench/results.md.
import { chromium } from "@playwright/test";
import autocannon from "autocannon";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { computeMedianRun } from "lighthouse/core/lib/median-run.js";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { cpus, totalmem } from "node:os";
import { chromiumPath } from "../scripts/browser.mjs";
import { timedBuild } from "./build.mjs";
import {
  LANGUAGES,
  auditOf,
  inLanguage,
  interleavedRuns,
  scoreOf,
  twinBudgets,
} from "./languages.mjs";
import { writeFloorApp } from "./floor.mjs";
import { benchLedger } from "./ledger.mjs";
import { benchVillages, HEADING as VILLAGES_HEADING, placeSection } from "./villages.mjs";
import { serve } from "./serve.mjs";
import { weigh } from "./weigh.mjs";
import { fontLines } from "./fonts.mjs";
import { writePhoneFonts } from "../scripts/phone-fonts.mjs";

const KB = 1024;
const lines = [];
const out = (line = "") => {
  console.log(line);
  lines.push(line);
};
const kb = (bytes) => (bytes / KB).toFixed(1);

const executablePath = chromiumPath();
const flags = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--disable-quic",
  "--no-first-run",
];

// 1. Builds.
let build = { seconds: NaN, peakMb: NaN };
if (!existsSync(".next/BUILD_ID") || process.env.BENCH_REBUILD) {
  build = await timedBuild("npm", ["run", "build"], ".");
}
writeFloorApp("bench/.floor");
await timedBuild("npx", ["next", "build"], "bench/.floor");

// BENCH_PORT moves both servers (the site, the bare page on the next port) off another run's.
const port = Number(process.env.BENCH_PORT ?? 3411);
const site = await serve(".", port);
const floor = await serve("bench/.floor", port + 1);
// A browser that cannot start leaves no server behind (they run detached).
const browser = await chromium.launch({ executablePath, args: flags.slice(1) }).catch((error) => {
  site.stop();
  floor.stop();
  throw error;
});
// Whatever a step no longer needs is stopped before the next one, so that Lighthouse and the load
// tests have the machine to themselves: the weighing browser after the weights, the bare page's
// server after Lighthouse.
const once = (fn) => {
  let done = false;
  return async () => {
    if (done) return;
    done = true;
    await fn();
  };
};
const closeBrowser = once(() => browser.close());
const stopFloor = once(() => floor.stop());

try {
  // 2. Page weights.
  const floorSize = await weigh(browser, `${floor.url}/`);
  out(`# Benchmark, ${new Date().toISOString().slice(0, 10)}`);
  out();
  out(
    `Machine: ${cpus().length} cores (${cpus()[0]?.model ?? "unknown"}), ${Math.round(totalmem() / KB ** 3)} GB, Node ${process.version}`,
  );
  out();
  out("## What the browser downloads (gzip, KB)");
  out();
  out("| page | JS | JS over floor | HTML | CSS | fonts |");
  out("|---|---:|---:|---:|---:|---:|");
  out(
    `| bare Next.js page (floor) | ${kb(floorSize.js)} | 0.0 | ${kb(floorSize.html)} | ${kb(floorSize.css)} | ${kb(floorSize.font)} |`,
  );
  const budgets = [];
  // Every primary page in English, from the site's own sitemap, plus the Hindi home page.
  const sitemap = await (await fetch(`${site.url}/sitemap.xml`)).text();
  const paths = [...sitemap.matchAll(/<loc>[^<]*?(\/[^<]*)<\/loc>/g)]
    .map((m) => new URL(m[0].slice(5, -6)).pathname)
    .filter((p) => !/^\/(hi|cg)(\/|$)/.test(p));
  paths.push("/hi", "/hi/transparency", "/cg", "/cg/transparency");
  const fontsOn = {};
  {
    for (const path of paths) {
      const size = await weigh(browser, `${site.url}${path}`);
      const over = size.js - floorSize.js;
      out(
        `| ${path} | ${kb(size.js)} | ${kb(over)} | ${kb(size.html)} | ${kb(size.css)} | ${kb(size.font)} |`,
      );
      fontsOn[path] = size.fonts;
      budgets.push([`${path}: JS within 25 KB of the floor (${kb(over)} KB)`, over <= 25 * KB]);
      budgets.push([`${path}: HTML under 40 KB gzip (${kb(size.html)} KB)`, size.html < 40 * KB]);
    }
  }
  await closeBrowser();
  out();
  for (const line of await fontLines(fontsOn["/hi/transparency"])) out(line);

  // 3. Lighthouse, mobile preset (the default), on every budget page in every language beside its
  // English twin, in interleaved rounds (bench/languages.mjs). One run varies by several points on
  // a small machine, so the table shows the median run as Lighthouse itself picks it
  // (computeMedianRun: closest to the median FCP and time to interactive), with every run's
  // performance score beside it; the budgets between languages use the median of each figure.
  //
  // Twice, with two sets of system fonts (issue 46): Hindi and Chhattisgarhi pages draw with the
  // phone's own Noto Sans Devanagari where it has one (app/fonts-devanagari.css), as most Android
  // phones do, the villagers' phones; and fetch the site's file where it has none, as this machine
  // and many desktops. The budgets are read in each. BENCH_FONT_SETS=phone or =none runs one.
  const LH_RUNS = Number(process.env.BENCH_LH_RUNS ?? 3);
  const PAGES = ["/", "/transparency", "/dashboard", "/investment", "/quality-check"];
  const fontSets = [
    {
      id: "phone",
      title: "system fonts of a phone that carries Noto Sans Devanagari",
      env: await writePhoneFonts("bench/.phone-fonts"),
    },
    { id: "none", title: "no Devanagari face on the system", env: {} },
  ].filter(({ id }) => (process.env.BENCH_FONT_SETS ?? "phone,none").split(",").includes(id));
  for (const fontSet of fontSets) {
    out();
    out(
      `## Lighthouse (mobile, ${LH_RUNS} interleaved rounds: each round runs every page in every language), ${fontSet.title}`,
    );
    out();
    out(
      "| page | performance | every run | accessibility | best practices | SEO | LCP ms | TBT ms | CLS (every run) | total KB |",
    );
    out("|---|---:|---|---:|---:|---:|---:|---:|---|---:|");
    const chrome = await chromeLauncher.launch({
      chromePath: executablePath,
      chromeFlags: flags,
      envVars: { ...process.env, ...fontSet.env },
    });
    const tag = fontSets.length > 1 ? ` [${fontSet.id}]` : "";
    try {
      // The bare page runs in every round as a reference on the same machine: what Next.js and
      // React alone score here. It has no budget.
      const FLOOR = "bare Next.js page (floor)";
      const targets = [
        { key: FLOOR, url: `${floor.url}/` },
        ...PAGES.flatMap((path) =>
          LANGUAGES.map((lang) => {
            const key = inLanguage(path, lang);
            return { key, url: `${site.url}${key}` };
          }),
        ),
      ];
      const measure = async (url) =>
        (await lighthouse(url, { port: chrome.port, logLevel: "error", output: "json" })).lhr;
      // Progress to stderr, so that the table on stdout stays whole.
      const results = await interleavedRuns(measure, targets, LH_RUNS, (line) =>
        console.error(`${fontSet.id}: ${line}`),
      );
      for (const { key } of targets) {
        const { runs, failed } = /** @type {{ runs: any[], failed: string[] }} */ (
          results.get(key)
        );
        const lhr = computeMedianRun(runs);
        const score = (id) => scoreOf(lhr, id);
        const audit = (id) => auditOf(lhr, id);
        const shifts = runs.map((run) => auditOf(run, "cumulative-layout-shift"));
        const every =
          runs.map((run) => scoreOf(run, "performance")).join(" ") +
          (failed.length ? ` (repeated ${failed.length}: ${failed.join(", ")})` : "");
        out(
          `| ${key} | ${score("performance")} | ${every} | ${score("accessibility")} | ${score("best-practices")} | ${score("seo")} | ${Math.round(audit("largest-contentful-paint"))} | ${Math.round(audit("total-blocking-time"))} | ${shifts.map((v) => v.toFixed(3)).join(" ")} | ${kb(audit("total-byte-weight"))} |`,
        );
      }
      for (const path of PAGES) {
        const english = /** @type {{ runs: any[] }} */ (results.get(path)).runs;
        const lhr = computeMedianRun(english);
        const every = english.map((run) => scoreOf(run, "performance")).join(" ");
        budgets.push([
          `${path}${tag}: Lighthouse performance ≥ 95 (median run ${scoreOf(lhr, "performance")}; runs ${every})`,
          scoreOf(lhr, "performance") >= 95,
        ]);
        for (const id of ["accessibility", "best-practices", "seo"]) {
          const all = english.map((run) => scoreOf(run, id));
          budgets.push([
            `${path}${tag}: Lighthouse ${id} = 100 (${all.join(" ")})`,
            all.every((v) => v === 100),
          ]);
        }
        const shifts = english.map((run) => auditOf(run, "cumulative-layout-shift"));
        budgets.push([
          `${path}${tag}: CLS 0 (${shifts.map((v) => v.toFixed(3)).join(" ")})`,
          shifts.every((v) => v === 0),
        ]);
        for (const lang of LANGUAGES.slice(1)) {
          const key = inLanguage(path, lang);
          const { runs } = /** @type {{ runs: any[] }} */ (results.get(key));
          budgets.push(...twinBudgets(`${key}${tag}`, runs, english));
        }
      }
    } finally {
      await chrome.kill();
    }
  }

  // 4. Load on loopback: 50 connections for 10 s each.
  out();
  out("## Load (autocannon, 50 connections, 10 s after a 3 s warm-up, loopback)");
  out();
  out("| target | requests/s | p50 ms | p99 ms |");
  out("|---|---:|---:|---:|");
  // Each target first gets 3 s of the same load, unmeasured, so the figures are the server's
  // steady state rather than its first compilations of the code (both targets alike).
  const load = async (url, label) => {
    const r = await autocannon({
      url,
      connections: 50,
      duration: 10,
      warmup: { connections: 50, duration: 3 },
    });
    out(`| ${label} | ${Math.round(r.requests.average)} | ${r.latency.p50} | ${r.latency.p99} |`);
    return r;
  };
  const page = await load(`${site.url}/`, "/");
  const api = await load(`${site.url}/api/quality-check`, "/api/quality-check");
  // The same load on the bare app's API route: what Next.js itself costs per request here.
  const bare = await load(
    `${floor.url}/api/floor`,
    "bare Next.js API route answering `{}` (floor)",
  );
  const cached = await load(
    `${floor.url}/api/floor-static`,
    "the same, prerendered and served from Next.js's cache",
  );
  await stopFloor();
  budgets.push([
    `/api/quality-check p99 under 60 ms (${api.latency.p99} ms; the bare route ${bare.latency.p99} ms, prerendered ${cached.latency.p99} ms)`,
    api.latency.p99 < 60,
  ]);
  const share = api.requests.average / page.requests.average;
  budgets.push([
    `/api/quality-check at least 60% of the static page's requests/s (${Math.round(share * 100)}%)`,
    share >= 0.6,
  ]);

  // 5. Build.
  out();
  out("## Build");
  out();
  out(
    Number.isNaN(build.seconds)
      ? "Build reused (set BENCH_REBUILD=1 to time one)."
      : `npm run build (next build, page steps included): ${build.seconds.toFixed(1)} s, peak memory ${build.peakMb} MB`,
  );

  // 6. The build and the pages with a three-year ledger (bench/ledger.mjs): four builds, so
  // BENCH_SKIP=ledger leaves it out when only the pages are being measured.
  if (!(process.env.BENCH_SKIP ?? "").split(",").includes("ledger"))
    await benchLedger(out, budgets);

  // 7. Villages at scale (bench/villages.mjs): four more builds and three servers, so only with
  // --villages (npm run bench:villages runs it alone).
  if (process.argv.includes("--villages")) await benchVillages(out, budgets);

  out();
  out("## Budgets");
  out();
  for (const [label, ok] of budgets) out(`- ${ok ? "PASS" : "FAIL"} ${label}`);
  const failed = budgets.filter(([, ok]) => !ok).length;
  out();
  out(`${budgets.length - failed} budgets met, ${failed} missed`);
} finally {
  // The A/B table (bench/ab.mjs) is measured separately: it stays below this run's figures. So
  // does the villages' section of a run without --villages, as it was last measured.
  const previous = existsSync("bench/results.md") ? readFileSync("bench/results.md", "utf8") : "";
  const ab = previous.indexOf("## What each speed piece earns (A/B)");
  let next = `${lines.join("\n")}\n${ab === -1 ? "" : `\n${previous.slice(ab)}`}`;
  const villages = previous.indexOf(VILLAGES_HEADING);
  if (!process.argv.includes("--villages") && villages !== -1) {
    const end = previous.indexOf("\n## ", villages + 1);
    next = placeSection(next, previous.slice(villages, end === -1 ? undefined : end).trim());
  }
  writeFileSync("bench/results.md", next);
  await closeBrowser();
  await stopFloor();
  site.stop();
}
