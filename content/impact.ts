import { z } from "zod";
import { INCOME_TARGET } from "@/content/budget";
import { targetById } from "@/content/evidence";
import { PLAN_ITEMS } from "@/content/implementation";
import { HEALTHCARE_KM_BASELINE, village } from "@/content/village";
import { local, type FigureMeasures } from "@/content/figures/measures";

/**
 * The impact page (spec §2 'Impact page'): impact groups (spec §3 'Impact group') and the village
 * before and after; its quarterly milestones are content/impact-milestones.ts. Every value is imported or derived; these are
 * targets, not results: the programme has not started.
 */

const { population, economic, infrastructure } = village;

/** The growth target as the spec states it (§9 'Income'); the test checks the incomes agree. */
export const GROWTH_TARGET_PERCENT = 300;

export const valueFormats = [
  "count",
  "countPlus",
  "percent",
  "rupees",
  "crore",
  "months",
  "km",
  "kw",
] as const;

/** The metrics of the impact groups; each is also its dictionary key: `impact.item.<id>`. */
export const impactItemIds = [
  "children",
  "literacy",
  "multilingual",
  "computers",
  "distance",
  "telemedicine",
  "health",
  "households",
  "kits",
  "digital",
  "income",
  "communityIncome",
  "growth",
  "recovery",
  "farmers",
  "women",
  "agriculture",
  "empowerment",
  "solar",
  "adults",
  "artisans",
  "leadership",
] as const;

export const impactItemSchema = z.object({
  id: z.enum(impactItemIds),
  value: z.number().nonnegative(),
  format: z.enum(valueFormats),
  /** What the value measures (content/figures/measures.ts), for the note of a listed figure. */
  measure: z.string().optional(),
});
export type ImpactItem = z.infer<typeof impactItemSchema>;

export const impactGroupSchema = z.object({
  /** Also the dictionary key of the category: `impact.category.<id>`. */
  id: z.enum(["education", "health", "digital", "economy", "livelihoods", "energy"]),
  items: z.array(impactItemSchema).min(1),
});
export type ImpactGroup = z.infer<typeof impactGroupSchema>;

const target = (id: Parameters<typeof targetById>[0]) => targetById(id).target;

export const impactGroups: ImpactGroup[] = z.array(impactGroupSchema).parse([
  {
    id: "education",
    items: [
      {
        id: "children",
        value: population.children,
        format: "count",
        measure: "population.children",
      },
      { id: "literacy", value: target("literacy"), format: "percent", measure: "target.literacy" },
      {
        id: "multilingual",
        value: target("multilingual"),
        format: "percent",
        measure: "target.multilingual",
      },
      { id: "computers", value: PLAN_ITEMS.computers, format: "count", measure: "plan.computers" },
    ],
  },
  {
    id: "health",
    items: [
      {
        id: "distance",
        value: HEALTHCARE_KM_BASELINE,
        format: "km",
        measure: "baseline.healthcare",
      },
      { id: "telemedicine", value: population.total, format: "count" },
      { id: "health", value: target("health"), format: "percent", measure: "target.health" },
    ],
  },
  {
    id: "digital",
    items: [
      {
        id: "households",
        value: population.households,
        format: "count",
        measure: "population.households",
      },
      { id: "kits", value: PLAN_ITEMS.satelliteKits, format: "count", measure: "plan.kits" },
      { id: "digital", value: target("digital"), format: "percent", measure: "target.digital" },
    ],
  },
  {
    id: "economy",
    items: [
      {
        id: "income",
        value: INCOME_TARGET.monthlyHousehold,
        format: "rupees",
      },
      {
        id: "communityIncome",
        value: INCOME_TARGET.communityProjected,
        format: "crore",
      },
      { id: "growth", value: GROWTH_TARGET_PERCENT, format: "percent" },
      { id: "recovery", value: INCOME_TARGET.recoveryMonths, format: "months" },
    ],
  },
  {
    id: "livelihoods",
    items: [
      { id: "farmers", value: economic.farmers, format: "count" },
      { id: "women", value: economic.womenAtLeast, format: "countPlus" },
      {
        id: "agriculture",
        value: target("agriculture"),
        format: "percent",
      },
      { id: "empowerment", value: target("women"), format: "percent", measure: "target.women" },
    ],
  },
  {
    id: "energy",
    items: [
      { id: "solar", value: PLAN_ITEMS.solarKw, format: "kw", measure: "plan.solarKw" },
      { id: "adults", value: PLAN_ITEMS.adultsTrainedAtLeast, format: "countPlus" },
      { id: "artisans", value: PLAN_ITEMS.artisans, format: "count" },
      {
        id: "leadership",
        value: target("leadership"),
        format: "percent",
        measure: "target.leadership",
      },
    ],
  },
]);

export const beforeAfterSchema = z.object({
  /** Also the dictionary key of the row: `impact.beforeAfter.<id>`. */
  id: z.enum(["internet", "literacy", "digital", "health", "income", "community"]),
  before: z.number().nonnegative(),
  after: z.number().positive(),
  format: z.enum(["percent", "rupees", "crore"]),
});
export type BeforeAfter = z.infer<typeof beforeAfterSchema> & {
  /** after ÷ before; null when the baseline is zero. */
  multiple: number | null;
};

const baselineOf = (id: Parameters<typeof targetById>[0]) => targetById(id).current;

/** The village at baseline and at the targets; the multiple is derived. */
export const beforeAfter: BeforeAfter[] = z
  .array(beforeAfterSchema)
  .parse([
    {
      id: "internet",
      before: infrastructure.internetPercent,
      after: 100,
      format: "percent",
    },
    {
      id: "literacy",
      before: baselineOf("literacy"),
      after: target("literacy"),
      format: "percent",
    },
    {
      id: "digital",
      before: baselineOf("digital"),
      after: target("digital"),
      format: "percent",
    },
    {
      id: "health",
      before: baselineOf("health"),
      after: target("health"),
      format: "percent",
    },
    {
      id: "income",
      before: economic.averageMonthlyIncome,
      after: INCOME_TARGET.monthlyHousehold,
      format: "rupees",
    },
    {
      id: "community",
      before: INCOME_TARGET.communityNow,
      after: INCOME_TARGET.communityProjected,
      format: "crore",
    },
  ])
  .map((row) => ({ ...row, multiple: row.before > 0 ? row.after / row.before : null }));

/** Household income growth implied by the two incomes: (32,000 − 8,000) ÷ 8,000 = 300%. */
export function incomeGrowthPercent(): number {
  return (
    ((INCOME_TARGET.monthlyHousehold - economic.averageMonthlyIncome) /
      economic.averageMonthlyIncome) *
    100
  );
}

/**
 * What each number this module exports measures, by its path: the figure walk reads it
 * (content/figures/walk.ts; content/figures/measures.ts says how a rule reads).
 */
export const figureMeasures: FigureMeasures = [["*", local]];
