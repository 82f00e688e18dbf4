import { z } from "zod";
import { INCOME_GROWTH_PERCENT, INCOME_TARGET } from "@/content/budget";
import { village } from "@/content/village";
import { local, type FigureMeasures } from "@/content/figures/measures";

/**
 * The Impact Analysis tab of the transparency hub: ROI projections and social impact metrics.
 * Every value is a plan figure of spec §9 or the village baseline; nothing here is a result.
 * Labels and notes are `transparency.roi.<id>.label` and `.note` in the transparency dictionary.
 */

const formatKind = z.enum(["rupees", "crore", "months", "percent", "count"]);
export type FormatKind = z.infer<typeof formatKind>;

export const roiSchema = z.object({
  id: z.enum(["householdIncome", "communityIncome", "growth", "recovery"]),
  /** Value today, when there is one. */
  now: z.number().nonnegative().optional(),
  projected: z.number().positive(),
  format: formatKind,
});
export type RoiProjection = z.infer<typeof roiSchema>;

const baselineIncome = village.economic.averageMonthlyIncome;

export const roiProjections: RoiProjection[] = z.array(roiSchema).parse([
  {
    id: "householdIncome",
    now: baselineIncome,
    projected: INCOME_TARGET.monthlyHousehold,
    format: "rupees",
  },
  {
    id: "communityIncome",
    now: INCOME_TARGET.communityNow,
    projected: INCOME_TARGET.communityProjected,
    format: "crore",
  },
  {
    id: "growth",
    projected: INCOME_GROWTH_PERCENT,
    format: "percent",
  },
  {
    id: "recovery",
    projected: INCOME_TARGET.recoveryMonths,
    format: "months",
  },
]);

export const socialSchema = z.object({
  /** Label and description are `transparency.social.<id>.label` and `.description`. */
  id: z.enum(["villagers", "households", "children", "women", "farmers", "adults"]),
  value: z.number().int().nonnegative(),
  /** "900+" when the figure is a lower bound. */
  atLeast: z.boolean(),
});

/** The ages of the children in AI-assisted learning ("Children aged 3-18"). */
export const CHILD_AGES = { from: 3, to: 18 } as const;

/** "200+ adults trained" among the plan items of spec §9. */
export const ADULTS_TO_TRAIN = 200;

export const socialImpactMetrics = z.array(socialSchema).parse([
  {
    id: "villagers",
    value: village.population.total,
    atLeast: false,
  },
  {
    id: "households",
    value: village.population.households,
    atLeast: false,
  },
  {
    id: "children",
    value: village.population.children,
    atLeast: false,
  },
  {
    id: "women",
    value: village.economic.womenAtLeast,
    atLeast: true,
  },
  {
    id: "farmers",
    value: village.economic.farmers,
    atLeast: false,
  },
  {
    id: "adults",
    value: ADULTS_TO_TRAIN,
    atLeast: true,
  },
]);

/**
 * What each number this module exports measures, by its path: the figure walk reads it
 * (content/figures/walk.ts; content/figures/measures.ts says how a rule reads).
 */
export const figureMeasures: FigureMeasures = [
  ["socialImpactMetrics[0].value", "population.total"],
  ["socialImpactMetrics[5].value", "plan.adultsTrained"],
  ["socialImpactMetrics[*].value", "population.{id}"],
  ["roiProjections[*].*", local],
  ["ADULTS_TO_TRAIN", "plan.adultsTrained"],
  ["CHILD_AGES.*", local],
];
