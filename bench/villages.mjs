// Villages at scale (issue 42): the site with 5,000 made-up villages (bench/village-fixtures.mjs,
// written to a temporary folder, never committed) against the site with one, each figure a ratio
// or a budget measured in the same run:
// - the build, 5,000 villages against 1, in rounds of two builds back to back;
// - a village page's first request (its folder read and derived) against the same page again;
// - the national roll-up worked out in a fresh process; /villages against a static page;
// - the server's memory after 1,000 distinct village pages.
//
//   npm run bench:villages           prints the table and puts it in bench/results.md
//   npm run bench -- --villages      the same, inside the main bench's run
import { execFileSync, spawnSync } from "node:child_process";
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { createJiti } from "jiti";
import { timedBuild } from "./build.mjs";
import { measureServer } from "./village-server.mjs";
import { writeVillages } from "./village-fixtures.mjs";

export const HEADING = "## Villages at scale";
// BENCH_VILLAGES_ROUNDS=0 builds nothing and serves the .next-villages-5000 a kept run left
// (BENCH_VILLAGES_KEEP=1 keeps the builds).
const ROUNDS = Number(process.env.BENCH_VILLAGES_ROUNDS ?? 3);
const KEEP = ROUNDS === 0 || process.env.BENCH_VILLAGES_KEEP === "1";
const MANY = 5000;
const FIRST = Number(process.env.BENCH_VILLAGES_FIRST ?? 200);
const SERVED = 1000;
const PORT = Number(process.env.BENCH_PORT ?? 3411) + 5;
const MB = 1024 * 1024;

const median = (list) => {
  const s = [...list].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};
const load = () => `load average ${loadavg()[0].toFixed(1)}`;

/** Bytes of every file under a folder. */
function bytesOf(dir) {
  let total = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) total += statSync(join(entry.parentPath, entry.name)).size;
  }
  return total;
}

/** Each generated folder is one the site reads: one sample through the repo's own check. */
function checkSample(dir, slug) {
  const jiti = createJiti(import.meta.url, { alias: { "@": process.cwd() } });
  return jiti
    .import("@/content/village-folder.ts")
    .then(({ readVillageFolder }) => readVillageFolder(join(dir, slug), slug, (f) => f));
}

/** npm run check-data over a folder of villages: every one in order, nothing else printed. */
function checkData(dir) {
  const run = spawnSync(process.execPath, ["scripts/check-data.mjs"], {
    env: { ...process.env, VILLAGES_DIR: dir },
    encoding: "utf8",
    maxBuffer: 1 << 26,
  });
  const inOrder = run.stdout.split("\n").filter((l) => l.includes("are in order")).length;
  return { ok: run.status === 0 && run.stderr.trim() === "", inOrder, stderr: run.stderr };
}

/** The repository a team would keep: the villages committed, packed; and the time to check it out. */
function inGit(dir, root) {
  const git = (cwd, ...args) =>
    execFileSync("git", ["-c", "gc.auto=0", ...args], { cwd, encoding: "utf8", stdio: "pipe" });
  git(dir, "init", "-q");
  git(dir, "add", ".");
  git(
    dir,
    "-c",
    "user.name=bench",
    "-c",
    "user.email=bench@localhost",
    "commit",
    "-qm",
    "villages",
  );
  git(dir, "repack", "-adq");
  const pack = Number(/size-pack: (\d+)/.exec(git(dir, "count-objects", "-v"))?.[1] ?? NaN) * 1024;
  // The checkout alone, of the villages and of the site's own tree (this commit), one after the
  // other in the same run: the clone's pack is already local to both.
  const checkout = (source, commit, name) => {
    const clone = join(root, name);
    git(root, "clone", "-q", "--no-checkout", `file://${source}`, clone);
    const started = performance.now();
    git(clone, "checkout", "-q", commit);
    const seconds = (performance.now() - started) / 1000;
    rmSync(clone, { recursive: true, force: true });
    return seconds;
  };
  const site = git(process.cwd(), "rev-parse", "--show-toplevel").trim();
  const head = git(site, "rev-parse", "HEAD").trim();
  const times = {
    pack,
    villages: checkout(dir, "HEAD", "clone-villages"),
    site: checkout(site, head, "clone-site"),
  };
  rmSync(join(dir, ".git"), { recursive: true, force: true });
  return times;
}

/**
 * The national roll-up in fresh processes (bench/village-roll-up.mjs): the median of three. With
 * `index`, the environment of a build whose check wrote its index (NEXT_DIST_DIR, VILLAGES_INDEX).
 */
function rollUpRuns(dir, index = {}) {
  const runs = [0, 1, 2].map(() => {
    const out = execFileSync(process.execPath, ["bench/village-roll-up.mjs"], {
      env: { ...process.env, VILLAGES_DIR: dir, ...index },
      encoding: "utf8",
      stdio: ["ignore", "pipe", "inherit"],
    });
    return JSON.parse(out.trim().split("\n").at(-1));
  });
  const total = runs.map((r) => r.readMs + r.rollUpMs);
  const mid = runs[total.indexOf(median(total))] ?? runs[0];
  return { ...mid, total: mid.readMs + mid.rollUpMs, all: total };
}

/** @param {(line?: string) => void} out @param {[string, boolean][]} budgets */
export async function benchVillages(out, budgets) {
  const root = mkdtempSync(join(tmpdir(), "villages-"));
  const dirs = { one: join(root, "1"), check: join(root, "500"), many: join(root, String(MANY)) };
  const variants = {
    one: { VILLAGES_DIR: dirs.one, NEXT_DIST_DIR: ".next-villages-1" },
    many: { VILLAGES_DIR: dirs.many, NEXT_DIST_DIR: `.next-villages-${MANY}` },
  };
  const build = { NEXT_BUILD_CACHE: "off", TYPES_ALREADY_CHECKED: "1" };
  const rows = [];
  const row = (measure, budget, measured, within) => {
    rows.push([measure, budget, measured, within === undefined ? "—" : within ? "yes" : "NO"]);
    if (within !== undefined)
      budgets.push([`villages: ${measure} ${budget} (${measured})`, within]);
  };
  // next build adds each variant's type folder to tsconfig.json: it is put back as it was.
  const tsconfig = readFileSync("tsconfig.json", "utf8");
  try {
    const slugs = writeVillages(dirs.many, MANY);
    writeVillages(dirs.one, 1);
    writeVillages(dirs.check, 500);
    console.error(`villages: wrote 1, 500 and ${MANY} villages under ${root}`);

    // 1. Every generated folder is one the site reads.
    const sample = await checkSample(dirs.many, slugs[0]);
    const checked = checkData(dirs.check);
    if (!checked.ok) console.error(checked.stderr);
    row(
      "Generated folders pass the repo's checks",
      "no problem, no warning",
      `readVillageFolder on ${slugs[0]}: ${sample.problems.length} problems, ${sample.warnings.length} warnings; check-data over 500: ${checked.inOrder} folders in order (the pilot's too)${checked.ok ? ", nothing on stderr" : ", stderr above"}`,
      sample.folder !== undefined &&
        sample.warnings.length === 0 &&
        checked.ok &&
        checked.inOrder === 501,
    );

    // 2. What the folders weigh, on disk and in git.
    const bytes = bytesOf(dirs.many);
    const git = inGit(dirs.many, root);
    row(
      `A village's folder (mean of ${MANY})`,
      "—",
      `${(bytes / MANY / 1024).toFixed(1)} KB of files (7 files); ${(git.pack / MANY / 1024).toFixed(1)} KB packed in git (${(git.pack / MB).toFixed(1)} MB for ${MANY})`,
    );
    row(
      `git checkout of ${MANY} villages against the site's own tree`,
      "—",
      `${(git.villages / git.site).toFixed(1)}× (${git.villages.toFixed(1)} s against ${git.site.toFixed(1)} s)`,
    );

    // 3. The national roll-up in a fresh process, before any build loads the machine: every
    // folder read, checked and derived (what the build's check does once), then a server's, from
    // the rows that check wrote for its build (lib/programme/roll-up-index.ts).
    const everyFolder = rollUpRuns(dirs.many);
    row(
      `Every one of ${MANY} villages read, checked and derived, then rolled up, in a fresh process (the build's check does this once)`,
      "—",
      `${(everyFolder.total / 1000).toFixed(1)} s median of ${everyFolder.all.map((t) => (t / 1000).toFixed(1)).join(", ")} (read and derive ${(everyFolder.readMs / 1000).toFixed(1)} s, roll-up ${(everyFolder.rollUpMs / 1000).toFixed(1)} s; heap ${everyFolder.heapMb} MB; ${load()})`,
    );

    // The build's first step reads and checks every folder, and writes the roll-up's rows for
    // the build it comes before (check-data --build), as npm run build runs it.
    const gate = (name) => {
      const started = performance.now();
      const run = spawnSync(process.execPath, ["scripts/check-data.mjs", "--build"], {
        env: { ...process.env, ...variants[name] },
        stdio: "ignore",
      });
      if (run.status !== 0)
        throw new Error(`check-data --build failed on ${variants[name].VILLAGES_DIR}`);
      return (performance.now() - started) / 1000;
    };
    const [gateOne, gateMany] = [gate("one"), gate("many")];
    row(
      `The build's check of the folders (check-data --build, which writes the roll-up's rows), ${MANY} villages against 1`,
      "—",
      `${gateMany.toFixed(1)} s against ${gateOne.toFixed(1)} s`,
    );

    const rollUp = rollUpRuns(dirs.many, { ...variants.many, VILLAGES_INDEX: "1" });
    row(
      `National roll-up over ${MANY} villages, a server's fresh process (from its build's rows)`,
      "≤ 2 s",
      `${(rollUp.total / 1000).toFixed(2)} s median of ${rollUp.all.map((t) => (t / 1000).toFixed(2)).join(", ")} (read the rows ${(rollUp.readMs / 1000).toFixed(2)} s, roll-up ${(rollUp.rollUpMs / 1000).toFixed(2)} s; heap ${rollUp.heapMb} MB; ${load()})`,
      rollUp.total <= 2000 && rollUp.villages === MANY + 1,
    );

    // 4. The builds, each into its own folder, two to a round back to back, the order turned
    // every round (1 then 5,000, then 5,000 then 1): a machine whose load drifts, as this shared
    // one's does, weighs on both alike. The budget reads each round's own ratio, then their median.
    const seconds = { one: [], many: [] };
    for (let round = 0; round < ROUNDS; round += 1) {
      for (const name of round % 2 ? ["many", "one"] : ["one", "many"]) {
        console.error(`villages: build ${round + 1}/${ROUNDS} with ${name === "one" ? 1 : MANY}`);
        const env = { ...variants[name], ...build };
        const { seconds: s } = await timedBuild("npm", ["run", "build"], ".", env);
        writeFileSync("tsconfig.json", tsconfig);
        seconds[name].push(s);
      }
    }
    if (ROUNDS > 0) {
      const ratios = seconds.many.map((s, i) => s / seconds.one[i]);
      const ratio = median(ratios);
      row(
        `Build, ${MANY} villages against 1 (median of ${ROUNDS} rounds' ratios)`,
        "≤ 1.2×",
        `${ratio.toFixed(2)}× (rounds ${ratios.map((r) => r.toFixed(2)).join(", ")}; 1 village: ${seconds.one.map((s) => s.toFixed(0)).join(", ")} s; ${MANY}: ${seconds.many.map((s) => s.toFixed(0)).join(", ")} s; ${load()})`,
        ratio <= 1.2,
      );
    }

    // 5. The 5,000 build served (bench/village-server.mjs).
    await measureServer({
      port: PORT,
      env: variants.many,
      slugs,
      first: FIRST,
      served: SERVED,
      row,
    });
  } finally {
    writeFileSync("tsconfig.json", tsconfig);
    rmSync(root, { recursive: true, force: true });
    if (!KEEP)
      for (const v of Object.values(variants)) {
        rmSync(v.NEXT_DIST_DIR, { recursive: true, force: true });
        rmSync(join(".built", v.NEXT_DIST_DIR), { recursive: true, force: true });
      }
  }
  out();
  out(HEADING);
  out();
  out(
    `Made-up villages (bench/village-fixtures.mjs: the pilot's plan, a year of the team's files, about 120 expenses each), in VILLAGES_DIR, ${new Date().toISOString().slice(0, 10)}. Ratios are measured in the same run; the roll-up's budget is absolute.`,
  );
  out();
  out("| Measure | Budget | Measured | Within |");
  out("|---|---|---|---|");
  for (const r of rows) out(`| ${r.join(" | ")} |`);
}

/** Puts `section` in place of the results' own (or before the A/B table, or at the end). */
export function placeSection(results, section) {
  const start = results.indexOf(HEADING);
  const ab = results.indexOf("## What each speed piece earns (A/B)");
  const end = start === -1 ? -1 : results.indexOf("\n## ", start + 1);
  if (start !== -1)
    return `${results.slice(0, start)}${section}\n${end === -1 ? "" : results.slice(end)}`;
  if (ab !== -1) return `${results.slice(0, ab)}${section}\n\n${results.slice(ab)}`;
  return `${results.trimEnd()}\n\n${section}\n`;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const lines = [];
  const out = (line = "") => {
    console.log(line);
    lines.push(line);
  };
  await benchVillages(out, []);
  mkdirSync("bench", { recursive: true });
  const results = existsSync("bench/results.md") ? readFileSync("bench/results.md", "utf8") : "";
  writeFileSync("bench/results.md", placeSection(results, lines.join("\n").trim()));
}
