import { inLanguage, LANGUAGES, median, twinBudgets } from "./languages.mjs";

/** A Lighthouse result with just the figures the budgets read. */
const run = (performance: number, lcp: number, cls = 0) => ({
  categories: { performance: { score: performance / 100 } },
  audits: {
    "largest-contentful-paint": { numericValue: lcp },
    "cumulative-layout-shift": { numericValue: cls },
  },
});

describe("bench: every language beside its English twin", () => {
  it("names each budget page in each language", () => {
    expect(LANGUAGES.map((lang) => inLanguage("/", lang))).toEqual(["/", "/hi", "/cg"]);
    expect(LANGUAGES.map((lang) => inLanguage("/dashboard", lang))).toEqual([
      "/dashboard",
      "/hi/dashboard",
      "/cg/dashboard",
    ]);
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 2, 3])).toBe(2.5);
  });

  it("passes a twin within 3 points and 150 ms, with no run shifting over 0.01", () => {
    const english = [run(90, 1300), run(86, 1200), run(95, 1400)];
    const budgets = twinBudgets(
      "/hi/dashboard",
      [run(88, 1400), run(87, 1450), run(80, 1500, 0.01)],
      english,
    );
    expect(budgets.map(([, ok]) => ok)).toEqual([true, true, true]);
  });

  it("fails on one run's shift, a median 4 points lower, or an LCP 151 ms later", () => {
    const english = [run(90, 1300), run(90, 1300), run(90, 1300)];
    const budgets = twinBudgets(
      "/hi/dashboard",
      [run(86, 1451), run(86, 1451, 0.197), run(99, 1000)],
      english,
    );
    expect(budgets.map(([, ok]) => ok)).toEqual([false, false, false]);
    expect(budgets[0]![0]).toContain("0.000 0.197 0.000");
  });
});
