import { z } from "zod";
import { monthSpanSchema, phases, TOTAL_INVESTMENT, type BudgetPhase } from "@/content/budget";
import {
  initiativePlansOf,
  initiativeSchema,
  initiativesOf,
  type InitiativeLedger,
} from "@/content/dashboard-initiatives";
import { progressStatusSchema, type ProgressStatus } from "@/content/kpi-schema";
import type { Ledger } from "@/content/ledger/derive";
import type { LedgerFigures } from "@/content/registry";
import { local, type FigureMeasures } from "@/content/figures/measures";

/**
 * The progress dashboard's phases (spec §3 'Phase (dashboard)'): the three budget phases of
 * content/budget.ts, each with its initiatives (content/dashboard-initiatives.ts). Initiative budgets are the planned split of the
 * phase budget and add up to it exactly (content/dashboard.test.ts). Statuses and completion come
 * from a village's files (its ledger).
 */

/** Families helped so far, as a village's team records them in status.json: none until it does. */
export function familiesHelpedOf(ledger: Pick<Ledger, "status">): number {
  return ledger.status.familiesHelped ?? 0;
}

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

// A phase as the plan sets it: its budget, months and initiatives, with no status or completion.
const phasePlanSchema = phaseSchema
  .omit({ completion: true, status: true })
  .extend({ initiatives: z.array(initiativeSchema).min(1) });
export type DashboardPhasePlan = z.infer<typeof phasePlanSchema>;

/** A budget phase as the dashboard names it: its id, name, months and budget. */
const phaseFields = (p: BudgetPhase) => ({
  phase: p.id,
  name: p.name,
  period: p.period,
  totalBudget: p.budget,
});

/** The dashboard's three phases as the plan sets them: what other pages read for budgets. */
export const dashboardPhases: DashboardPhasePlan[] = z
  .array(phasePlanSchema)
  .length(3)
  .parse(phases.map((p) => ({ ...phaseFields(p), initiatives: initiativePlansOf(p) })));

/** The ledger's part a phase's status and completion read. */
export type PhaseLedger = InitiativeLedger & Pick<Ledger, "phaseCompletion">;

/** The dashboard's phases with their status and completion from a village's ledger. */
export function dashboardPhasesOf(ledger: PhaseLedger): DashboardPhase[] {
  return z
    .array(phaseSchema)
    .length(3)
    .parse(
      // Parsed in the schema's order, so the figure walk reads the phases as it always has.
      phases.map((p) => ({
        ...phaseFields(p),
        completion: ledger.phaseCompletion(p.id),
        status: ledger.progressStatus({
          period: p.period,
          milestones: ledger.phaseMilestones(p.id),
        }),
        initiatives: initiativesOf(p, ledger),
      })),
    );
}

/** Sum of a phase's initiative budgets. */
export function initiativeTotal(phase: Pick<DashboardPhasePlan, "initiatives">): number {
  return phase.initiatives.reduce((sum, i) => sum + i.budget, 0);
}

/** Project completion: phase completion weighted by phase budget, rounded. */
export function projectCompletion(list: readonly DashboardPhase[]): number {
  const total = list.reduce((sum, p) => sum + p.totalBudget, 0);
  const done = list.reduce((sum, p) => sum + (p.totalBudget * p.completion) / 100, 0);
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
export function phaseProgressSummary(list: readonly Pick<DashboardPhase, "status">[]) {
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
export function moneyState(amount: number, started: boolean): MoneyState {
  if (amount > 0) return "some";
  return started ? "none" : "prelaunch";
}

/** An amount as a share of the total investment, 0-100, rounded down so 99.6% never reads 100%. */
export function shareOfBudget(amount: number): number {
  return Math.floor((amount / TOTAL_INVESTMENT) * 100);
}

/** A phase of the dashboard by id, from a list with its status and completion. */
export function phaseById(
  id: DashboardPhase["phase"],
  list: readonly DashboardPhase[],
): DashboardPhase {
  return list.find((p) => p.phase === id)!;
}

/** The phase under way: the first not completed, or the last once every phase is completed. */
export function currentPhase(list: readonly DashboardPhase[]): DashboardPhase {
  return list.find((p) => p.status !== "completed") ?? list.at(-1)!;
}

/** A village's phases and families helped for the figure walk (the registry reads the pilot's), under their old names. */
export const ledgerFigures: LedgerFigures = (ledger) => ({
  dashboardPhases: dashboardPhasesOf(ledger),
  FAMILIES_HELPED: familiesHelpedOf(ledger),
});

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
