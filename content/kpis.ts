import { z } from "zod";
import { quarterMonths } from "@/content/budget";
import { kpiSchema, type KpiMilestone, type ProgressStatus } from "@/content/kpi-schema";
import { kpiList } from "@/content/kpis-data";
import { kpiIds } from "@/content/ledger/ids";
import type { Ledger } from "@/content/ledger/derive";
import type { Measurement } from "@/content/ledger/records";
import type { LedgerFigures } from "@/content/registry";
import { local, type FigureMeasures } from "@/content/figures/measures";

/**
 * The eight core KPIs of the progress dashboard (spec §3 'KPI (dashboard)'). Current and target
 * values are the dashboard's own readings; the home page's targets (spec §9 'Targets') differ for
 * some of them and live with the home page. The transparency hub, the open data files and the
 * quality report read this list.
 */

export { kpiIds };

/**
 * A KPI of the plan: its target, its baseline (the plan's starting value) and its quarterly steps,
 * without anything measured since.
 */
export type KpiPlan = Omit<z.infer<typeof kpiSchema>, "current" | "milestones"> & {
  baseline: number;
  milestones: Omit<KpiMilestone, "status">[];
};

/**
 * A KPI as the pages show it: `current` is the latest measurement on or before the as-of date (a
 * village's measurements.csv), else the baseline; each step has its status from the measurements.
 */
export type Kpi = z.infer<typeof kpiSchema> & { baseline: number; measurement?: Measurement };

/** The ledger's part a KPI's reading needs: its measurements, the stage and the as-of month. */
export type KpiLedger = Pick<
  Ledger,
  "latestMeasurement" | "measurementsOf" | "started" | "asOfMonth"
>;

/**
 * A quarter's step is completed once any measurement dated by the end of its quarter reaches its
 * target (a later dip does not undo it); once work has started and the quarter has begun, a step
 * not reached is active, including a past quarter whose target was missed (still being worked
 * on); a quarter not yet begun is planned.
 */
function milestoneStatus(
  m: KpiMilestone,
  measured: readonly Measurement[],
  ledger: KpiLedger,
): ProgressStatus {
  const { from, to } = quarterMonths(m.quarter);
  if (measured.some((x) => x.date.slice(0, 7) <= to && x.value >= m.target)) return "completed";
  return ledger.started && ledger.asOfMonth >= from ? "active" : "planned";
}

const kpiRows = z
  .array(kpiSchema)
  .length(8)
  .refine((list) => new Set(list.map((k) => k.id)).size === list.length, "KPI ids are unique")
  .parse(kpiList);

/** The eight KPIs as the plan sets them: what other pages read for targets and baselines. */
export const kpis: KpiPlan[] = kpiRows.map(({ current, milestones, ...k }) => ({
  ...k,
  baseline: current,
  milestones: milestones.map(({ quarter, target, budget }) => ({ quarter, target, budget })),
}));

/** The eight KPIs as a village's measurements move them. */
export function kpisOf(ledger: KpiLedger): Kpi[] {
  return kpiRows.map((k) => {
    const measurement = ledger.latestMeasurement(k.id);
    const measured = ledger.measurementsOf(k.id);
    return {
      ...k,
      baseline: k.current,
      current: measurement?.value ?? k.current,
      ...(measurement ? { measurement } : {}),
      milestones: k.milestones.map((m) => ({ ...m, status: milestoneStatus(m, measured, ledger) })),
    };
  });
}

/** Whether any KPI has a measurement since the baseline (a village's measurements.csv). */
export function kpisMeasuredOf(ledger: Pick<Ledger, "latestMeasurement">): boolean {
  return kpiRows.some((k) => ledger.latestMeasurement(k.id) !== undefined);
}

/** A KPI of the plan by id. */
export function kpiById(id: Kpi["id"]): KpiPlan {
  const kpi = kpis.find((k) => k.id === id);
  if (!kpi) throw new Error(`Unknown KPI ${id}`);
  return kpi;
}

/** A village's KPIs for the figure walk (the registry reads the pilot's), under the name they have always had. */
export const ledgerFigures: LedgerFigures = (ledger) => ({ kpis: kpisOf(ledger) });

/** Rupees planned across a KPI's milestones. */
export function kpiBudget(kpi: Pick<KpiPlan, "milestones">): number {
  return kpi.milestones.reduce((sum, m) => sum + m.budget, 0);
}

/** The status a KPI shows: its first milestone not yet completed, else completed. */
export function kpiStatus(kpi: Pick<Kpi, "milestones">): ProgressStatus {
  return kpi.milestones.find((m) => m.status !== "completed")?.status ?? "completed";
}

/**
 * What each number this module exports measures, by its path: the figure walk reads it
 * (content/figures/walk.ts; content/figures/measures.ts says how a rule reads).
 */
export const figureMeasures: FigureMeasures = [
  // Targets and progress.
  ["kpis[*].target", "target.{id}"],
  ["kpis[*].baseline", "target.{id}.baseline"],
  // Current values move with the measurements the programme team records.
  ["kpis[*].current", local],
  ["kpis[*].*", local],
];
