/** Request header by which `proxy.ts` tells the global 404 page the language of an unknown path. */
export const LANG_HEADER = "x-site-lang";
