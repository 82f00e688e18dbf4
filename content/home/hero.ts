import { z } from "zod";
import { phases, programme, TOTAL_INVESTMENT } from "@/content/budget";
import { INTERNET_MBPS, pathSchema } from "@/content/home/shared";
import { HEALTHCARE_KM_HOME, HOME_PAGE_CHILDREN, village } from "@/content/village";
import { local, type FigureMeasures } from "@/content/figures/measures";

/** The hero and the village profile, the top of the home page. */

/** Hero buttons, in the order of spec §2. */
export const heroLinkSchema = z.object({
  id: z.enum(["dashboard", "impact", "investment", "evidence", "scaling"]),
  path: pathSchema,
});

export const heroLinks = z
  .array(heroLinkSchema)
  .length(5)
  .parse([
    { id: "dashboard", path: "/dashboard" },
    { id: "impact", path: "/impact" },
    { id: "investment", path: "/investment" },
    { id: "evidence", path: "/evidence" },
    { id: "scaling", path: "/scaling" },
  ]);

export const heroFigures = {
  internetMbps: INTERNET_MBPS,
  phases: phases.length,
  months: programme.months,
  totalInvestment: TOTAL_INVESTMENT,
  villagers: village.population.total,
} as const;

/** The six village stats, with the home page's reading of healthcare distance (3-5 km). */
export const villageStats = {
  population: village.population.total,
  households: village.population.households,
  literacyPercent: village.literacy.overall,
  connectivityPercent: village.infrastructure.internetPercent,
  healthcareKm: HEALTHCARE_KM_HOME,
  cleanWaterPercent: village.infrastructure.cleanWaterPercent,
} as const;

/** Values the challenge and asset lines quote; each line's text is `village.challenge.<id>`. */
export const challengeIds = [
  "income",
  "agriculture",
  "internet",
  "electricity",
  "water",
  "health",
  "literacy",
] as const;
export const assetIds = [
  "community",
  "farmers",
  "women",
  "children",
  "crafts",
  "sunshine",
] as const;

export const profileFigures = {
  incomeMonthly: village.economic.averageMonthlyIncome,
  unemploymentPercent: village.economic.unemploymentPercent,
  agriculturePercent: village.economic.agricultureDependencePercent,
  farmers: village.economic.farmers,
  internetPercent: village.infrastructure.internetPercent,
  electricityPercent: village.infrastructure.reliableElectricityPercent,
  cleanWaterPercent: village.infrastructure.cleanWaterPercent,
  literacyPercent: village.literacy.overall,
  femaleLiteracyPercent: village.literacy.female,
  women: village.economic.womenAtLeast,
  /** The home page's reading: 460 children (the baseline says 540). */
  children: HOME_PAGE_CHILDREN,
  population: village.population.total,
  households: village.population.households,
} as const;

/**
 * What each number this module exports measures, by its path: the figure walk reads it
 * (content/figures/walk.ts; content/figures/measures.ts says how a rule reads).
 */
export const figureMeasures: FigureMeasures = [
  // The home page.
  ["heroFigures.totalInvestment", "investment.total"],
  ["heroFigures.months", "plan.months"],
  ["heroFigures.phases", "plan.phases"],
  ["heroFigures.villagers", "population.total"],
  ["heroFigures.internetMbps", "plan.internetMbps"],
  ["profileFigures.population", "population.total"],
  ["profileFigures.households", "population.households"],
  ["profileFigures.children", "population.children"],
  ["profileFigures.women", "population.women"],
  ["profileFigures.farmers", "population.farmers"],
  ["profileFigures.literacyPercent", "baseline.literacy"],
  ["profileFigures.femaleLiteracyPercent", "baseline.literacyFemale"],
  ["profileFigures.incomeMonthly", "baseline.income"],
  ["profileFigures.unemploymentPercent", "baseline.unemployment"],
  ["profileFigures.agriculturePercent", "baseline.agriculture"],
  ["profileFigures.internetPercent", "baseline.internet"],
  ["profileFigures.electricityPercent", "baseline.electricity"],
  ["profileFigures.cleanWaterPercent", "baseline.water"],
  ["villageStats.population", "population.total"],
  ["villageStats.households", "population.households"],
  ["villageStats.literacyPercent", "baseline.literacy"],
  ["villageStats.connectivityPercent", "baseline.internet"],
  ["villageStats.cleanWaterPercent", "baseline.water"],
  ["villageStats.healthcareKm.max", "baseline.healthcare"],
  ["villageStats.healthcareKm.min", local],
];
