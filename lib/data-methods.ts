import { isIatiPath } from "@/lib/funders/iati-paths";

/**
 * The methods other than GET (and the HEAD Next answers with it) on a data file: each gets a 405
 * naming GET and HEAD. A route file that exports GET alone is not enough, since Next serves a
 * prerendered path for any method; and one that exports the other methods is rendered on every
 * request instead of at build. So proxy.ts answers them (dataFilesAt), and the route files export
 * GET alone.
 */
export function notAllowed(what: string): Response {
  return new Response(`Method Not Allowed: ${what} read with GET.\n`, {
    status: 405,
    headers: { Allow: "GET, HEAD", "Content-Type": "text/plain; charset=utf-8" },
  });
}

/**
 * What the data files at `pathname` are called in a 405, or undefined for a path that is no data
 * file: /data/<file>, /villages/data/<file> and /villages/<slug>/data/<file>.
 */
export function dataFilesAt(pathname: string): string | undefined {
  if (isIatiPath(pathname)) return "the IATI files are";
  if (/^\/data\/[^/]+$/.test(pathname)) return "the files under /data/ are";
  if (/^\/villages\/(?:[^/]+\/)?data\/[^/]+$/.test(pathname)) return "the villages' data files are";
  return undefined;
}
