import { z } from "zod";
import { monthSpanSchema, phases, TOTAL_INVESTMENT } from "@/content/budget";
import { initiativeSchema, initiativesOf } from "@/content/dashboard-initiatives";
import { progressStatusSchema, type ProgressStatus } from "@/content/kpi-schema";
import {
  phaseCompletion,
  phaseMilestones,
  progressStatus,
  STARTED,
  status,
} from "@/content/ledger";
import { local, type FigureMeasures } from "@/content/figures/measures";

/**
 * The progress dashboard's phases (spec §3 'Phase (dashboard)'): the three budget phases of
 * content/budget.ts, each with its initiatives (content/dashboard-initiatives.ts). Initiative budgets are the planned split of the
 * phase budget and add up to it exactly (content/dashboard.test.ts). Statuses and completion come
 * from the programme team's files (content/ledger).
 */

/** Families helped so far, as the team records them in status.json: none until it does. */
export const FAMILIES_HELPED = status.familiesHelped ?? 0;

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
      initiatives: initiativesOf(p),
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

/**
 * What each number this module exports measures, by its path: the figure walk reads it
 * (content/figures/walk.ts; content/figures/measures.ts says how a rule reads).
 */
export const figureMeasures: FigureMeasures = [
  // The phases as other pages give them.
  ["dashboardPhases[*].totalBudget", "phase.{id}.budget"],
  ["dashboardPhases[*].initiatives[*].budget", "initiative.{id}.budget"],
  ["dashboardPhases[*].initiatives[*].figures.kw", "plan.solarKw"],
  ["dashboardPhases[*].initiatives[*].figures.artisans", "plan.artisans"],
  ["dashboardPhases[*].*", local],
  ["FAMILIES_HELPED", "progress.familiesHelped"],
];
