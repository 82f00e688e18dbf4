import { z } from "zod";
import { local, type FigureMeasures } from "@/content/figures/measures";

/** The village baseline (spec §3 'Baseline' and §9 'Village facts'). Every page reads it from here. */
export const villageSchema = z.object({
  population: z.object({
    total: z.number().int().positive(),
    households: z.number().int().positive(),
    children: z.number().int().nonnegative(),
    schoolAge: z.number().int().nonnegative(),
    preSchool: z.number().int().nonnegative(),
    adults: z.number().int().nonnegative(),
    seniors: z.number().int().nonnegative(),
  }),
  literacy: z.object({
    overall: z.number().min(0).max(100),
    male: z.number().min(0).max(100),
    female: z.number().min(0).max(100),
  }),
  economic: z.object({
    /** Rupees a month per household. */
    averageMonthlyIncome: z.number().positive(),
    primaryOccupation: z.string().min(1),
    farmingHouseholds: z.number().int().nonnegative(),
    farmers: z.number().int().nonnegative(),
    agricultureDependencePercent: z.number().min(0).max(100),
    unemploymentPercent: z.number().min(0).max(100),
    /** "900+ women": the lower bound. */
    womenAtLeast: z.number().int().nonnegative(),
  }),
  infrastructure: z.object({
    internetPercent: z.number().min(0).max(100),
    reliableElectricityPercent: z.number().min(0).max(100),
    cleanWaterPercent: z.number().min(0).max(100),
  }),
});

export type Village = z.infer<typeof villageSchema>;

export const village: Village = villageSchema.parse({
  population: {
    total: 1797,
    households: 342,
    children: 540,
    schoolAge: 420,
    preSchool: 120,
    adults: 1077,
    seniors: 180,
  },
  literacy: { overall: 58, male: 67, female: 49 },
  economic: {
    averageMonthlyIncome: 8000,
    primaryOccupation: "Agriculture",
    farmingHouseholds: 200,
    farmers: 270,
    agricultureDependencePercent: 80,
    unemploymentPercent: 45,
    womenAtLeast: 900,
  },
  infrastructure: { internetPercent: 0, reliableElectricityPercent: 40, cleanWaterPercent: 30 },
});

/** Children as stated on the home page (the baseline says 540; both readings are kept). */
export const HOME_PAGE_CHILDREN = 460;

/** Distance to healthcare as stated on the home page: 3-5 km. */
export const HEALTHCARE_KM_HOME = { min: 3, max: 5 } as const;

/** Distance to healthcare in the baseline data (evidence and dashboard pages): 50 km. */
export const HEALTHCARE_KM_BASELINE = 50;

/**
 * What each number this module exports measures, by its path: the figure walk reads it
 * (content/figures/walk.ts; content/figures/measures.ts says how a rule reads).
 */
export const figureMeasures: FigureMeasures = [
  // The village (content/village.ts is the source the other modules import).
  ["village.population.total", "population.total"],
  ["village.population.households", "population.households"],
  ["village.population.children", "population.children"],
  ["village.population.schoolAge", "population.schoolAge"],
  ["village.population.preSchool", "population.preSchool"],
  ["village.population.adults", "population.adults"],
  ["village.population.seniors", "population.seniors"],
  ["village.literacy.overall", "baseline.literacy"],
  ["village.literacy.male", "baseline.literacyMale"],
  ["village.literacy.female", "baseline.literacyFemale"],
  ["village.economic.averageMonthlyIncome", "baseline.income"],
  ["village.economic.unemploymentPercent", "baseline.unemployment"],
  ["village.economic.agricultureDependencePercent", "baseline.agriculture"],
  ["village.economic.farmers", "population.farmers"],
  ["village.economic.farmingHouseholds", "population.farmingHouseholds"],
  ["village.economic.womenAtLeast", "population.women"],
  ["village.infrastructure.internetPercent", "baseline.internet"],
  ["village.infrastructure.reliableElectricityPercent", "baseline.electricity"],
  ["village.infrastructure.cleanWaterPercent", "baseline.water"],
  ["HEALTHCARE_KM_BASELINE", "baseline.healthcare"],
  ["HEALTHCARE_KM_HOME.max", "baseline.healthcare"],
  ["HEALTHCARE_KM_HOME.min", local],
  ["HOME_PAGE_CHILDREN", "population.children"],
];
