import { z } from "zod";
import {
  phases,
  programme,
  TOTAL_INVESTMENT,
  YEAR_BUDGETS_HOME,
  INCOME_TARGET,
} from "@/content/budget";
import { NATIONAL_VILLAGES, RURAL_PEOPLE, scalingPhases, VISION_YEARS } from "@/content/scaling";
import { HEALTHCARE_KM_HOME, HOME_PAGE_CHILDREN, village } from "@/content/village";

/**
 * The figures of the home page (spec §2 'Home page', §9). Text lives in the dictionaries
 * (`hero.*`, `village.*`, `service.*`, `phase1-3.*`, `national.*`, `home.*`); this module holds
 * the numbers and which text goes with them. Village and budget figures are imported, not retyped.
 */

const pathSchema = z.string().regex(/^\/[a-z0-9-]*$/);

/** Hero buttons, in the order of spec §2. */
export const heroLinks = z
  .array(
    z.object({
      id: z.enum(["dashboard", "impact", "investment", "evidence", "scaling"]),
      path: pathSchema,
    }),
  )
  .length(5)
  .parse([
    { id: "dashboard", path: "/dashboard" },
    { id: "impact", path: "/impact" },
    { id: "investment", path: "/investment" },
    { id: "evidence", path: "/evidence" },
    { id: "scaling", path: "/scaling" },
  ]);

/** Satellite internet: up to 100 Mbps (spec §9 'Satellite internet'). */
export const INTERNET_MBPS = 100;

/** Target average household income, rupees a month (spec §9: 8,000 → 32,000), typed once in budget. */
export const INCOME_TARGET_MONTHLY = INCOME_TARGET.monthlyHousehold;
/** 4x, and the 300% growth target, derived from the two incomes. */
export const INCOME_MULTIPLE = INCOME_TARGET_MONTHLY / village.economic.averageMonthlyIncome;
export const INCOME_GROWTH_PERCENT = (INCOME_MULTIPLE - 1) * 100;

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

/** The three phases as the home page shows them, with its year budgets (48.7 / 23.5 / 21 lakh). */
export const homePhases = z
  .array(
    z.object({
      id: z.enum(["phase1", "phase2", "phase3"]),
      budget: z.number().positive(),
      items: z.array(z.string()).length(4),
    }),
  )
  .length(3)
  .parse([
    {
      id: "phase1",
      budget: YEAR_BUDGETS_HOME[0],
      items: ["connectivity", "solar", "telemedicine", "literacy"],
    },
    { id: "phase2", budget: YEAR_BUDGETS_HOME[1], items: ["aiLab", "skills", "agri", "women"] },
    {
      id: "phase3",
      budget: YEAR_BUDGETS_HOME[2],
      items: ["grid", "ownership", "measurement", "playbook"],
    },
  ]);

/** National scaling (spec §9 'Scale'). */
export const replicationSteps = [
  "assessment",
  "infrastructure",
  "community",
  "measurement",
] as const;
export const capabilityIds = ["connectivity", "languages", "energy", "transparency"] as const;

export const nationalProjections = z
  .object({
    villages: z.number().int().positive(),
    ruralPeople: z.number().int().positive(),
    visionYears: z.number().int().positive(),
    /** Villages reached at each scaling phase: 1, 50, 5,000, 600,000+. */
    scalingPath: z.array(z.number().int().positive()).length(4),
  })
  .parse({
    villages: NATIONAL_VILLAGES,
    ruralPeople: RURAL_PEOPLE,
    visionYears: VISION_YEARS,
    scalingPath: scalingPhases.map((p) => p.villages),
  });

/** A figure on a card; its text is a dictionary template that receives `{n}` and `{to}` formatted. */
const figureSchema = z.object({
  n: z.number().nonnegative(),
  to: z.number().nonnegative().optional(),
  format: z.enum(["number", "percent", "rupees"]).default("number"),
  digits: z.number().int().min(0).max(2).optional(),
});
export type Figure = z.infer<typeof figureSchema>;

export const programmeSchema = z.object({
  /** Dictionary id (`service.<id>.*`). */
  id: z.enum(["internet", "ai", "telemedicine", "solar", "skills", "family"]),
  /** Element id: the footer links to #digital, #healthcare and #employment. */
  anchor: z.string().regex(/^[a-z-]+$/),
  path: pathSchema,
  stats: z.array(figureSchema.extend({ id: z.string() })).length(3),
});
export type ProgrammeCard = z.infer<typeof programmeSchema>;

/** The six programme cards (spec §3 'Programme card'), figures from spec §9. */
export const programmeCards: ProgrammeCard[] = z
  .array(programmeSchema)
  .length(6)
  .parse([
    {
      id: "internet",
      anchor: "digital",
      path: "/starlink-impact",
      stats: [
        { id: "speed", n: INTERNET_MBPS },
        { id: "hotspots", n: 8 },
        { id: "uptime", n: 99.9, format: "percent", digits: 1 },
      ],
    },
    {
      id: "ai",
      anchor: "ai-learning",
      path: "/ai-lab-impact",
      stats: [
        { id: "computers", n: 25 },
        { id: "courses", n: 8, to: 20 },
        { id: "languages", n: 3 },
      ],
    },
    {
      id: "telemedicine",
      anchor: "healthcare",
      path: "/telemedicine-impact",
      stats: [
        { id: "availability", n: 24, to: 7 },
        { id: "consultations", n: 300 },
        { id: "response", n: 8, to: 2 },
      ],
    },
    {
      id: "solar",
      anchor: "solar-power",
      path: "/solar-power-impact",
      stats: [
        { id: "capacity", n: 15 },
        { id: "lifespan", n: 25 },
        {
          id: "electricity",
          n: village.infrastructure.reliableElectricityPercent,
          format: "percent",
        },
      ],
    },
    {
      id: "skills",
      anchor: "employment",
      path: "/community",
      stats: [
        { id: "adults", n: 200 },
        { id: "artisans", n: 15 },
        { id: "unemployment", n: village.economic.unemploymentPercent, format: "percent" },
      ],
    },
    {
      id: "family",
      anchor: "family-income",
      path: "/investment",
      stats: [
        {
          id: "income",
          n: village.economic.averageMonthlyIncome,
          to: INCOME_TARGET_MONTHLY,
          format: "rupees",
        },
        { id: "growth", n: INCOME_GROWTH_PERCENT, format: "percent" },
        { id: "households", n: village.population.households },
      ],
    },
  ]);

/** The last year of the programme (Dec 2027): the target year where the spec gives none. */
export const PROGRAMME_END_YEAR = Number(programme.end.slice(-4));

export const targetSchema = z
  .object({
    id: z.enum([
      "literacy",
      "multilingual",
      "digital",
      "economic",
      "women",
      "health",
      "agriculture",
      "leadership",
    ]),
    current: z.number().min(0).max(100),
    target: z.number().min(0).max(100),
    year: z.number().int().min(2025).max(2030),
    /** Who benefits: `home.targets.who.<unit>` with `{count}`. */
    beneficiaries: z.object({
      count: z.number().int().positive(),
      unit: z.enum(["villagers", "children", "households", "women", "farmers", "adults"]),
    }),
  })
  .refine((t) => t.current <= t.target, "current must not exceed target");
export type TransformationTarget = z.infer<typeof targetSchema>;

const villagers = { count: village.population.total, unit: "villagers" } as const;
const households = { count: village.population.households, unit: "households" } as const;

/** Eight transformation targets (spec §9 'Targets', current → target %). */
export const transformationTargets: TransformationTarget[] = z
  .array(targetSchema)
  .length(8)
  .parse([
    { id: "literacy", current: 58, target: 100, year: 2027, beneficiaries: villagers },
    {
      id: "multilingual",
      current: 25,
      target: 90,
      year: PROGRAMME_END_YEAR,
      beneficiaries: { count: HOME_PAGE_CHILDREN, unit: "children" },
    },
    { id: "digital", current: 15, target: 100, year: 2026, beneficiaries: villagers },
    {
      id: "economic",
      current: 30,
      target: 100,
      year: PROGRAMME_END_YEAR,
      beneficiaries: households,
    },
    {
      id: "women",
      current: 49,
      target: 95,
      year: PROGRAMME_END_YEAR,
      beneficiaries: { count: village.economic.womenAtLeast, unit: "women" },
    },
    { id: "health", current: 20, target: 100, year: 2026, beneficiaries: households },
    {
      id: "agriculture",
      current: 10,
      target: 85,
      year: PROGRAMME_END_YEAR,
      beneficiaries: { count: village.economic.farmers, unit: "farmers" },
    },
    {
      id: "leadership",
      current: 40,
      target: 100,
      year: PROGRAMME_END_YEAR,
      beneficiaries: { count: village.population.adults, unit: "adults" },
    },
  ]);

/** The year a transformation target is due, for text that quotes it. */
export function targetYear(id: TransformationTarget["id"]): number {
  const target = transformationTargets.find((t) => t.id === id);
  if (!target) throw new Error(`No transformation target "${id}"`);
  return target.year;
}

export const ageGroupSchema = z.object({
  id: z.enum(["children", "adults", "seniors"]),
  /** Inclusive; no `max` means "and over". */
  ageRange: z.object({
    min: z.number().int().nonnegative(),
    max: z.number().int().positive().optional(),
  }),
  people: z.number().int().positive(),
  targetMetric: figureSchema,
  /** What the target label quotes: `{year}`, or `{n}` and `{to}` of a figure. */
  targetLabel: z.object({ year: z.number().int().optional(), figure: figureSchema.optional() }),
  programs: z.array(z.string()).min(3),
});
export type AgeGroupProgramme = z.infer<typeof ageGroupSchema>;

/** Three age-group programmes (spec §3 'Age-group programme (home)'). Children: the home reading, 460. */
export const ageGroups: AgeGroupProgramme[] = z
  .array(ageGroupSchema)
  .length(3)
  .parse([
    {
      id: "children",
      ageRange: { min: 3, max: 18 },
      people: HOME_PAGE_CHILDREN,
      targetMetric: { n: 100, format: "percent" },
      targetLabel: { year: targetYear("literacy") },
      programs: ["aiTutor", "languages", "coding", "earlyYears"],
    },
    {
      id: "adults",
      ageRange: { min: 19, max: 59 },
      people: village.population.adults,
      targetMetric: { n: INCOME_MULTIPLE },
      targetLabel: {
        figure: {
          n: village.economic.averageMonthlyIncome,
          to: INCOME_TARGET_MONTHLY,
          format: "rupees",
        },
      },
      programs: ["digitalMarketing", "remoteWork", "agri", "womenEnterprise"],
    },
    {
      id: "seniors",
      ageRange: { min: 60 },
      people: village.population.seniors,
      targetMetric: { n: 100, format: "percent" },
      targetLabel: { year: targetYear("health") },
      programs: ["telehealth", "services", "knowledge"],
    },
  ]);
