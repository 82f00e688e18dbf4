import { z } from "zod";
import {
  isoMonthSchema,
  PER_PERSON_SCALING,
  perPersonInvestment,
  programme,
} from "@/content/budget";
import { village } from "@/content/village";
import { local, type FigureMeasures } from "@/content/figures/measures";

/**
 * National scaling (spec §2 'Scaling page', §3 'Scaling phase', §9 'Scale'). Phase names and
 * statuses are translated by id (`scaling.phase.<id>`, `scaling.status.<status>`), and so is the body
 * copy: `scaling.phase.<id>.focus`, `scaling.metric.<id>.measure`.
 */

/** 600,000+ villages: the national target (a lower bound, shown with "+"). */
export const NATIONAL_VILLAGES = 6_00_000;
/** 800M+ rural people (a lower bound, shown with "+"). */
export const RURAL_PEOPLE = 800_000_000;
/** The vision runs ten years. */
export const VISION_YEARS = 10;

export const scalingStatuses = ["Active", "Planned", "Vision"] as const;
export type ScalingStatus = (typeof scalingStatuses)[number];

export const scalingPhaseSchema = z.object({
  id: z.enum(["pilot", "district", "state", "national"]),
  /** Years of the ten-year vision the phase spans ("Years 1-3"). */
  years: z.object({ from: z.number().int().positive(), to: z.number().int().positive() }),
  /** The phase's months, where they are fixed (the pilot's programme dates). */
  dates: z.object({ from: isoMonthSchema, to: isoMonthSchema }).optional(),
  villages: z.number().int().positive(),
  /** True where the figure is a lower bound ("600,000+"). */
  atLeast: z.boolean(),
  population: z.number().int().positive(),
  /** True where the population is estimated as villages × the pilot village's population. */
  estimated: z.boolean(),
  status: z.enum(scalingStatuses),
});
export type ScalingPhase = z.infer<typeof scalingPhaseSchema>;

const pilotPeople = village.population.total;

/**
 * The 10-year roadmap: 1, 50, 5,000 and 600,000+ villages. The pilot is 'Active' (spec §4: the
 * first phase is active) although it is still in pre-implementation; the page says so.
 */
export const scalingPhases: ScalingPhase[] = z
  .array(scalingPhaseSchema)
  .length(4)
  .parse([
    {
      id: "pilot",
      years: { from: 1, to: 3 },
      dates: { from: programme.start, to: programme.end },
      villages: 1,
      atLeast: false,
      population: pilotPeople,
      estimated: false,
      status: "Active",
    },
    {
      id: "district",
      years: { from: 3, to: 5 },
      villages: 50,
      atLeast: false,
      population: 50 * pilotPeople,
      estimated: true,
      status: "Planned",
    },
    {
      id: "state",
      years: { from: 5, to: 7 },
      villages: 5_000,
      atLeast: false,
      population: 5_000 * pilotPeople,
      estimated: true,
      status: "Vision",
    },
    {
      id: "national",
      years: { from: 7, to: 10 },
      villages: NATIONAL_VILLAGES,
      atLeast: true,
      population: RURAL_PEOPLE,
      estimated: false,
      status: "Vision",
    },
  ]);

export const successMetricSchema = z.object({
  id: z.enum(["villages", "people", "cost", "internet", "literacy"]),
  from: z.number().nonnegative(),
  to: z.number().nonnegative(),
  /** How the two figures are formatted. */
  kind: z.enum(["count", "rupees", "percent"]),
  /** True where the target is a lower bound ("600,000+"). */
  atLeast: z.boolean(),
});
export type SuccessMetric = z.infer<typeof successMetricSchema>;

/** What success is measured by, from the pilot's baseline to the 10-year target. Titles: `scaling.metric.<id>`. */
export const successMetrics: SuccessMetric[] = z.array(successMetricSchema).parse([
  {
    id: "villages",
    from: 1,
    to: NATIONAL_VILLAGES,
    kind: "count",
    atLeast: true,
  },
  {
    id: "people",
    from: pilotPeople,
    to: RURAL_PEOPLE,
    kind: "count",
    atLeast: true,
  },
  {
    id: "cost",
    // The pilot's ₹9,071 a person against the ₹668 scaling cost a person.
    from: perPersonInvestment(),
    to: PER_PERSON_SCALING,
    kind: "rupees",
    atLeast: false,
  },
  {
    id: "internet",
    from: village.infrastructure.internetPercent,
    to: 100,
    kind: "percent",
    atLeast: false,
  },
  {
    id: "literacy",
    from: village.literacy.overall,
    to: 100,
    kind: "percent",
    atLeast: false,
  },
]);

/** How many times cheaper a person is reached at scale than in the pilot (about 13.6). */
export function costReduction(): number {
  return perPersonInvestment() / PER_PERSON_SCALING;
}

/**
 * What each number this module exports measures, by its path: the figure walk reads it
 * (content/figures/walk.ts; content/figures/measures.ts says how a rule reads).
 */
export const figureMeasures: FigureMeasures = [
  // Scale, partners, engagement, community.
  ["NATIONAL_VILLAGES", "national.villages"],
  ["RURAL_PEOPLE", "national.ruralPeople"],
  ["VISION_YEARS", "national.years"],
  ["*", local],
];
