import type { APIRequestContext } from "@playwright/test";
import { elementIds, linkHrefs } from "./html";

/** Answers that are not pages (API routes, downloads): fetched, never parsed. */
export const isResource = (path: string) =>
  /^\/(api|data)\//.test(path) || /\.[a-z\d]+$/i.test(path);

export interface Crawled {
  /** HTTP status; -1 for a page that answered 200 with something other than HTML. */
  status: number;
  ids?: Set<string>;
}

export interface Crawl {
  /** Every same-origin URL (path + query) reached. */
  results: Map<string, Crawled>;
  /** URL → the pages linking to it. */
  linkedFrom: Map<string, Set<string>>;
  /** Every in-page anchor asked for: "#id" and "/path#id" links. */
  anchors: { from: string; target: string; id: string }[];
}

/** Follows every same-origin <a href> from the start pages, without redirects. */
export async function crawl(
  request: APIRequestContext,
  origin: string,
  starts: string[],
): Promise<Crawl> {
  const results = new Map<string, Crawled>();
  const linkedFrom = new Map(starts.map((s) => [s, new Set(["(start)"])]));
  const anchors: Crawl["anchors"] = [];
  const queue = [...starts];

  const visit = async (target: string) => {
    const parse = !isResource(new URL(target, origin).pathname);
    const response = await request.get(target, { maxRedirects: 0, failOnStatusCode: false });
    const page: Crawled = { status: response.status() };
    results.set(target, page);
    if (!parse || page.status !== 200) return;
    if (!(response.headers()["content-type"] ?? "").includes("text/html")) {
      page.status = -1;
      return;
    }
    const html = await response.text();
    page.ids = elementIds(html);
    for (const href of linkHrefs(html)) {
      const url = new URL(href, `${origin}${target}`);
      if (url.origin !== origin) continue;
      const key = `${url.pathname}${url.search}`;
      if (url.hash || href.startsWith("#")) {
        anchors.push({ from: target, target: key, id: decodeURIComponent(url.hash.slice(1)) });
      }
      if (!linkedFrom.has(key)) {
        linkedFrom.set(key, new Set());
        queue.push(key);
      }
      linkedFrom.get(key)!.add(target);
    }
  };

  // A few requests at a time: quick against `next start`, gentle on a development server.
  for (let next = 0; next < queue.length;) {
    const batch = queue.slice(next, next + 4);
    next += batch.length;
    await Promise.all(batch.map(visit));
  }
  return { results, linkedFrom, anchors };
}
