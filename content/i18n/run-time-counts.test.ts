import type { MessageKey } from "@/content/i18n";
import { translator, type MessageValues } from "@/lib/messages";

/**
 * Counts that change while the site runs (milestones achieved, phases completed, quarters under
 * way, sections a visitor has explored) reach a sentence as numbers, and Hindi and Chhattisgarhi
 * choose their words by them even where English need not: "1 पड़ाव पूरा हुआ", "2 पड़ाव पूरे हुए".
 * Each row is a message, the values the page passes, the count that changes, and what a reader
 * sees at 1 and at 2 in each language. Hindi's `one` also covers 0 (Intl.PluralRules("hi")).
 */
type Row = [MessageKey, MessageValues, string, Record<"hi" | "cg", [string, string]>];

const span = { start: "«start»", end: "«end»" };
const under = {
  now: "implementation",
  quarter: "Q1 2026",
  milestones: 10,
  phases: 3,
  years: 3,
  ...span,
};
const some = {
  mode: "some",
  count: 3,
  active: 1,
  completed: 1,
  planned: 1,
  measured: "none",
  ...span,
};
const stage = { now: "implementation", started: "some", count: 6 };

const rows: Row[] = [
  [
    "timeline.hero.description",
    under,
    "achieved",
    { hi: ["1 पड़ाव पूरा हुआ है", "2 पड़ाव पूरे हुए हैं"], cg: ["1 पड़ाव पूरा होगे हे।", "2 पड़ाव पूरा होगे हें।"] },
  ],
  [
    "timeline.hero.description",
    { ...under, now: "completed" },
    "achieved",
    { hi: ["1 पड़ाव पूरा हुआ।", "2 पड़ाव पूरे हुए।"], cg: ["1 पड़ाव पूरा होइस।", "2 पड़ाव पूरा होइन।"] },
  ],
  [
    "dashboard.overview.updates.body",
    under,
    "achieved",
    { hi: ["1 पड़ाव पूरा हुआ।", "2 पड़ाव पूरे हुए।"], cg: ["1 पड़ाव पूरा होगे।", "2 पड़ाव पूरा होगे।"] },
  ],
  [
    "dashboard.hero.completion.hint",
    some,
    "completed",
    { hi: ["जारी, 1 पूरा", "जारी, 2 पूरे"], cg: ["1 पूरा", "2 पूरा"] },
  ],
  [
    "home.timeline.description",
    some,
    "active",
    { hi: ["1 चरण में काम जारी", "2 चरणों में काम जारी"], cg: ["1 चरन म", "2 चरन म"] },
  ],
  [
    "home.timeline.description",
    some,
    "completed",
    { hi: ["जारी, 1 पूरा।", "जारी, 2 पूरे।"], cg: ["1 पूरा।", "2 पूरा।"] },
  ],
  ["dashboard.kpi.intro", some, "completed", { hi: ["1 पूरा,", "2 पूरे,"], cg: ["1 पूरा,", "2 पूरा,"] }],
  ...(["agri-processing", "digital-services", "village-tourism"] as const).map((id): Row => [
    `${id}-execution.hero.stage`,
    stage,
    "inProgress",
    { hi: ["1 तिमाही में काम जारी", "2 तिमाहियों में काम जारी"], cg: ["1 तिमाही म", "2 तिमाही म"] },
  ]),
  [
    "journey.progress",
    { total: 5 },
    "n",
    { hi: ["1 हिस्सा देखा", "2 हिस्से देखे"], cg: ["1 हिस्सा देख", "2 हिस्सा देख"] },
  ],
];

describe.each(["hi", "cg"] as const)("run-time counts in %s agree with the count", (lang) => {
  const t = translator(lang);
  it.each(rows)("%s, by %#", (key, values, arg, seen) => {
    const [one, two] = seen[lang];
    expect(t(key, { ...values, [arg]: 1 })).toContain(one);
    expect(t(key, { ...values, [arg]: 2 })).toContain(two);
  });

  it("takes 0 as Hindi's `one`, as Intl.PluralRules does", () => {
    expect(new Intl.PluralRules("hi").select(0)).toBe("one");
    expect(t("journey.progress", { n: 0, total: 5 })).toContain(
      lang === "hi" ? "0 हिस्सा देखा" : "0 हिस्सा देख",
    );
  });
});
