import { expect, test } from "./support/test";
import { readFileSync } from "node:fs";
import { auditPages, type BuiltPage, type PageAudit } from "../content/figures/pages/audit-pages";
import { readBuiltPages } from "../content/figures/pages/built-pages";
import { pageRegistry } from "../content/figures/pages/registry";
import { SHOWN_ON_COMMAND, shownOnFigures } from "../content/figures/pages/shown-on";
import { builtSite, walkRecord } from "../content/figures/pages/site-walk";

// The walk of the built site (issue 41): every route in English, Hindi and Chhattisgarhi, read
// from the build's HTML files (no browser, no server), through the page audit. It also shows the
// audit failing on the real pages with a planted change.
test.describe.configure({ mode: "serial" });

let site: BuiltPage[] | undefined;
let walked: PageAudit | undefined;
function walk() {
  if (!site) {
    const built = readBuiltPages();
    site = builtSite((url) => built.get(url));
    walked = auditPages(site, pageRegistry());
  }
  return { site, audit: walked! };
}

const line = (p: PageAudit["problems"][number]) =>
  `${p.url}: ${p.kind} ${p.number}${p.entry ? ` (${p.entry})` : ""} in ${p.where}: "${p.text.trim().slice(0, 90)}"`;

test("every number a visitor sees is classified, and every listed reading has its note", () => {
  expect(walk().audit.problems.map(line)).toEqual([]);
});

test("/figures' Shown on lists are the walk's", () => {
  const fresh = walkRecord(walk().audit, shownOnFigures());
  const committed = JSON.parse(readFileSync("content/figures/pages/shown-on.json", "utf8"));
  expect(
    committed,
    `content/figures/pages/shown-on.json is out of step: run ${SHOWN_ON_COMMAND}`,
  ).toEqual(fresh);
});

test.describe("fails on the real pages with a planted change", () => {
  const audited = (url: string, change: (html: string) => string) => {
    const page = walk().site.find((p) => p.url === url)!;
    return auditPages([{ ...page, html: change(page.html) }], pageRegistry()).problems.map(
      (p) => `${p.kind} ${p.number}${p.entry ? ` ${p.entry}` : ""}`,
    );
  };
  const inMain = (extra: string) => (html: string) => html.replace("</main>", `${extra}</main>`);

  test("an unclassified number on /impact", () => {
    expect(audited("/impact", inMain("<p>Wells dug in the village this year: 4,321</p>"))).toEqual([
      "unclassified 4,321",
    ]);
  });

  test("a note removed from /impact", () => {
    const without = (html: string) =>
      html.replace(/<p[^>]*data-also-given="children"[^]*?<\/p>/g, "");
    expect(audited("/impact", without)).toContain("no-note 540 children");
  });

  test("a reading changed on /initiatives", () => {
    const changed = (html: string) => html.replace(/>([^<]*)36 months/g, ">$141 months");
    expect(audited("/initiatives", changed)).toContain("unknown-reading 41 plan-length");
  });

  test("a menu line that states a listed figure", () => {
    const menu = (html: string) =>
      html.replace(/(<nav[^>]*>)/, "$1<span>540 students in the programme</span>");
    expect(audited("/hi/impact", menu)).toContain("noteless 540 children");
  });
});
