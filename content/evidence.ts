import { z } from "zod";
import { phases } from "@/content/budget";
import { targetIds } from "@/content/home/targets";
import { monthsOfPhase } from "@/content/implementation";
import { HEALTHCARE_KM_BASELINE, village } from "@/content/village";
import { local, type FigureMeasures } from "@/content/figures/measures";

/** The evidence page: baseline cards, age analysis, targets with checkpoints, data sources. */

const { population, literacy, economic, infrastructure } = village;

export const baselineCardSchema = z.object({
  /**
   * Also the dictionary key of the card's label, `evidence.baseline.<id>`, and of its detail line,
   * `evidence.baseline.<id>.detail`, whose figures the page fills from content/village.ts.
   */
  id: z.enum([
    "population",
    "households",
    "literacy",
    "income",
    "unemployment",
    "agriculture",
    "internet",
    "electricity",
    "water",
    "healthcare",
  ]),
  value: z.number().nonnegative(),
  format: z.enum(["number", "percent", "rupees", "km"]),
});
export type BaselineCard = z.infer<typeof baselineCardSchema>;

export const baselineCards: BaselineCard[] = z.array(baselineCardSchema).parse([
  { id: "population", value: population.total, format: "number" },
  { id: "households", value: population.households, format: "number" },
  { id: "literacy", value: literacy.overall, format: "percent" },
  { id: "income", value: economic.averageMonthlyIncome, format: "rupees" },
  { id: "unemployment", value: economic.unemploymentPercent, format: "percent" },
  { id: "agriculture", value: economic.agricultureDependencePercent, format: "percent" },
  { id: "internet", value: infrastructure.internetPercent, format: "percent" },
  { id: "electricity", value: infrastructure.reliableElectricityPercent, format: "percent" },
  { id: "water", value: infrastructure.cleanWaterPercent, format: "percent" },
  // Both readings are kept as the spec gives them; the quality report compares them.
  { id: "healthcare", value: HEALTHCARE_KM_BASELINE, format: "km" },
]);

/**
 * The main occupation, which the income card's detail names. Hindi and Chhattisgarhi write it
 * as a word of their own (खेती), so a change here must be carried into their dictionaries.
 */
export const PRIMARY_OCCUPATION = z.literal("Agriculture").parse(economic.primaryOccupation);

export const ageGroupSchema = z.object({
  /** Also the dictionary key of its name, `evidence.age.<id>`, and focus, `evidence.age.<id>.focus`. */
  id: z.enum(["children", "adults", "seniors"]),
  count: z.number().int().nonnegative(),
  parts: z.array(z.object({ id: z.enum(["schoolAge", "preSchool"]), count: z.number().int() })),
});
export type AgeGroup = z.infer<typeof ageGroupSchema> & { share: number };

/** Population by age; each group's share of the total is derived. */
export const ageGroups: AgeGroup[] = z
  .array(ageGroupSchema)
  .parse([
    {
      id: "children",
      count: population.children,
      parts: [
        { id: "schoolAge", count: population.schoolAge },
        { id: "preSchool", count: population.preSchool },
      ],
    },
    {
      id: "adults",
      count: population.adults,
      parts: [],
    },
    {
      id: "seniors",
      count: population.seniors,
      parts: [],
    },
  ])
  .map((g) => ({ ...g, share: (g.count / population.total) * 100 }));

export const targetSchema = z.object({
  /** Also the dictionary key of its metric's name: `evidence.targets.<id>`. */
  id: z.enum(targetIds),
  current: z.number().min(0).max(100),
  target: z.number().min(0).max(100),
  /** The year the spec gives; without one, the target is for the end of the programme. */
  year: z.number().int().optional(),
});
export type Target = z.infer<typeof targetSchema>;

/**
 * Targets, current to target percent (spec §9 'Targets'). The dashboard's eight KPIs give some of
 * these differently (literacy 58→95, economic 28, women 40→85, leadership 35); those readings live
 * with the dashboard, and the quality report compares them.
 */
export const targets: Target[] = z
  .array(targetSchema)
  .length(8)
  .parse([
    {
      id: "literacy",
      current: literacy.overall,
      target: 100,
      year: 2027,
    },
    { id: "multilingual", current: 25, target: 90 },
    { id: "digital", current: 15, target: 100, year: 2026 },
    { id: "economic", current: 30, target: 100 },
    { id: "women", current: 49, target: 95 },
    { id: "health", current: 20, target: 100, year: 2026 },
    { id: "agriculture", current: 10, target: 85 },
    { id: "leadership", current: 40, target: 100 },
  ]);

export function targetById(id: Target["id"]): Target {
  const found = targets.find((t) => t.id === id);
  if (!found) throw new Error(`Unknown target ${id}`);
  return found;
}

const START = "2025-10";
const END = monthsOfPhase("phase3").at(-1)?.month ?? "2027-12";

/** Months from the start of October 2025 to the end of `month`. */
export function monthsElapsed(month: string): number {
  const [y0, m0] = START.split("-").map(Number) as [number, number];
  const [y1, m1] = month.split("-").map(Number) as [number, number];
  return (y1 - y0) * 12 + (m1 - m0) + 1;
}

export interface Checkpoint {
  month: string;
  value: number;
}

/**
 * Interim checkpoints at each phase end before the target's deadline, then the deadline itself.
 * They are straight-line steps from baseline to target, not results: nothing has been measured yet.
 */
export function checkpoints(t: Target): Checkpoint[] {
  const deadline = t.year ? `${t.year}-12` : END;
  const total = monthsElapsed(deadline);
  const phaseEnds = phases
    .map((p) => monthsOfPhase(p.id).at(-1)?.month ?? "")
    .filter((m) => m && monthsElapsed(m) < total);
  return [...phaseEnds, deadline].map((month) => ({
    month,
    value: Math.round(t.current + ((t.target - t.current) * monthsElapsed(month)) / total),
  }));
}

/** What a data source covers; the words are `evidence.sources.cover.<id>`. */
export const coverIds = [
  "households",
  "literacyByGender",
  "incomeOccupation",
  "population",
  "ageGroups",
  "internet",
  "electricity",
  "water",
  "healthcare",
  "targets",
  "finalSurvey",
] as const;

export const dataSourceSchema = z.object({
  /**
   * Also the dictionary key of its title, `evidence.sources.<id>`, and of its method,
   * `evidence.sources.<id>.method`.
   */
  id: z.enum(["survey", "headcount", "infrastructure", "followUp"]),
  covers: z.array(z.enum(coverIds)).min(1),
});

/**
 * Where the figures come from. Only the programme's own work is named: nothing invented. The
 * caveat shown under them is `evidence.sources.caveat`: the baseline is the programme's own, not
 * yet checked by others.
 */
export const dataSources = z.array(dataSourceSchema).parse([
  { id: "survey", covers: ["households", "literacyByGender", "incomeOccupation"] },
  { id: "headcount", covers: ["population", "ageGroups"] },
  { id: "infrastructure", covers: ["internet", "electricity", "water", "healthcare"] },
  { id: "followUp", covers: ["targets", "finalSurvey"] },
]);

/**
 * What each number this module exports measures, by its path: the figure walk reads it
 * (content/figures/walk.ts; content/figures/measures.ts says how a rule reads).
 */
export const figureMeasures: FigureMeasures = [
  ["targets[*].target", "target.{id}"],
  ["targets[*].current", "target.{id}.baseline"],
  ["targets[*].year", "target.{id}.year"],
  ["baselineCards[*].value", "baseline.{id}"],
  ["ageGroups[*].count", "population.{id}"],
  ["ageGroups[*].parts[*].count", "population.{id}"],
  ["ageGroups[*].share", local],
];
