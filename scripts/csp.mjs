// Collects the sha256 hash of every inline script of every pre-rendered page.
//   node scripts/csp.mjs collect  → writes csp-hashes.json (read by next.config.mjs on the next build)
//   node scripts/csp.mjs verify   → fails when a built page's scripts no longer match the hashes
//                                   its Content-Security-Policy header was built with
import { createHash } from "node:crypto";
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";
import { HASHES_FILE } from "../lib/csp.mjs";

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

function inlineScriptHashes(html) {
  const hashes = [];
  for (const match of html.matchAll(/<script(?![^>]*\ssrc=)([^>]*)>([\s\S]*?)<\/script>/g)) {
    if (/type="application\/ld\+json"/.test(match[1])) continue; // data, never executed
    hashes.push(`sha256-${createHash("sha256").update(match[2], "utf8").digest("base64")}`);
  }
  return [...new Set(hashes)];
}

function collect() {
  const pages = {};
  for (const file of htmlFiles(APP_DIR)) {
    const path = urlPath(file);
    if (path.split("/").some((seg) => seg.startsWith("_"))) continue; // _global-error, _not-found
    pages[path] = inlineScriptHashes(readFileSync(file, "utf8"));
  }
  return pages;
}

const mode = process.argv[2];
if (mode === "collect") {
  const pages = collect();
  writeFileSync(HASHES_FILE, `${JSON.stringify(pages, null, 1)}\n`);
  console.log(`csp: hashed the inline scripts of ${Object.keys(pages).length} pages`);
} else if (mode === "verify") {
  if (!existsSync(HASHES_FILE)) throw new Error(`csp: ${HASHES_FILE} is missing`);
  const expected = JSON.parse(readFileSync(HASHES_FILE, "utf8"));
  const actual = collect();
  const manifest = JSON.parse(readFileSync(".next/routes-manifest.json", "utf8"));
  const served = new Map(
    manifest.headers.flatMap((rule) =>
      rule.headers
        .filter((h) => h.key === "Content-Security-Policy")
        .map((h) => [rule.source, h.value]),
    ),
  );
  const problems = [];
  for (const [path, hashes] of Object.entries(actual)) {
    const policy = served.get(path);
    if (!policy) problems.push(`${path}: no Content-Security-Policy rule`);
    for (const hash of hashes) {
      if (!policy?.includes(`'${hash}'`)) problems.push(`${path}: inline script ${hash} not allowed`);
    }
    if (JSON.stringify(expected[path]) !== JSON.stringify(hashes)) {
      problems.push(`${path}: scripts changed between the two build passes`);
    }
  }
  if (problems.length) {
    console.error(`csp: ${problems.length} problem(s):\n${problems.slice(0, 20).join("\n")}`);
    process.exit(1);
  }
  console.log(`csp: every inline script of ${Object.keys(actual).length} pages is allowed by its page's policy`);
} else {
  console.error("usage: node scripts/csp.mjs collect|verify");
  process.exit(2);
}
