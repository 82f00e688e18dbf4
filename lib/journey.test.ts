import journeyMessages from "@/content/i18n/en/journey.json";
import {
  engagementLevels,
  JOURNEY_HIDE_AFTER_SECONDS,
  JOURNEY_SHOW_AFTER_SECONDS,
  journeySections,
} from "@/content/journey";
import { engagementLevel, formatElapsed, isTrackerVisible, sectionForPath } from "@/lib/journey";
import { journeySectionPaths } from "@/lib/journey-paths";
import { translator } from "@/lib/messages";
import { routeById } from "@/lib/routes";

describe("journey sections", () => {
  it("are the spec's five, in order, each on a page of the route table", () => {
    expect(journeySections.map((s) => [s.id, routeById(s.routeId as never).path])).toEqual([
      ["overview", "/"],
      ["transparency", "/transparency"],
      ["impact", "/impact"],
      ["execution", "/dashboard"],
      ["investment", "/investment"],
    ]);
    const t = translator("en");
    expect(journeySections.map((s) => t(`journey.section.${s.id}.title`))).toEqual([
      "Project Overview",
      "Transparency & Credibility",
      "Impact Analysis",
      "Execution Plans",
      "Investment Opportunity",
    ]);
    expect(t(`journey.section.${journeySections[3]!.id}.description`)).toBe(
      "Review detailed quarterly implementation roadmaps",
    );
  });
});

describe("sectionForPath", () => {
  it.each([
    ["/", "overview"],
    ["/hi", "overview"],
    ["/cg/", "overview"],
    ["/transparency", "transparency"],
    ["/transparency-hub", "transparency"],
    ["/hi/transparency-hub-v2", "transparency"],
    ["/impact", "impact"],
    ["/hi/impact", "impact"],
    ["/dashboard", "execution"],
    ["/progress", "execution"],
    ["/dashboard-v2/", "execution"],
    ["/cg/progress", "execution"],
    ["/investment", "investment"],
    ["/cg/investment", "investment"],
  ])("%s counts for %s", (path, id) => {
    expect(sectionForPath(path, journeySectionPaths(journeySections))).toBe(id);
  });

  it.each(["/evidence", "/hi/our-plan", "/no-such-page", "/en/impact", "/impact/extra", "/hindi"])(
    "%s counts for no section",
    (path) => expect(sectionForPath(path, journeySectionPaths(journeySections))).toBeUndefined(),
  );
});

describe("engagement levels", () => {
  it.each([
    [0, "starting"],
    [1, "starting"],
    [2, "active"],
    [3, "engaged"],
    [4, "deep"],
    [5, "deep"],
  ])("%i completed sections → %s", (n, level) => expect(engagementLevel(n)).toBe(level));

  it("start at 2, 3 and 4 (spec §9)", () => {
    expect(engagementLevels.map((l) => l.minSections)).toEqual([4, 3, 2, 0]);
  });
});

describe("the visibility window", () => {
  it("uses the spec's 30 s and 120 s", () => {
    expect([JOURNEY_SHOW_AFTER_SECONDS, JOURNEY_HIDE_AFTER_SECONDS]).toEqual([30, 120]);
  });
  it.each([
    [0, false],
    [30, false],
    [30.001, true],
    [31, true],
    [120, true],
    [120.5, false],
    [3600, false],
  ])("at %s s shown: %s", (s, shown) => expect(isTrackerVisible(s, false)).toBe(shown));
  it("never shows once dismissed", () => expect(isTrackerVisible(60, true)).toBe(false));
});

describe("formatting", () => {
  it.each([
    [0, "0:00"],
    [5, "0:05"],
    [31.9, "0:31"],
    [75, "1:15"],
    [600, "10:00"],
    [-4, "0:00"],
    [Number.NaN, "0:00"],
    [Number.POSITIVE_INFINITY, "0:00"],
  ])("%s s → %s", (s, text) => expect(formatElapsed(s)).toBe(text));
});

describe("journey text", () => {
  it("is translated into Hindi and Chhattisgarhi, keeping the placeholders", () => {
    // The tracker fills its messages in the browser, so each is a plain template.
    const [en, hi, cg] = (["en", "hi", "cg"] as const).map((lang) => translator(lang).template);
    for (const key of Object.keys(journeyMessages) as (keyof typeof journeyMessages)[]) {
      // The progress line agrees with its count, so the server formats it (journey-slot.tsx).
      if (key === "journey.progress") continue;
      expect(hi!(key)).not.toBe(en!(key));
      expect(cg!(key)).not.toBe(hi!(key));
      const placeholders = (text: string) => text.match(/\{\w+\}/g)?.sort() ?? [];
      expect(placeholders(hi!(key))).toEqual(placeholders(en!(key)));
      expect(placeholders(cg!(key))).toEqual(placeholders(en!(key)));
    }
    expect(en!("journey.section.execution.title")).toBe("Execution Plans");
  });

  it("formats the progress line per count, in each language's plural", () => {
    const progress = (["en", "hi", "cg"] as const).map((lang) =>
      translator(lang)("journey.progress", { n: 1, total: 5 }),
    );
    expect(progress).toEqual([
      "1 of 5 sections explored",
      "5 में से 1 हिस्सा देखा",
      "5 म ले 1 हिस्सा देख डारेव",
    ]);
  });
});
