// The Content-Security-Policy, shared by next.config.mjs, proxy.ts and scripts/csp.mjs.
// Pages are static, so their inline scripts are allowed by sha256 hash (listed per page after
// the first build pass); the dynamic 404 page gets a per-request nonce from proxy.ts instead.

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
  "frame-ancestors 'none'",
];

/** @param {string[]} sources extra script sources: 'sha256-…' hashes or a 'nonce-…' */
export function pagePolicy(sources) {
  const script = ["'self'", ...sources.map((s) => `'${s}'`)].join(" ");
  return [`script-src ${script}`, ...base].join("; ");
}

/** API responses are data: nothing may run or embed them. */
export const apiPolicy = "default-src 'none'; object-src 'none'; base-uri 'none'; frame-ancestors 'none'";

/** Where the first build pass writes each page's inline-script hashes. */
export const HASHES_FILE = "csp-hashes.json";
