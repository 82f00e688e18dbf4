import { INCOME_GROWTH_PERCENT, INCOME_MULTIPLE, YEAR_BUDGETS_HOME } from "@/content/budget";
import { ageGroups } from "@/content/home/age-groups";
import {
  assetIds,
  challengeIds,
  heroFigures,
  heroLinks,
  profileFigures,
  villageStats,
} from "@/content/home/hero";
import {
  capabilityIds,
  homePhases,
  nationalProjections,
  replicationSteps,
} from "@/content/home/plan";
import { programmeCards } from "@/content/home/programmes";
import { transformationTargets } from "@/content/home/targets";
import { messageFile } from "@/content/i18n/files";
import { HEALTHCARE_KM_HOME, HOME_PAGE_CHILDREN, village } from "@/content/village";
import { footerAnchors } from "@/lib/nav";
import { routeForPath } from "@/lib/routes";

describe("home content", () => {
  it("has the counts of spec §2: 5 hero links, 6 programmes, 8 targets, 3 age groups, 3 phases", () => {
    expect(heroLinks).toHaveLength(5);
    expect(programmeCards).toHaveLength(6);
    expect(transformationTargets).toHaveLength(8);
    expect(ageGroups).toHaveLength(3);
    expect(homePhases).toHaveLength(3);
    expect(replicationSteps).toHaveLength(4);
  });

  it("links only to pages in the route table", () => {
    for (const { path } of [...heroLinks, ...programmeCards])
      expect(routeForPath(path)).toBeDefined();
    expect(programmeCards.map((c) => c.path)).toEqual([
      "/starlink-impact",
      "/ai-lab-impact",
      "/telemedicine-impact",
      "/solar-power-impact",
      "/community",
      "/investment",
    ]);
  });

  it("gives the programme cards the footer's in-page anchors", () => {
    const anchors = programmeCards.map((c) => c.anchor);
    for (const id of ["healthcare", "digital", "employment"]) expect(anchors).toContain(id);
    const pageIds = ["vision", "initiatives", "impact", "timeline", "education", ...anchors];
    for (const id of footerAnchors) expect(pageIds).toContain(id);
    expect(new Set(anchors).size).toBe(anchors.length);
  });

  it("takes village figures from content/village.ts, with the home readings", () => {
    expect(heroFigures).toMatchObject({
      villagers: village.population.total,
      phases: 3,
      months: 36,
    });
    expect(villageStats).toMatchObject({
      population: 1797,
      households: 342,
      literacyPercent: 58,
      connectivityPercent: 0,
      cleanWaterPercent: 30,
    });
    expect(villageStats.healthcareKm).toEqual(HEALTHCARE_KM_HOME);
    expect(profileFigures.children).toBe(HOME_PAGE_CHILDREN);
    expect(profileFigures).toMatchObject({
      farmers: 270,
      women: 900,
      agriculturePercent: 80,
      incomeMonthly: 8000,
    });
  });

  it("shows the home page's year budgets, not the phase budgets", () => {
    expect(homePhases.map((p) => p.budget)).toEqual([...YEAR_BUDGETS_HOME]);
  });

  it("derives the income multiple and growth from 8,000 → 32,000", () => {
    expect(INCOME_MULTIPLE).toBe(4);
    expect(INCOME_GROWTH_PERCENT).toBe(300);
  });

  it("keeps the targets of spec §9", () => {
    const byId = Object.fromEntries(
      transformationTargets.map((t) => [t.id, [t.current, t.target, t.year]]),
    );
    expect(byId).toEqual({
      literacy: [58, 100, 2027],
      multilingual: [25, 90, 2027],
      digital: [15, 100, 2026],
      economic: [30, 100, 2027],
      women: [49, 95, 2027],
      health: [20, 100, 2026],
      agriculture: [10, 85, 2027],
      leadership: [40, 100, 2027],
    });
  });

  it("projects 6,00,000+ villages, 800M+ rural people and a 10-year vision", () => {
    expect(nationalProjections).toMatchObject({
      villages: 600000,
      ruralPeople: 800_000_000,
      visionYears: 10,
    });
    expect(nationalProjections.scalingPath.at(-1)).toBe(nationalProjections.villages);
  });
});

/** Keys the page builds from content ids: each must exist in every language. */
function contentKeys(): string[] {
  return [
    ...challengeIds.map((id) => `village.challenge.${id}`),
    ...assetIds.map((id) => `village.asset.${id}`),
    ...homePhases.flatMap((p) => p.items.map((item) => `${p.id}.item.${item}`)),
    ...replicationSteps.map((id) => `national.step.${id}.title`),
    ...capabilityIds.map((id) => `national.capability.${id}.title`),
    ...programmeCards.flatMap((c) =>
      c.stats.flatMap((s) => [
        `service.${c.id}.stat.${s.id}.value`,
        `service.${c.id}.stat.${s.id}.label`,
      ]),
    ),
    ...transformationTargets.map((t) => `home.targets.who.${t.beneficiaries.unit}`),
    ...ageGroups.flatMap((g) => g.programs.map((p) => `home.age.${g.id}.program.${p}`)),
  ];
}

describe("home dictionaries", () => {
  const en = messageFile("en", "home");
  const hi = messageFile("hi", "home");
  const cg = messageFile("cg", "home");
  it.each([
    ["en", en],
    ["hi", hi],
    ["cg", cg],
  ])("%s has every key the content refers to", (_lang, dict) => {
    const keys = Object.keys(dict);
    for (const key of contentKeys()) expect(keys).toContain(key);
  });

  it.each([
    ["hi", hi],
    ["cg", cg],
  ])("%s translates every heading rather than copying English", (_lang, dict) => {
    const english = en;
    const copied = Object.entries(dict).filter(
      ([key, text]) =>
        text === english[key] && /[a-z]{3}/i.test(text.replace(/\{\w+\}|Mbps|kW/g, "")),
    );
    expect(copied).toEqual([]);
  });
});
