// The hash-based Content-Security-Policy of a pre-rendered page: static pages cannot carry a
// per-request nonce, so each page's <meta> policy allows exactly its own inline scripts by sha256.
import { createHash } from "node:crypto";
import { metaPolicy } from "../../lib/csp.mjs";
import { PageShapeError, applyEdits, attr, findAll, inlineScripts, location } from "./html.mjs";

const POLICY = "content-security-policy";

/** @param {string} text */
function hash(text) {
  return `sha256-${createHash("sha256").update(text, "utf8").digest("base64")}`;
}

/** @param {import("./html.mjs").Page} page */
function policyMetas(page) {
  return findAll(page, "meta").filter((m) => attr(m, "http-equiv")?.toLowerCase() === POLICY);
}

/**
 * The page with its policy written first in <head>, right after its charset: before any script.
 * @param {import("./html.mjs").Page} page
 */
export function withPolicy(page) {
  if (policyMetas(page).length) throw new PageShapeError(page.path, "a page without a policy yet");
  const charset = findAll(page, "meta").find((m) => attr(m, "charset") !== undefined);
  if (!charset)
    throw new PageShapeError(page.path, 'a <meta charSet="utf-8"/> to put the policy after');
  const hashes = [...new Set(inlineScripts(page).map(({ text }) => hash(text)))];
  const meta = `<meta http-equiv="Content-Security-Policy" content="${metaPolicy(hashes)}"/>`;
  const at = charset.sourceCodeLocation.endOffset;
  return applyEdits(page.html, [{ start: at, end: at, text: meta }]);
}

/** What is wrong with a written page's policy: none, once, first, listing every inline script. */
export function policyProblems(page) {
  const metas = policyMetas(page);
  if (metas.length !== 1) return [`${page.path}: ${metas.length} policy <meta> elements, not 1`];
  const [meta] = metas;
  const problems = [];
  const firstScript = findAll(page, "script")[0];
  if (
    firstScript &&
    location(page, firstScript).startOffset < meta.sourceCodeLocation.startOffset
  ) {
    problems.push(`${page.path}: a script comes before the policy`);
  }
  const policy = attr(meta, "content") ?? "";
  for (const { text } of inlineScripts(page)) {
    if (!policy.includes(`'${hash(text)}'`)) {
      problems.push(`${page.path}: inline script ${hash(text)} not allowed`);
    }
  }
  if (/unsafe-inline|unsafe-eval/.test(/script-src ([^;]*)/.exec(policy)?.[1] ?? "")) {
    problems.push(`${page.path}: script-src allows unsafe code`);
  }
  return problems;
}
