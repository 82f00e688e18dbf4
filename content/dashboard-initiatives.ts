// Not in the content registry: the initiatives content/dashboard.ts carries in its phases, walked there.
import { z } from "zod";
import { monthSpanSchema, type BudgetPhase } from "@/content/budget";
import { progressStatusSchema } from "@/content/kpi-schema";
import type { Ledger } from "@/content/ledger/derive";
import type { BudgetCategoryId, MilestoneId } from "@/content/ledger/ids";
import { village } from "@/content/village";
import { LAKH } from "@/lib/format";
import { ADULTS_TO_TRAIN } from "@/content/transparency-impact";
import { PLAN_ITEMS } from "@/content/implementation/plan-items";

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

export const initiativeSchema = z.object({
  id: z.enum(initiativeIds),
  /** Figures the description names, as `{placeholders}`. */
  figures: z.record(z.string(), z.number()).optional(),
  budget: z.number().positive(),
  timeline: monthSpanSchema,
  /** People who benefit. */
  beneficiaries: z.number().int().positive(),
});
/** An initiative of the plan: its budget, its months and the people it helps. */
export type InitiativePlan = z.infer<typeof initiativeSchema>;
/** An initiative with its status, derived from a village's ledger (`initiativeStatus`). */
export type Initiative = InitiativePlan & {
  status: z.infer<typeof progressStatusSchema>;
};

/**
 * What an initiative's progress is recorded against: the hub's budget categories its spending
 * falls in, the timeline milestones that complete it, and those that only start it (`starts`:
 * active, never completed, once achieved). An initiative without a milestone of its own
 * completes with its phase (all of the phase's milestones achieved).
 */
export const initiativeLedger: Record<
  (typeof initiativeIds)[number],
  { categories: BudgetCategoryId[]; milestones: MilestoneId[]; starts?: MilestoneId[] }
> = {
  connectivity: { categories: ["starlink"], milestones: ["installInternet"] },
  telemedicine: { categories: ["telemedicine"], milestones: ["openTelemedicine"] },
  solarPumps: { categories: ["water"], milestones: ["commissionPumps"] },
  // The start of classes starts the programme; it completes with Phase 1.
  digitalLiteracy: { categories: ["aiLab"], milestones: [], starts: ["startDigitalClasses"] },
  aiLab: { categories: ["aiLab"], milestones: ["aiLessons"] },
  skills: { categories: ["skills"], milestones: ["firstCohort"] },
  solarGrid: { categories: ["solar"], milestones: [] },
  womenGroups: { categories: ["skills"], milestones: [] },
  agriProcessing: { categories: ["skills"], milestones: ["agreeAgriProducts"] },
  skillsHub: { categories: ["skills"], milestones: [] },
  artisans: { categories: ["skills"], milestones: [] },
  handover: { categories: [], milestones: ["handOver"] },
  evaluation: { categories: [], milestones: ["measureTargets", "publishGuide"] },
};

const { population, economic } = village;
type InitiativeRow = z.infer<typeof initiativeSchema>;
const initiativeRows: Record<BudgetPhase["id"], InitiativeRow[]> = {
  phase1: [
    {
      id: "connectivity",
      budget: 45 * LAKH,
      timeline: { from: "2025-10", to: "2025-12" },
      beneficiaries: population.total,
    },
    {
      id: "telemedicine",
      budget: 28 * LAKH,
      timeline: { from: "2025-11", to: "2026-01" },
      beneficiaries: population.total,
    },
    {
      id: "solarPumps",
      budget: 12 * LAKH,
      timeline: { from: "2025-11", to: "2026-02" },
      beneficiaries: population.total,
    },
    {
      id: "digitalLiteracy",
      budget: 8 * LAKH,
      timeline: { from: "2026-01", to: "2026-03" },
      beneficiaries: ADULTS_TO_TRAIN,
    },
  ],
  phase2: [
    {
      id: "aiLab",
      budget: 10 * LAKH,
      timeline: { from: "2026-04", to: "2026-06" },
      beneficiaries: population.children,
    },
    {
      id: "skills",
      budget: 10 * LAKH,
      timeline: { from: "2026-05", to: "2026-09" },
      beneficiaries: ADULTS_TO_TRAIN,
    },
    {
      id: "solarGrid",
      figures: { kw: PLAN_ITEMS.solarKw },
      budget: 10 * LAKH,
      timeline: { from: "2026-04", to: "2026-08" },
      beneficiaries: population.total,
    },
    {
      id: "womenGroups",
      budget: 5 * LAKH,
      timeline: { from: "2026-06", to: "2026-09" },
      beneficiaries: economic.womenAtLeast,
    },
  ],
  phase3: [
    {
      id: "agriProcessing",
      budget: 12 * LAKH,
      timeline: { from: "2026-10", to: "2027-06" },
      beneficiaries: economic.farmers,
    },
    {
      id: "skillsHub",
      budget: 10 * LAKH,
      timeline: { from: "2026-10", to: "2027-09" },
      beneficiaries: population.adults,
    },
    {
      id: "artisans",
      figures: { artisans: PLAN_ITEMS.artisans },
      budget: 5 * LAKH,
      timeline: { from: "2027-01", to: "2027-09" },
      beneficiaries: PLAN_ITEMS.artisans,
    },
    {
      id: "handover",
      budget: 4 * LAKH,
      timeline: { from: "2027-04", to: "2027-12" },
      beneficiaries: population.households,
    },
    {
      id: "evaluation",
      budget: 4 * LAKH,
      timeline: { from: "2027-10", to: "2027-12" },
      beneficiaries: population.total,
    },
  ],
};

/** The ledger's part an initiative's status reads: its milestones and its spending. */
export type InitiativeLedger = Pick<
  Ledger,
  "progressStatus" | "phaseMilestones" | "milestoneRecord"
>;

/** An initiative's status: its phase's milestones stand in when it has none of its own. */
function initiativeStatus(phase: BudgetPhase, row: InitiativeRow, ledger: InitiativeLedger) {
  const { categories, milestones, starts = [] } = initiativeLedger[row.id];
  const status = ledger.progressStatus({
    period: row.timeline,
    categories,
    milestones: milestones.length > 0 ? milestones : ledger.phaseMilestones(phase.id),
  });
  return status === "planned" && starts.some((id) => ledger.milestoneRecord(id))
    ? "active"
    : status;
}

/** A phase's initiatives as the plan sets them. */
export function initiativePlansOf(phase: BudgetPhase): InitiativePlan[] {
  return initiativeRows[phase.id];
}

/** A phase's initiatives, each with its status from a village's ledger. */
export function initiativesOf(phase: BudgetPhase, ledger: InitiativeLedger): Initiative[] {
  return initiativeRows[phase.id].map((row) => ({
    ...row,
    status: initiativeStatus(phase, row, ledger),
  }));
}
