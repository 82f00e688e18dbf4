import { z } from "zod";
import { programme } from "@/content/budget";
import { HOME_PAGE_CHILDREN, village } from "@/content/village";
import { local, type FigureMeasures } from "@/content/figures/measures";

/** The last year of the programme (Dec 2027): the target year where the spec gives none. */
export const PROGRAMME_END_YEAR = Number(programme.end.slice(0, 4));

/** The eight transformation targets, in the order the home and evidence pages show them. */
export const targetIds = [
  "literacy",
  "multilingual",
  "digital",
  "economic",
  "women",
  "health",
  "agriculture",
  "leadership",
] as const;

export const targetSchema = z
  .object({
    id: z.enum(targetIds),
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

/**
 * What each number this module exports measures, by its path: the figure walk reads it
 * (content/figures/walk.ts; content/figures/measures.ts says how a rule reads).
 */
export const figureMeasures: FigureMeasures = [
  ["transformationTargets[*].target", "target.{id}"],
  ["transformationTargets[*].current", "target.{id}.baseline"],
  ["transformationTargets[*].year", "target.{id}.year"],
  ["transformationTargets[*].beneficiaries.count", local],
  ["PROGRAMME_END_YEAR", "plan.endYear"],
];
