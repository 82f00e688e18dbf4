import { test } from "./support/test";
import { routes } from "../lib/routes";
import { crawl, isResource } from "./support/crawl";
import { expectNoProblems } from "./support/report";
import { languagePrefixes, localized } from "./support/site";

/**
 * A crawler from "/", "/hi" and "/cg": it follows every same-origin link, checks that each
 * answers 200 (no redirects), and that every in-page anchor ("#id", "/path#id") names an element
 * that exists on the target page. API routes and downloads are fetched but not crawled.
 */

function some(pages: Iterable<string>): string {
  const list = [...pages];
  const more = list.length > 3 ? ` and ${list.length - 3} more` : "";
  return `linked from ${list.slice(0, 3).join(", ")}${more}`;
}

test("every internal link and anchor from /, /hi and /cg works", async ({
  request,
  baseURL,
}, info) => {
  test.setTimeout(Math.max(info.timeout, 180_000));
  const origin = new URL(baseURL!).origin;
  const starts = languagePrefixes.map((prefix) => localized("/", prefix));
  const { results, linkedFrom, anchors } = await crawl(request, origin, starts);

  const broken: string[] = [];
  for (const [target, { status }] of results) {
    if (status === 200) continue;
    const what = status === -1 ? "answers 200 but not with HTML" : `HTTP ${status}`;
    broken.push(`${target}: ${what} (${some(linkedFrom.get(target) ?? [])})`);
  }

  const missing = new Map<string, Set<string>>();
  for (const { from, target, id } of anchors) {
    const page = results.get(target);
    if (page?.status !== 200 || isResource(new URL(target, origin).pathname)) continue;
    if (id && page.ids?.has(id)) continue;
    const key = id ? `${target}#${id}: no element with that id` : `${target}#: empty fragment`;
    missing.set(key, (missing.get(key) ?? new Set()).add(from));
  }
  for (const [key, pages] of missing) broken.push(`${key} (${some(pages)})`);

  // The footer is the site map: every page of the route table must be reachable in each language
  // (worth saying only when the crawl could start at all).
  const started = starts.every((start) => results.get(start)?.status === 200);
  for (const prefix of started ? languagePrefixes : []) {
    for (const route of routes) {
      const url = localized(route.path, prefix);
      if (!results.has(url)) broken.push(`${url}: not linked from any page the crawl reached`);
    }
  }

  info.annotations.push({
    type: "crawled",
    description: `${results.size} URLs, ${anchors.length} anchors`,
  });
  expectNoProblems(broken, "broken links and anchors");
});
