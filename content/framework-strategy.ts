import { z } from "zod";
import { phases, type BudgetPhase } from "@/content/budget";
import { ageGroupIds, figuresSchema, num } from "@/content/framework";
import { PLAN_ITEMS } from "@/content/implementation/plan-items";
import { INTERNET_MBPS } from "@/content/home/shared";
import type { FigureMeasures } from "@/content/figures/measures";

/**
 * The transformation framework's shared systems and its 3-phase strategy (spec §3 'Our Plan'),
 * beside the age-group plans in content/framework.ts. Text is in the our-plan dictionaries.
 */

export const systemicIds = [
  "connectivity",
  "learning",
  "health",
  "energy",
  "livelihoods",
  "accountability",
] as const;

export const systemicSchema = z.object({
  /** Title `our-plan.systemic.<id>`, text `our-plan.systemic.<id>.body`. */
  id: z.enum(systemicIds),
  figures: figuresSchema.default({}),
  serves: z.array(z.enum(ageGroupIds)).min(1),
});
export type SystemicSolution = z.infer<typeof systemicSchema>;

/** Shared systems that serve more than one age group. */
export const systemicSolutions: SystemicSolution[] = z.array(systemicSchema).parse([
  {
    id: "connectivity",
    figures: { mbps: num(INTERNET_MBPS), kits: num(PLAN_ITEMS.satelliteKits) },
    serves: ["children", "adults", "seniors"],
  },
  { id: "learning", serves: ["children", "adults"] },
  { id: "health", serves: ["children", "adults", "seniors"] },
  {
    id: "energy",
    figures: { kw: num(PLAN_ITEMS.solarKw) },
    serves: ["children", "adults", "seniors"],
  },
  { id: "livelihoods", serves: ["adults"] },
  { id: "accountability", serves: ["children", "adults", "seniors"] },
]);

/** What each phase delivers, by id; the text is `our-plan.focus.<id>`. */
export const focusIds = [
  "connectivity",
  "solarPumps",
  "basicTelemedicine",
  "digitalLiteracy",
  "aiLab",
  "remoteWork",
  "servicesHub",
  "specialists",
  "agriTourism",
  "handover",
  "impact",
  "playbook",
] as const;
export type FocusId = (typeof focusIds)[number];

export const strategySchema = z.object({
  id: z.enum(["phase1", "phase2", "phase3"]),
  focus: z.array(z.enum(focusIds)).length(4),
});

/**
 * What each phase delivers. Phase 1's four items are the spec's; the later phases follow the
 * budget's category timeline (skills training Q2 2026) and the execution plans.
 */
const strategyFocus = z
  .array(strategySchema)
  .length(3)
  .parse([
    {
      id: "phase1",
      focus: ["connectivity", "solarPumps", "basicTelemedicine", "digitalLiteracy"],
    },
    { id: "phase2", focus: ["aiLab", "remoteWork", "servicesHub", "specialists"] },
    { id: "phase3", focus: ["agriTourism", "handover", "impact", "playbook"] },
  ]);

export type StrategyPhase = BudgetPhase & { focus: FocusId[] };

/** The 3-phase strategy: budget, period and months from content/budget.ts, with each phase's focus. */
export const strategyPhases: StrategyPhase[] = phases.map((p) => ({
  ...p,
  focus: strategyFocus.find((s) => s.id === p.id)!.focus,
}));

/**
 * What each number this module exports measures, by its path: the figure walk reads it
 * (content/figures/walk.ts; content/figures/measures.ts says how a rule reads).
 */
export const figureMeasures: FigureMeasures = [
  ["strategyPhases[*].budget", "phase.{id}.budget"],
  ["strategyPhases[*].months", "phase.{id}.months"],
  ["systemicSolutions[*].figures.kits.n", "plan.kits"],
  ["systemicSolutions[*].figures.kw.n", "plan.solarKw"],
  ["systemicSolutions[*].figures.mbps.n", "plan.internetMbps"],
];
