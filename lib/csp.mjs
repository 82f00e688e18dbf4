// The Content-Security-Policy, shared by next.config.mjs, proxy.ts and scripts/page-steps/csp.mjs.
// Pages are static, so their inline scripts are allowed by sha256 hash: once `next build` has
// written the pages, scripts/page-steps/csp.mjs (run by its adapter) gives each a <meta> policy
// listing its own hashes. The dynamic 404 page gets a per-request nonce from proxy.ts instead, in
// a header.

const base = [
  "default-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self'",
  "connect-src 'self'",
  "manifest-src 'self'",
  "media-src 'self'",
  "worker-src 'self'",
  "frame-src 'none'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
];

/** Browsers ignore this directive in a <meta> policy (and say so in the console): header only. */
const frameAncestors = "frame-ancestors 'none'";

/** @param {string[]} sources extra script sources: 'sha256-…' hashes or a 'nonce-…' */
function scriptSrc(sources) {
  return `script-src ${["'self'", ...sources.map((s) => `'${s}'`)].join(" ")}`;
}

/** The whole policy in a header, for pages rendered per request (the 404 page, with its nonce). */
export function pagePolicy(sources) {
  return [scriptSrc(sources), ...base, frameAncestors].join("; ");
}

/** The policy a pre-rendered page carries in its own <meta>, with its inline-script hashes. */
export function metaPolicy(hashes) {
  return [scriptSrc(hashes), ...base].join("; ");
}

/**
 * The header every page response also carries: what a <meta> policy cannot say, plus the
 * directives that must hold before the <meta> is read. It restricts no script, so it never
 * blocks what a page's own <meta> allows (a browser enforces every policy it is given).
 */
export const pageHeaderPolicy = [
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  frameAncestors,
].join("; ");

/** API responses are data: nothing may run or embed them. */
export const apiPolicy =
  "default-src 'none'; object-src 'none'; base-uri 'none'; frame-ancestors 'none'";
