import { realFigures } from "@/lib/quality/figure-input";
import { figureChecks, perPersonCost, phaseBudgetSum, tierReach } from "@/lib/quality/figures";
import { languageChecks, missingKeys, untranslated } from "@/lib/quality/languages";
import { ledgerChecks, realLedger } from "@/lib/quality/ledger";
import { contentLinks, linkChecks, navigationLinks, realLinks } from "@/lib/quality/links";
import { inLanguage } from "@/lib/quality/localize";
import { serviceCheck } from "@/lib/quality/service";
import { makeCheck, type CheckResult } from "@/lib/quality/types";

/** Numbers written without the grouping lib/format gives (1797 for 1,797), but years and clock times. */
function unformatted(text: string): string[] {
  const tokens = text.replace(/\b\d{1,2}:\d{2}:\d{2}\b/g, " ").match(/\d+(?:,\d+)*/g) ?? [];
  return tokens.filter((token) => {
    const year = /^\d{4}$/.test(token) && Number(token) >= 1900 && Number(token) <= 2100;
    return !year && !/^\d{1,3}$/.test(token) && !/^\d{1,2}(,\d{2})*,\d{3}$/.test(token);
  });
}

/** A ledger that fails or warns on every check: one late, unpaid expense, over its budget. */
const brokenLedger = {
  ...realLedger,
  expenses: [
    { date: "2025-01-10", category: "solar", amount: 50_00_000, receipt: "", verified: true },
  ],
  funds: [],
};

/** Every check of the suites this module localizes, passing on the site and broken. */
const checks: [string, CheckResult][] = [
  ...figureChecks().map((c): [string, CheckResult] => [`site: ${c.test}`, c]),
  ...ledgerChecks().map((c): [string, CheckResult] => [`site: ${c.test}`, c]),
  ...linkChecks().map((c): [string, CheckResult] => [`site: ${c.test}`, c]),
  ...languageChecks().map((c): [string, CheckResult] => [`site: ${c.test}`, c]),
  ["site: service", serviceCheck({ answerBytes: 6_144, elapsedMs: 12.3 })],
  [
    "site: service, re-used audit",
    serviceCheck({ answerBytes: 6_144, elapsedMs: 0.42, reused: true }),
  ],
  ...figureChecks({
    ...realFigures,
    phases: realFigures.phases.map((p) => ({ ...p, budget: p.budget + 1_00_000 })),
    perPersonBreakdown: realFigures.perPersonBreakdown.slice(1),
    tiers: realFigures.tiers.map((t) => ({ ...t, taxBenefit: 1, families: 1 })),
  }).map((c): [string, CheckResult] => [`broken: ${c.test}`, c]),
  ["broken: per person", perPersonCost({ ...realFigures, population: 1800 })],
  ["broken: no tiers", tierReach({ ...realFigures, tiers: [] })],
  ...ledgerChecks(brokenLedger).map((c): [string, CheckResult] => [`broken: ${c.test}`, c]),
  ["broken: funds shown", ledgerChecks({ ...brokenLedger, raised: 1 })[2]!],
  [
    "broken: content link",
    contentLinks({
      ...realLinks,
      modules: [{ file: "x.ts", namespace: { a: "/no" } }],
    }),
  ],
  [
    "broken: nav link",
    navigationLinks({
      ...realLinks,
      nav: [{ lang: "hi", where: "hi nav", href: "/x", path: "/x" }],
    }),
  ],
  ["broken: missing keys", missingKeys("cg", "content/i18n/cg", {}, { "a.b": "A" })],
  [
    "broken: untranslated",
    untranslated("hi", "content/i18n/hi", { "a.b": "A" }, { "a.b": "A" }, 5),
  ],
  ["broken: big service answer", serviceCheck({ answerBytes: 61_440, elapsedMs: 1_234.5 })],
];

describe("every check reads in Hindi and Chhattisgarhi", () => {
  it("covers failing checks with their fixes, not only passing ones", () => {
    expect(checks.filter(([, c]) => c.status !== "pass").length).toBeGreaterThan(12);
    expect(checks.every(([, c]) => c.status === "pass" || c.fix)).toBe(true);
  });

  describe.each(["hi", "cg"] as const)("in %s", (lang) => {
    it.each(checks)("%s", (_, check) => {
      const english = { test: check.test, details: check.details, fix: check.fix };
      const local = inLanguage(check, lang);
      expect(check.localize).toBeDefined();
      for (const part of ["test", "details", "fix"] as const) {
        expect(local[part] === undefined).toBe(english[part] === undefined);
        if (local[part] === undefined) continue;
        expect(local[part]).not.toBe(english[part]);
        expect(local[part]).toMatch(/[\u0900-\u097f]/);
        expect(unformatted(local[part]!)).toEqual([]);
      }
      // Only the words change: status, score and the rest are the check's own.
      expect({ ...local, test: "", details: "", fix: "" }).toEqual({
        ...check,
        test: "",
        details: "",
        fix: "",
      });
    });
  });

  it("English writes its figures with Indian grouping too", () => {
    expect(perPersonCost().details).toContain("/ 1,797 people");
    for (const [, check] of checks) {
      expect(unformatted(`${check.test} ${check.details} ${check.fix ?? ""}`)).toEqual([]);
    }
  });

  it("names tiers and categories in the language's own words", () => {
    const [, , , tax] = figureChecks();
    expect(inLanguage(tax!, "hi").details).toContain("ग्राम संपर्क साथी: ₹25,000 में से ₹13,000");
    expect(inLanguage(tax!, "cg").details).toContain("गाँव जोड़इया: ₹25,000 म ले ₹13,000");
    const [, , , overBudget] = ledgerChecks(brokenLedger);
    expect(inLanguage(overBudget!, "hi").details).toMatch(/^सोलर /);
  });

  it("a check without words keeps its English in every language", () => {
    const plain = makeCheck({
      category: "Figures",
      test: "Total investment vs 'about 1.2 Cr'",
      status: "warning",
      details: "d",
      critical: false,
      fix: "f",
    });
    expect(inLanguage(plain, "hi")).toBe(plain);
    const check = phaseBudgetSum();
    expect(inLanguage(check, "en")).toBe(check);
  });
});
