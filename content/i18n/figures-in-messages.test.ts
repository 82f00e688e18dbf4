import { cg, en, hi, type MessageKey } from "@/content/i18n";
import { contentModules } from "@/content/registry";

/**
 * A figure the content holds reaches a sentence only as an argument ({amount}, {count}), formatted
 * by lib/format: typed into a message, it would stay behind when the content changes. This test
 * reads every number in the content modules, in every way a sentence may write it (digits, Indian
 * or Western grouping, in crore, lakh, million or thousand, a share as a percentage), and fails on
 * any message, in any language, that contains one.
 *
 * Years and small numbers count too ("October 2025", "8 Core KPIs"). Not figures: the codes below
 * (names with a number in them, such as Q4, Phase 1, 80G), and the numbers of NOT_FIGURES, each a
 * message about a number word or a definition rather than a figure of the plan.
 */
const CODES = [
  /\b80G\b/g,
  // The other registrations a CSR committee asks for, by name: 12A, CSR-1 (content/funders/codes.ts).
  /\b12A\b/g,
  /\bCSR-1\b/g,
  /\b24\s*[/x×]\s*7\b/g,
  // Hindi and Chhattisgarhi say 24/7 as "24 घंटे, हर दिन" (24 hours, every day).
  /\b24 घंट[ेा]/g,
  /\b[45]G\b/g,
  // A time of day: 6:30, 4:35:12.
  /\b\d{1,2}:\d{2}(?::\d{2})?\b/g,
  // A school class: "Class 10", "कक्षा 10", "12वीं" (the 12th).
  /\bclass \d{1,2}\b/gi,
  /कक्षा \d{1,2}\b/g,
  /\b\d{1,2}वीं/g,
  // A quarter: Q4, Q1 2026's "Q1".
  /\bQ[1-4]\b/g,
  // A name with a number in it: "Phase 1", "चरण 2", "Cohort 2", "Year 1", "by year 5", "UTF-8".
  /\b(?:phase|cohort|year|review) \d\b/gi,
  /(?:चरण|चरन|साल|बछर|बैच) \d(?!\d)/gu,
  /\bUTF-8\b/g,
  // A name the page fills in, such as {phase1}: its digits are part of the name.
  /\{\s*[A-Za-z_][\w-]*/g,
];

/**
 * Numbers that coincide with a content figure without being a figure of the programme, by key
 * and token, in every language: [key, token, why].
 */
const NOT_FIGURES: readonly (readonly [MessageKey, string, string])[] = [
  [
    "dashboard.kpi.digital.description",
    "10",
    "the age from which the KPI counts a villager: part of its definition, not a figure of the plan",
  ],
  [
    "dashboard.kpi.women.methodology",
    "18",
    "women 'aged 18 and over': the age of majority, who the survey asks, not a figure of the plan",
  ],
  [
    "dashboard.kpi.literacy.description",
    "7",
    "villagers 'aged 7 and over': the age from which the census counts literacy, part of the KPI's definition",
  ],
  [
    "route.scaling.summary",
    "1",
    "'from 1 village to …': the number word one, the pilot village itself, not a count that can change",
  ],
  [
    "community.testimonials.rating",
    "5",
    "'rated … out of 5': the rating scale, a number word, not a figure of the plan",
  ],
  [
    "education.groups.outcome.counts",
    "100",
    "children 'count to 100': a level of the number curriculum, like a class, not a figure of the plan",
  ],
];

/** Every number held by a content module's exports (its data, not its schemas or functions). */
function numbersIn(value: unknown, found: Set<number>, seen = new Set<unknown>()): void {
  if (typeof value === "number" && Number.isFinite(value)) {
    found.add(value);
    return;
  }
  if (value === null || typeof value !== "object" || seen.has(value)) return;
  seen.add(value);
  // A zod schema carries its own numbers (lengths, bounds): not figures of the programme.
  if ("_zod" in value) return;
  for (const item of Array.isArray(value) ? value : Object.values(value)) {
    numbersIn(item, found, seen);
  }
}

const round = (n: number) => Math.round(n * 100) / 100;

/** The values a sentence may show for a content number n. */
function writtenAs(n: number): number[] {
  const forms = [n];
  if (Math.abs(n) >= 1e6) forms.push(n / 1e7, n / 1e6);
  if (Math.abs(n) >= 1e4) forms.push(n / 1e5);
  if (Math.abs(n) >= 1e3) forms.push(n / 1e3);
  if (n > 0 && n < 1) forms.push(n * 100);
  return forms.map(round);
}

function isFigure(n: number): boolean {
  return n !== 0;
}

const contentFigures = (() => {
  const numbers = new Set<number>();
  for (const { namespace } of contentModules) numbersIn(namespace, numbers);
  return new Set([...numbers].flatMap(writtenAs).filter((n) => n !== 0));
})();

/** The content figures a message writes out, as `key: "token"`, but for the `allowed` ones. */
function typedFigures(
  messages: Readonly<Record<string, string>>,
  allowed: readonly (readonly [string, string, string])[] = NOT_FIGURES,
): string[] {
  const found: string[] = [];
  for (const [key, message] of Object.entries(messages)) {
    let text = message;
    for (const code of CODES) text = text.replace(code, " ");
    for (const token of text.match(/\d+(?:[.,]\d+)*/g) ?? []) {
      const value = round(Number(token.replace(/,/g, "")));
      const isAllowed = allowed.some(([k, t]) => k === key && t === token);
      if (isFigure(value) && contentFigures.has(value) && !isAllowed)
        found.push(`${key}: "${token}"`);
    }
  }
  return found;
}

describe("no message types a figure the content holds", () => {
  it("reads the content's figures", () => {
    // 600,000 villages, the ₹1.63 crore total, 342 households: the test sees what it guards.
    expect(contentFigures.has(600000)).toBe(true);
    expect(contentFigures.has(1.63)).toBe(true);
    expect(contentFigures.has(342)).toBe(true);
  });

  it.each([
    ["English", en],
    ["Hindi", hi],
    ["Chhattisgarhi", cg],
  ] as const)("%s", (_, messages) => {
    expect(typedFigures(messages)).toEqual([]);
  });

  it("finds a figure typed in any of the ways a sentence writes it", () => {
    expect(
      typedFigures({
        a: "Across 600,000 villages",
        b: "₹1.63 करोड़ की योजना",
        c: "सभी 342 घर",
        d: "In 2025, Q4, phase 3, 80G and 24/7: {amount}",
        e: "6:30 AM: a Class 10 student, कक्षा 10, 12वीं पास, 24 घंटे खुला",
        f: "At 6:30, 540 students",
      }),
    ).toEqual(['a: "600,000"', 'b: "1.63"', 'c: "342"', 'd: "2025"', 'f: "540"']);
  });

  it("lets through only the listed number of a listed message", () => {
    const allowed = [["a", "100", "a level of the curriculum"]] as const;
    expect(typedFigures({ a: "Counts to 100, for 540 children", b: "100%" }, allowed)).toEqual([
      'a: "540"',
      'b: "100"',
    ]);
  });

  it.each(NOT_FIGURES)("still needs %s's %s: %s", (key, token) => {
    // An entry whose number has left the message, or is no longer a content figure, goes.
    expect(typedFigures({ [key]: en[key] }, [])).toContain(`${key}: "${token}"`);
  });
});
