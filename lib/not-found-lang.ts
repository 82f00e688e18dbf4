/** Request header by which `proxy.ts` tells the global 404 page the language of an unknown path. */
export const LANG_HEADER = "x-site-lang";

/** Request header carrying the 404 page's per-request script nonce. */
export const NONCE_HEADER = "x-nonce";
