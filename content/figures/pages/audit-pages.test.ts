import { disagreements } from "@/content/figures/disagreements";
import { auditPages, type BuiltPage } from "./audit-pages";
import { pageRegistry } from "./registry";
import { numbersIn } from "./tokens";

// The page audit over planted pages: each failure the issue names, and what passes.
const registry = pageRegistry();
const children = disagreements.find((d) => d.measure === "population.children")!;
const lead = children.readings[0]!.value;

const note = (id: string, prefix = "") =>
  `<p data-also-given="${id}">Also given as … <a href="${prefix}/figures#${id}">Figures</a></p>`;

function page(path: string, body: string, head = "<title>Page</title>"): BuiltPage {
  return {
    url: path,
    path,
    html: `<!DOCTYPE html><html><head>${head}</head><body>${body}</body></html>`,
  };
}

const problems = (pages: BuiltPage[]) =>
  auditPages(pages, registry).problems.map((p) =>
    `${p.url} ${p.kind} ${p.number} ${p.entry ?? ""}`.trim(),
  );

describe("numbers as a page writes them", () => {
  it("reads rupees in crore and lakh, percentages and Devanagari digits", () => {
    const [crore, lakh, percent, devanagari] = numbersIn(
      "₹1.63 Cr, ₹93 लाख, 99.9% and \u0967,\u096d\u096f\u096d",
    );
    expect(crore).toMatchObject({ unit: "rupees", value: 1_63_00_000 });
    expect(crore!.lo).toBeLessThan(1_63_00_000);
    expect(lakh).toMatchObject({ unit: "rupees", value: 93_00_000 });
    expect(percent).toMatchObject({ unit: "percent", value: 99.9 });
    expect(devanagari).toMatchObject({ unit: "plain", value: 1_797 });
  });
});

describe("the page audit", () => {
  const impact = `<main><section><h2>Education</h2><p>${lead} children learn in three languages.</p>${note(children.id)}</section></main>`;

  it("passes a reading beside its note, and records the page as showing it", () => {
    const audit = auditPages([page("/impact", impact)], registry);
    expect(audit.problems).toEqual([]);
    expect([...audit.shownOn.get(children.id)!.get(0)!]).toEqual(["/impact"]);
  });

  it("fails on a planted number it cannot classify", () => {
    expect(
      problems([page("/impact", `${impact}<p>Wells dug in the village this year: 4,321</p>`)]),
    ).toEqual(["/impact unclassified 4,321"]);
  });

  it("fails on a note removed from /impact", () => {
    expect(problems([page("/impact", impact.replace(note(children.id), ""))])).toEqual([
      `/impact no-note ${lead} children`,
    ]);
  });

  it("fails on a reading changed on /initiatives to one the registry does not know", () => {
    const changed = impact.replace(`${lead} children`, `${lead + 7} children`);
    expect(problems([page("/initiatives", changed)])).toEqual([
      `/initiatives unknown-reading ${lead + 7} children`,
    ]);
  });

  it("fails on a menu line that states a listed figure, even its lead reading", () => {
    const menu = `<nav aria-label="More"><ul><li><a href="/education">Education<span>${lead} students</span></a></li></ul></nav>`;
    expect(problems([page("/impact", `${menu}${impact}`)])).toEqual([
      `/impact noteless ${lead} children`,
    ]);
  });

  it("lets a head text or share card state the lead reading, not another", () => {
    const other = children.readings[1]!.value;
    const head = `<title>Education</title><meta name="description" content="For ${lead} children">`;
    const card = [`${other} children`];
    expect(problems([{ ...page("/impact", impact, head), card }])).toEqual([
      `/impact noteless ${other} children`,
    ]);
  });

  it("skips hidden text, scripts and the note's own words", () => {
    const hidden = `<div hidden><p>Wells dug in the village this year: 4,321</p></div><script>var x = 4321;</script>`;
    expect(problems([page("/impact", `${impact}${hidden}`)])).toEqual([]);
  });

  it("reads dates and labels as such", () => {
    expect(
      problems([page("/impact", `<p>By 31 December 2027, Phase 3 ends at 6:30.</p>`)]),
    ).toEqual([]);
  });
});
