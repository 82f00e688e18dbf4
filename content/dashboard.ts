import { z } from "zod";
import { monthSpanSchema, phases, type BudgetPhase } from "@/content/budget";
import { progressStatusSchema } from "@/content/kpis";
import { village } from "@/content/village";
import { LAKH } from "@/lib/format";
import { ADULTS_TO_TRAIN } from "@/content/transparency-impact";
import { PLAN_ITEMS } from "@/content/implementation/plan-items";

/**
 * The progress dashboard's phases (spec §3 'Phase (dashboard)'): the three budget phases of
 * content/budget.ts, each with its initiatives. Initiative budgets are the planned split of the
 * phase budget and add up to it exactly (content/dashboard.test.ts). Nothing has started.
 */

/** Nothing has been raised or deployed, and no family has been helped yet (pre-implementation). */
export const FAMILIES_HELPED = 0;

/**
 * The initiatives, by id: their name and description are `dashboard.initiative.<id>.name` and
 * `.description` in the page's dictionaries (content/i18n/<lang>/dashboard/initiatives.json).
 */
export const initiativeIds = [
  "connectivity",
  "telemedicine",
  "solarPumps",
  "digitalLiteracy",
  "aiLab",
  "skills",
  "solarGrid",
  "womenGroups",
  "agriProcessing",
  "skillsHub",
  "artisans",
  "handover",
  "evaluation",
] as const;

const initiativeSchema = z.object({
  id: z.enum(initiativeIds),
  /** Figures the description names, as `{placeholders}`. */
  figures: z.record(z.string(), z.number()).optional(),
  budget: z.number().positive(),
  timeline: monthSpanSchema,
  /** People who benefit. */
  beneficiaries: z.number().int().positive(),
  status: progressStatusSchema,
});
export type Initiative = z.infer<typeof initiativeSchema>;

const { population, economic } = village;
const initiativeRows: Record<BudgetPhase["id"], Initiative[]> = {
  phase1: [
    {
      id: "connectivity",
      budget: 45 * LAKH,
      timeline: { from: "2025-10", to: "2025-12" },
      beneficiaries: population.total,
      status: "planned",
    },
    {
      id: "telemedicine",
      budget: 28 * LAKH,
      timeline: { from: "2025-11", to: "2026-01" },
      beneficiaries: population.total,
      status: "planned",
    },
    {
      id: "solarPumps",
      budget: 12 * LAKH,
      timeline: { from: "2025-11", to: "2026-02" },
      beneficiaries: population.total,
      status: "planned",
    },
    {
      id: "digitalLiteracy",
      budget: 8 * LAKH,
      timeline: { from: "2026-01", to: "2026-03" },
      beneficiaries: ADULTS_TO_TRAIN,
      status: "planned",
    },
  ],
  phase2: [
    {
      id: "aiLab",
      budget: 10 * LAKH,
      timeline: { from: "2026-04", to: "2026-06" },
      beneficiaries: population.children,
      status: "planned",
    },
    {
      id: "skills",
      budget: 10 * LAKH,
      timeline: { from: "2026-05", to: "2026-09" },
      beneficiaries: ADULTS_TO_TRAIN,
      status: "planned",
    },
    {
      id: "solarGrid",
      figures: { kw: PLAN_ITEMS.solarKw },
      budget: 10 * LAKH,
      timeline: { from: "2026-04", to: "2026-08" },
      beneficiaries: population.total,
      status: "planned",
    },
    {
      id: "womenGroups",
      budget: 5 * LAKH,
      timeline: { from: "2026-06", to: "2026-09" },
      beneficiaries: economic.womenAtLeast,
      status: "planned",
    },
  ],
  phase3: [
    {
      id: "agriProcessing",
      budget: 12 * LAKH,
      timeline: { from: "2026-10", to: "2027-06" },
      beneficiaries: economic.farmers,
      status: "planned",
    },
    {
      id: "skillsHub",
      budget: 10 * LAKH,
      timeline: { from: "2026-10", to: "2027-09" },
      beneficiaries: population.adults,
      status: "planned",
    },
    {
      id: "artisans",
      figures: { artisans: PLAN_ITEMS.artisans },
      budget: 5 * LAKH,
      timeline: { from: "2027-01", to: "2027-09" },
      beneficiaries: PLAN_ITEMS.artisans,
      status: "planned",
    },
    {
      id: "handover",
      budget: 4 * LAKH,
      timeline: { from: "2027-04", to: "2027-12" },
      beneficiaries: population.households,
      status: "planned",
    },
    {
      id: "evaluation",
      budget: 4 * LAKH,
      timeline: { from: "2027-10", to: "2027-12" },
      beneficiaries: population.total,
      status: "planned",
    },
  ],
};

export const phaseSchema = z.object({
  phase: z.enum(["phase1", "phase2", "phase3"]),
  name: z.string(),
  period: monthSpanSchema,
  totalBudget: z.number().positive(),
  /** Percent of the phase's work done. */
  completion: z.number().min(0).max(100),
  status: progressStatusSchema,
  initiatives: z.array(initiativeSchema).min(1),
});
export type DashboardPhase = z.infer<typeof phaseSchema>;

export const dashboardPhases: DashboardPhase[] = z
  .array(phaseSchema)
  .length(3)
  .parse(
    phases.map((p) => ({
      phase: p.id,
      name: p.name,
      period: p.period,
      totalBudget: p.budget,
      completion: 0,
      status: "planned",
      initiatives: initiativeRows[p.id],
    })),
  );

/** Sum of a phase's initiative budgets. */
export function initiativeTotal(phase: DashboardPhase): number {
  return phase.initiatives.reduce((sum, i) => sum + i.budget, 0);
}

/** Project completion: phase completion weighted by phase budget, rounded. */
export function projectCompletion(): number {
  const total = dashboardPhases.reduce((sum, p) => sum + p.totalBudget, 0);
  const done = dashboardPhases.reduce((sum, p) => sum + (p.totalBudget * p.completion) / 100, 0);
  return Math.round((done / total) * 100);
}
