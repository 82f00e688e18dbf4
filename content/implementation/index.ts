import { z } from "zod";
import { CONTINGENCY_PERCENT, phases, quarterOf, type BudgetPhase } from "@/content/budget";
import { phase1Months } from "@/content/implementation/phase-1";
import { phase2Months } from "@/content/implementation/phase-2";
import { phase3Months } from "@/content/implementation/phase-3";
import { PLAN_ITEMS } from "@/content/implementation/plan-items";
import { monthlyEntrySchema, type MonthlyEntry } from "@/content/implementation/schema";
import { village } from "@/content/village";
import { formatNumber, formatPercent } from "@/lib/format";
import type { Lang } from "@/lib/i18n";
import { local, type FigureMeasures } from "@/content/figures/measures";

export * from "@/content/implementation/schema";
export { PLAN_ITEMS } from "@/content/implementation/plan-items";

/**
 * The month-by-month implementation plan (spec §3 'Monthly timeline entry'), Oct 2025 to Dec 2027.
 * Activity budgets are typed once; a month's budget is the sum of its activities, and the months of
 * each phase add up to that phase's budget in content/budget.ts (93 + 35 + 35 lakh).
 */
const rows = z.array(monthlyEntrySchema).parse([...phase1Months, ...phase2Months, ...phase3Months]);

/**
 * The figures the plan's sentences name, filled into their `{placeholders}` at render time
 * (formatted per language): households surveyed, kits, computers, kW and the contingency percent.
 */
export const planFigures = {
  households: village.population.households,
  kits: PLAN_ITEMS.satelliteKits,
  computers: PLAN_ITEMS.computers,
  kw: PLAN_ITEMS.solarKw,
  contingency: CONTINGENCY_PERCENT,
} as const;

/** The plan's figures formatted for one language, for the `{placeholders}` of its sentences. */
export function planVars(lang: Lang): Record<keyof typeof planFigures, string> {
  return {
    households: formatNumber(planFigures.households, lang),
    kits: formatNumber(planFigures.kits, lang),
    computers: formatNumber(planFigures.computers, lang),
    kw: formatNumber(planFigures.kw, lang),
    contingency: formatPercent(planFigures.contingency, lang),
  };
}

/** The monthly plan, each month's budget the sum of its activities. */
export const monthlyTimeline: MonthlyEntry[] = rows.map((m) => ({
  ...m,
  budget: m.activities.reduce((sum, a) => sum + a.budget, 0),
}));

export function monthsOfPhase(id: BudgetPhase["id"]): MonthlyEntry[] {
  return monthlyTimeline.filter((m) => m.phase === id);
}

/** Sum of the monthly budgets of one phase: must equal the phase budget. */
export function monthlyBudgetOfPhase(id: BudgetPhase["id"]): number {
  return monthsOfPhase(id).reduce((sum, m) => sum + m.budget, 0);
}

/** "2025-10" → "Q4 2025" (content/budget.ts). */
export { quarterOf };

/** The phases with their month counts in this plan (6, 6 and 15, as the pages show them). */
export const planPhases = phases.map((p) => ({ ...p, plannedMonths: monthsOfPhase(p.id).length }));

/** What each phase focuses on (spec §1 for Phase 1; the others from the monthly plan above). */
export const focusIds = [
  "connectivity",
  "solarPumps",
  "telemedicine",
  "literacy",
  "skills",
  "agriProcessing",
  "shg",
  "learning",
  "hubTourism",
  "leadership",
  "handover",
  "finalSurvey",
] as const;
export type FocusId = (typeof focusIds)[number];

/** Each phase's focus, in order; the words are `implementation-timeline.focus.<id>`. */
export const phaseFocus: Record<BudgetPhase["id"], readonly FocusId[]> = {
  phase1: ["connectivity", "solarPumps", "telemedicine", "literacy"],
  phase2: ["skills", "agriProcessing", "shg", "learning"],
  phase3: ["hubTourism", "leadership", "handover", "finalSurvey"],
};

/** The last month of each phase, when its review happens. */
export const phaseReviewMonths = phases.map((p) => monthsOfPhase(p.id).at(-1)?.month ?? "");

/**
 * What each number this module exports measures, by its path: the figure walk reads it
 * (content/figures/walk.ts; content/figures/measures.ts says how a rule reads).
 */
export const figureMeasures: FigureMeasures = [
  ["planPhases[*].budget", "phase.{id}.budget"],
  ["planPhases[*].months", "phase.{id}.months"],
  ["planPhases[*].plannedMonths", "phase.{id}.months"],
  ["monthlyTimeline[*].budget", local],
  ["planFigures.computers", "plan.computers"],
  ["planFigures.contingency", "plan.contingencyPercent"],
  ["planFigures.households", "population.households"],
  ["planFigures.kits", "plan.kits"],
  ["planFigures.kw", "plan.solarKw"],
];
