import {
  budgetCategoryIds,
  milestonePhases,
  type BudgetCategoryId,
  type KpiId,
  type MilestoneId,
} from "@/content/ledger/ids";
import { actuals, AS_OF_MONTH } from "@/content/ledger/load";
import type { Measurement, MilestoneRecord } from "@/content/ledger/records";

// What the team's measurements and milestones say of the plan's progress.

const latest = new Map<KpiId, Measurement>();
for (const m of actuals.measurements) {
  const seen = latest.get(m.kpi);
  if (!seen || m.date > seen.date) latest.set(m.kpi, m);
}
/** A KPI's latest measurement on or before the as-of date, if any. */
export function latestMeasurement(kpi: KpiId): Measurement | undefined {
  return latest.get(kpi);
}

const achieved = new Map<MilestoneId, MilestoneRecord>(
  actuals.milestones.map((m) => [m.milestone, m]),
);
/** A milestone's record when it is achieved. */
export function milestoneRecord(id: MilestoneId): MilestoneRecord | undefined {
  return achieved.get(id);
}

/** The milestones of a phase, in the timeline's order. */
export function phaseMilestones(phase: "phase1" | "phase2" | "phase3"): MilestoneId[] {
  return (Object.keys(milestonePhases) as MilestoneId[]).filter(
    (id) => milestonePhases[id] === phase,
  );
}

/** Whether anything was spent between two months (both included), in the given categories. */
export function spentDuring(
  span: { from: string; to: string },
  categories: readonly BudgetCategoryId[] = budgetCategoryIds,
): boolean {
  return actuals.expenses.some((e) => {
    const month = e.date.slice(0, 7);
    return month >= span.from && month <= span.to && categories.includes(e.category);
  });
}

/** Whether a period has begun by the as-of date. */
export function hasBegun(span: { from: string }): boolean {
  return AS_OF_MONTH >= span.from;
}

/**
 * Planned → active once a milestone is recorded against it, or its period has begun by the as-of
 * date and spending is recorded in it; → completed once all its milestones are achieved.
 */
export function progressStatus(opts: {
  period: { from: string; to: string };
  milestones: readonly MilestoneId[];
  categories?: readonly BudgetCategoryId[];
}): "planned" | "active" | "completed" {
  const done = opts.milestones.filter((id) => achieved.has(id));
  if (opts.milestones.length > 0 && done.length === opts.milestones.length) return "completed";
  // A milestone achieved makes it active even before its period (work done early).
  if (done.length > 0 || (hasBegun(opts.period) && spentDuring(opts.period, opts.categories))) {
    return "active";
  }
  return "planned";
}

/** Share of a phase's milestones achieved, 0-100. */
export function phaseCompletion(phase: "phase1" | "phase2" | "phase3"): number {
  const ids = phaseMilestones(phase);
  return Math.round((ids.filter((id) => achieved.has(id)).length / ids.length) * 100);
}
