import { fillTemplate, pluralTemplate } from "@/lib/template";

describe("island templates", () => {
  it("fills placeholders and leaves unknown ones", () => {
    expect(fillTemplate("{n} of {total} sections explored", { n: 2, total: 5 })).toBe(
      "2 of 5 sections explored",
    );
    expect(fillTemplate("{time} spent {x}", { time: "0:31" })).toBe("0:31 spent {x}");
  });

  it("picks a count's template by the language's plural rules", () => {
    const templates = { one: "{count} check", other: "{count} checks" };
    expect([0, 1, 2].map((n) => pluralTemplate(n, "en", templates))).toEqual([
      "{count} checks",
      "{count} check",
      "{count} checks",
    ]);
    // Hindi's `one` takes 0 as well; Chhattisgarhi follows Hindi.
    expect([0, 1, 2].map((n) => pluralTemplate(n, "cg", templates))).toEqual([
      "{count} check",
      "{count} check",
      "{count} checks",
    ]);
  });
});
