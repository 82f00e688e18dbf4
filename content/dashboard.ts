import { z } from "zod";
import { monthSpanSchema, phases, TOTAL_INVESTMENT, type BudgetPhase } from "@/content/budget";
import { progressStatusSchema, type ProgressStatus } from "@/content/kpi-schema";
import { village } from "@/content/village";
import { LAKH } from "@/lib/format";
import { ADULTS_TO_TRAIN } from "@/content/transparency-impact";
import { PLAN_ITEMS } from "@/content/implementation/plan-items";
import type { BudgetCategoryId, MilestoneId } from "@/content/ledger/ids";
import {
  phaseCompletion,
  phaseMilestones,
  progressStatus,
  STARTED,
  status,
} from "@/content/ledger";

/**
 * The progress dashboard's phases (spec §3 'Phase (dashboard)'): the three budget phases of
 * content/budget.ts, each with its initiatives. Initiative budgets are the planned split of the
 * phase budget and add up to it exactly (content/dashboard.test.ts). Statuses and completion come
 * from the programme team's files (content/ledger).
 */

/** Families helped so far, as the team records them in status.json: none until it does. */
export const FAMILIES_HELPED = status.familiesHelped ?? 0;

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
});
/** An initiative with its status, derived from the ledger (`initiativeStatus`). */
export type Initiative = z.infer<typeof initiativeSchema> & {
  status: z.infer<typeof progressStatusSchema>;
};

/**
 * What an initiative's progress is recorded against: the hub's budget categories its spending
 * falls in, and the timeline milestones that complete it. An initiative without a milestone of
 * its own completes with its phase (all of the phase's milestones achieved).
 */
export const initiativeLedger: Record<
  (typeof initiativeIds)[number],
  { categories: BudgetCategoryId[]; milestones: MilestoneId[] }
> = {
  connectivity: { categories: ["starlink"], milestones: ["installInternet"] },
  telemedicine: { categories: ["telemedicine"], milestones: ["openTelemedicine"] },
  solarPumps: { categories: ["water"], milestones: ["commissionPumps"] },
  digitalLiteracy: { categories: ["aiLab"], milestones: ["startDigitalClasses"] },
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

export const phaseSchema = z.object({
  phase: z.enum(["phase1", "phase2", "phase3"]),
  name: z.string(),
  period: monthSpanSchema,
  totalBudget: z.number().positive(),
  /** Percent of the phase's milestones achieved. */
  completion: z.number().min(0).max(100),
  status: progressStatusSchema,
  initiatives: z.array(initiativeSchema.extend({ status: progressStatusSchema })).min(1),
});
export type DashboardPhase = z.infer<typeof phaseSchema>;

/** An initiative's status: its phase's milestones stand in when it has none of its own. */
function initiativeStatus(phase: BudgetPhase, row: InitiativeRow) {
  const { categories, milestones } = initiativeLedger[row.id];
  return progressStatus({
    period: row.timeline,
    categories,
    milestones: milestones.length > 0 ? milestones : phaseMilestones(phase.id),
  });
}

export const dashboardPhases: DashboardPhase[] = z
  .array(phaseSchema)
  .length(3)
  .parse(
    phases.map((p) => ({
      phase: p.id,
      name: p.name,
      period: p.period,
      totalBudget: p.budget,
      completion: phaseCompletion(p.id),
      status: progressStatus({ period: p.period, milestones: phaseMilestones(p.id) }),
      initiatives: initiativeRows[p.id].map((i) => ({ ...i, status: initiativeStatus(p, i) })),
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

/** How many of the rows are planned, active and completed. */
export function statusCounts(rows: readonly { status: ProgressStatus }[]) {
  const counts: Record<ProgressStatus, number> = { planned: 0, active: 0, completed: 0 };
  for (const row of rows) counts[row.status] += 1;
  return counts;
}

/**
 * The completion hint's case: every phase planned (before anything is recorded), every phase
 * completed, or some under way, with the counts the sentence names.
 */
export function phaseProgressSummary(list: readonly DashboardPhase[] = dashboardPhases) {
  const counts = statusCounts(list);
  const mode =
    counts.planned === list.length
      ? "allPlanned"
      : counts.completed === list.length
        ? "allCompleted"
        : "some";
  return { mode, count: list.length, ...counts } as const;
}

/**
 * What a money figure's hint says: 'prelaunch' while the programme has not started and nothing
 * is recorded ("Nothing spent before launch"), 'none' once it has started with nothing recorded,
 * 'some' once an amount is recorded (then the hint gives its share of the budget).
 */
export type MoneyState = "prelaunch" | "none" | "some";
export function moneyState(amount: number, started: boolean = STARTED): MoneyState {
  if (amount > 0) return "some";
  return started ? "none" : "prelaunch";
}

/** An amount as a share of the total investment, 0-100, rounded down so 99.6% never reads 100%. */
export function shareOfBudget(amount: number): number {
  return Math.floor((amount / TOTAL_INVESTMENT) * 100);
}

/** A phase of the dashboard by id: its status and completion from the ledger. */
export function phaseById(id: DashboardPhase["phase"]): DashboardPhase {
  return dashboardPhases.find((p) => p.phase === id)!;
}

/** The phase under way: the first not completed, or the last once every phase is completed. */
export function currentPhase(list: readonly DashboardPhase[] = dashboardPhases): DashboardPhase {
  return list.find((p) => p.status !== "completed") ?? list.at(-1)!;
}
