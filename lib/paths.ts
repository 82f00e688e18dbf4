import { splitLangPath } from "@/lib/i18n";

/**
 * Path helpers that run in the browser. Islands do not get the route table (its titles and
 * descriptions would ride along to every page); the server hands them small path maps instead.
 */

/** A path without query, hash or trailing slash: "/dashboard-v2/?x#y" is "/dashboard-v2". */
export function cleanPath(path: string): string {
  return path.split(/[?#]/)[0]!.replace(/\/+$/, "") || "/";
}

/** The language-free page path of a URL path: "/hi/progress/" is "/progress". */
export function pagePath(pathname: string): string {
  return cleanPath(splitLangPath(cleanPath(pathname)).path);
}
