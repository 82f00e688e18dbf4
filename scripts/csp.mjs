// A step of the build (scripts/build-adapter.mjs runs it inside `next build`, after
// scripts/after-paint.mjs): gives every pre-rendered page a Content-Security-Policy <meta> that
// allows exactly its own inline scripts (by sha256 hash), then checks every page against it.
// Writing the policy into the page itself keeps it next to the scripts it describes, so one build
// suffices and serving a page costs no per-page header rule.
import { createHash } from "node:crypto";
import { readFileSync, writeFileSync } from "node:fs";
import { metaPolicy } from "../lib/csp.mjs";

const CHARSET = '<meta charSet="utf-8"/>';
const META = /<meta http-equiv="Content-Security-Policy" content="([^"]*)"\/>/g;

function inlineScripts(html) {
  return [...html.matchAll(/<script(?![^>]*\ssrc=)([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter((match) => !/type="application\/ld\+json"/.test(match[1])) // data, never executed
    .map((match) => ({ index: match.index, body: match[2] }));
}

function hashes(html) {
  const all = inlineScripts(html).map(
    ({ body }) => `sha256-${createHash("sha256").update(body, "utf8").digest("base64")}`,
  );
  return [...new Set(all)];
}

function write({ file, path }) {
  const html = readFileSync(file, "utf8").replace(META, ""); // running twice replaces, not repeats
  if (!html.includes(CHARSET)) throw new Error(`csp: ${path} has no ${CHARSET} to follow`);
  const meta = `<meta http-equiv="Content-Security-Policy" content="${metaPolicy(hashes(html))}"/>`;
  writeFileSync(file, html.replace(CHARSET, CHARSET + meta));
}

/** Problems with one written page: a missing or repeated policy, a script it does not allow. */
function check({ file, path }) {
  const html = readFileSync(file, "utf8");
  const metas = [...html.matchAll(META)];
  if (metas.length !== 1) return [`${path}: ${metas.length} policy <meta> elements, not 1`];
  const [meta] = metas;
  const problems = [];
  const first = html.indexOf("<script");
  if (first !== -1 && first < meta.index)
    problems.push(`${path}: a script comes before the policy`);
  const policy = meta[1];
  for (const hash of hashes(html.replace(META, ""))) {
    if (!policy.includes(`'${hash}'`)) problems.push(`${path}: inline script ${hash} not allowed`);
  }
  if (/unsafe-inline|unsafe-eval/.test(/script-src ([^;]*)/.exec(policy)?.[1] ?? "")) {
    problems.push(`${path}: script-src allows unsafe code`);
  }
  return problems;
}

/**
 * Writes every page its policy, then checks them all; throws on any problem.
 * @param {{ path: string, file: string }[]} pages the pre-rendered pages' HTML files
 */
export function writePolicies(pages) {
  pages.forEach(write);
  const problems = pages.flatMap(check);
  if (problems.length) {
    throw new Error(`csp: ${problems.length} problem(s):\n${problems.slice(0, 20).join("\n")}`);
  }
  console.log(`csp: ${pages.length} pages each allow exactly their own inline scripts`);
}
