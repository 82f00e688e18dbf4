import { z } from "zod";
import { local, type FigureMeasures } from "@/content/figures/measures";
import pilotFile from "@/content/villages/pilot/village.json";

const count = z.number().int().nonnegative();
const percent = z.number().min(0).max(100);

/** Known of every village from the start: npm run new-village asks for them. */
const counted = {
  total: z.number().int().positive(),
  households: z.number().int().positive(),
};

/** The baseline a survey gives (spec §3 'Baseline' and §9 'Village facts'). */
const surveyed = {
  population: {
    children: count,
    schoolAge: count,
    preSchool: count,
    adults: count,
    seniors: count,
  },
  literacy: { overall: percent, male: percent, female: percent },
  economic: {
    /** Rupees a month per household. */
    averageMonthlyIncome: z.number().positive(),
    primaryOccupation: z.string().min(1),
    farmingHouseholds: count,
    farmers: count,
    agricultureDependencePercent: percent,
    unemploymentPercent: percent,
    /** "900+ women": the lower bound. */
    womenAtLeast: count,
  },
  infrastructure: {
    internetPercent: percent,
    reliableElectricityPercent: percent,
    cleanWaterPercent: percent,
  },
};

type Shape = Record<string, z.ZodType>;
/** The same fields, each null until it is known. */
function orNull<S extends Shape>(shape: S): { [K in keyof S]: z.ZodNullable<S[K]> } {
  return Object.fromEntries(Object.entries(shape).map(([k, s]) => [k, s.nullable()])) as {
    [K in keyof S]: z.ZodNullable<S[K]>;
  };
}

/**
 * A village's baseline as its folder gives it (village.json's "facts"). A new village's population
 * and households are known from the start; every other figure is null until its survey gives it
 * (npm run new-village writes null, never a guess).
 */
export const villageSchema = z.object({
  population: z.object({ ...counted, ...orNull(surveyed.population) }),
  literacy: z.object(orNull(surveyed.literacy)),
  economic: z.object(orNull(surveyed.economic)),
  infrastructure: z.object(orNull(surveyed.infrastructure)),
});

export type Village = z.infer<typeof villageSchema>;

/** The pilot's baseline: every figure surveyed. Every page about the pilot reads it from here. */
const pilotSchema = z.object({
  population: z.object({ ...counted, ...surveyed.population }),
  literacy: z.object(surveyed.literacy),
  economic: z.object(surveyed.economic),
  infrastructure: z.object(surveyed.infrastructure),
});

/**
 * The pilot's baseline, from its folder (content/villages/pilot/village.json); every village's
 * folder holds its own, read through lib/programme.
 */
export const village: z.infer<typeof pilotSchema> = pilotSchema.parse(pilotFile.facts);

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
