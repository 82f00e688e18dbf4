// The large-ledger line of the bench: the site built from a busy three-year ledger (20,000
// expense rows, 5,000 funds rows, written by scripts/ledger-fixture.mjs, never committed) against
// the site built from the published, empty one. Builds alternate (empty, large, empty, large) so
// that a machine that slows down weighs on both alike. Then every page of the large build is
// fetched and its HTML gzipped: pages show aggregates, the rows are in the downloads.
//
//   node bench/ledger.mjs            prints the figures (npm run bench runs it as its last step)
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { writeLedger } from "../scripts/ledger-fixture.mjs";
import { timedBuild } from "./build.mjs";
import { serve } from "./serve.mjs";

const KB = 1024;
const ROUNDS = Number(process.env.BENCH_LEDGER_ROUNDS ?? 2);

/** @param {(line?: string) => void} out @param {[string, boolean][]} budgets */
export async function benchLedger(out, budgets) {
  const dir = mkdtempSync(join(tmpdir(), "large-ledger-"));
  writeLedger(dir, "large");
  const variants = {
    empty: { ACTUALS_DIR: "content/villages/pilot/actuals", NEXT_DIST_DIR: ".next-ledger-empty" },
    large: { ACTUALS_DIR: dir, NEXT_DIST_DIR: ".next-ledger-large" },
  };
  const seconds = { empty: [], large: [] };
  try {
    for (let round = 0; round < ROUNDS; round += 1) {
      for (const name of ["empty", "large"]) {
        const { seconds: s } = await timedBuild("npm", ["run", "build"], ".", variants[name]);
        seconds[name].push(s);
      }
    }
    const mean = (list) => list.reduce((a, b) => a + b, 0) / list.length;
    const ratio = mean(seconds.large) / mean(seconds.empty);
    out();
    out("## Large ledger (20,000 expense rows, 5,000 funds rows)");
    out();
    out(
      `npm run build, ${ROUNDS} alternating rounds: empty ledger ${seconds.empty.map((s) => s.toFixed(1)).join(", ")} s; large ledger ${seconds.large.map((s) => s.toFixed(1)).join(", ")} s; the large one takes ${((ratio - 1) * 100).toFixed(1)}% longer.`,
    );
    budgets.push([
      `large-ledger build at most 20% longer than the empty one (${((ratio - 1) * 100).toFixed(1)}%)`,
      ratio <= 1.2,
    ]);

    // Every page of both builds. A page grows with the months since launch (the monthly table),
    // never with the rows: pages show aggregates, the rows are in the downloads.
    const sizes = {};
    for (const [name, port] of [
      ["empty", 3413],
      ["large", 3414],
    ]) {
      const site = await serve(".", port, variants[name]);
      try {
        const sitemap = await (await fetch(`${site.url}/sitemap.xml`)).text();
        const paths = [...sitemap.matchAll(/<loc>([^<]*)<\/loc>/g)].map(
          (m) => new URL(m[1]).pathname,
        );
        sizes[name] = new Map();
        for (const path of paths) {
          const html = await (await fetch(`${site.url}${path}`)).arrayBuffer();
          sizes[name].set(path, gzipSync(Buffer.from(html)).length);
        }
      } finally {
        site.stop();
      }
    }
    const rows = [...sizes.large].map(([path, bytes]) => ({
      path,
      bytes,
      grew: bytes - (sizes.empty.get(path) ?? 0),
    }));
    const largest = rows.reduce((a, b) => (b.bytes > a.bytes ? b : a));
    const grew = rows.reduce((a, b) => (b.grew > a.grew ? b : a));
    // The page budget of the main table: every English page and the Hindi home page.
    const budgeted = rows.filter((r) => !/^\/(hi|cg)(\/|$)/.test(r.path) || r.path === "/hi");
    const largestBudgeted = budgeted.reduce((a, b) => (b.bytes > a.bytes ? b : a));
    const over = rows.filter((r) => r.bytes >= 40 * KB);
    out(
      `HTML (gzip) of ${rows.length} pages in every language with the large ledger: largest ${largest.path} at ${(largest.bytes / KB).toFixed(1)} KB; largest growth over the empty ledger ${grew.path}, ${(grew.grew / KB).toFixed(1)} KB.${over.length ? ` Over 40 KB in both builds alike: ${over.map((r) => `${r.path} ${(r.bytes / KB).toFixed(1)} (empty ${(sizes.empty.get(r.path) / KB).toFixed(1)})`).join(", ")}.` : ""}`,
    );
    budgets.push([
      `large ledger: every budgeted page's HTML under 40 KB gzip (largest ${largestBudgeted.path}, ${(largestBudgeted.bytes / KB).toFixed(1)} KB)`,
      largestBudgeted.bytes < 40 * KB,
    ]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
    for (const v of Object.values(variants))
      rmSync(v.NEXT_DIST_DIR, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  // Alone, it prints its lines and puts them in bench/results.md in place of the last ones it
  // wrote there (or before the A/B table), dated, so the main table's figures stay as measured.
  const lines = [];
  const out = (line = "") => {
    console.log(line);
    lines.push(line);
  };
  const budgets = [];
  await benchLedger(out, budgets);
  out();
  for (const [label, ok] of budgets) out(`- ${ok ? "PASS" : "FAIL"} ${label}`);
  const heading = "## Large ledger (20,000 expense rows, 5,000 funds rows)";
  const section = lines
    .join("\n")
    .replace(heading, `${heading}, measured alone on ${new Date().toISOString().slice(0, 10)}`)
    .trim();
  const results = existsSync("bench/results.md") ? readFileSync("bench/results.md", "utf8") : "";
  const start = results.indexOf(heading);
  const ab = results.indexOf("## What each speed piece earns (A/B)");
  const end = start === -1 ? -1 : results.indexOf("\n## ", start + 1);
  const next =
    start !== -1
      ? `${results.slice(0, start)}${section}\n${end === -1 ? "" : results.slice(end)}`
      : ab !== -1
        ? `${results.slice(0, ab)}${section}\n\n${results.slice(ab)}`
        : `${results}\n${section}\n`;
  writeFileSync("bench/results.md", next);
}
