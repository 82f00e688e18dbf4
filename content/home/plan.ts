import { z } from "zod";
import { YEAR_BUDGETS_HOME } from "@/content/budget";
import { NATIONAL_VILLAGES, RURAL_PEOPLE, scalingPhases, VISION_YEARS } from "@/content/scaling";
import { local, type FigureMeasures } from "@/content/figures/measures";

/** The three phases as the home page shows them, with its year budgets (48.7 / 23.5 / 21 lakh). */
export const homePhaseSchema = z.object({
  id: z.enum(["phase1", "phase2", "phase3"]),
  budget: z.number().positive(),
  items: z.array(z.string()).length(4),
});

export const homePhases = z
  .array(homePhaseSchema)
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

export const nationalProjectionsSchema = z.object({
  villages: z.number().int().positive(),
  ruralPeople: z.number().int().positive(),
  visionYears: z.number().int().positive(),
  /** Villages reached at each scaling phase: 1, 50, 5,000, 600,000+. */
  scalingPath: z.array(z.number().int().positive()).length(4),
});

export const nationalProjections = nationalProjectionsSchema.parse({
  villages: NATIONAL_VILLAGES,
  ruralPeople: RURAL_PEOPLE,
  visionYears: VISION_YEARS,
  scalingPath: scalingPhases.map((p) => p.villages),
});

/**
 * What each number this module exports measures, by its path: the figure walk reads it
 * (content/figures/walk.ts; content/figures/measures.ts says how a rule reads).
 */
export const figureMeasures: FigureMeasures = [
  ["homePhases[*].budget", local],
  ["nationalProjections.villages", "national.villages"],
  ["nationalProjections.ruralPeople", "national.ruralPeople"],
  ["nationalProjections.visionYears", "national.years"],
  ["nationalProjections.scalingPath[*]", local],
];
