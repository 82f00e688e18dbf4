import { z } from "zod";
import { quarterMonths } from "@/content/budget";
import { kpiSchema, type KpiMilestone, type ProgressStatus } from "@/content/kpi-schema";
import { kpiList } from "@/content/kpis-data";
import { kpiIds } from "@/content/ledger/ids";
import { actuals, AS_OF_MONTH, latestMeasurement, STARTED } from "@/content/ledger";
import type { Measurement } from "@/content/ledger/records";
import { local, type FigureMeasures } from "@/content/figures/measures";

/**
 * The eight core KPIs of the progress dashboard (spec §3 'KPI (dashboard)'). Current and target
 * values are the dashboard's own readings; the home page's targets (spec §9 'Targets') differ for
 * some of them and live with the home page. The transparency hub, the open data files and the
 * quality report read this list.
 */

export { kpiIds };

/**
 * A KPI as the pages show it: `baseline` is the plan's starting value, `current` the latest
 * measurement on or before the as-of date (content/actuals/measurements.csv), else the baseline.
 */
export type Kpi = z.infer<typeof kpiSchema> & { baseline: number; measurement?: Measurement };

const measurementsOf = (id: Kpi["id"]) => actuals.measurements.filter((m) => m.kpi === id);

/**
 * A quarter's step is completed once any measurement dated by the end of its quarter reaches its
 * target (a later dip does not undo it); once work has started and the quarter has begun, a step
 * not reached is active, including a past quarter whose target was missed (still being worked
 * on); a quarter not yet begun is planned.
 */
function milestoneStatus(m: KpiMilestone, measured: readonly Measurement[]): ProgressStatus {
  const { from, to } = quarterMonths(m.quarter);
  if (measured.some((x) => x.date.slice(0, 7) <= to && x.value >= m.target)) return "completed";
  return STARTED && AS_OF_MONTH >= from ? "active" : "planned";
}

export const kpis: Kpi[] = z
  .array(kpiSchema)
  .length(8)
  .refine((list) => new Set(list.map((k) => k.id)).size === list.length, "KPI ids are unique")
  .parse(kpiList)
  .map((k) => {
    const measurement = latestMeasurement(k.id);
    return {
      ...k,
      baseline: k.current,
      current: measurement?.value ?? k.current,
      ...(measurement ? { measurement } : {}),
      milestones: k.milestones.map((m) => ({
        ...m,
        status: milestoneStatus(m, measurementsOf(k.id)),
      })),
    };
  });

/** Whether any KPI has a measurement since the baseline (content/actuals/measurements.csv). */
export const KPIS_MEASURED = kpis.some((k) => k.measurement !== undefined);

export function kpiById(id: Kpi["id"]): Kpi {
  const kpi = kpis.find((k) => k.id === id);
  if (!kpi) throw new Error(`Unknown KPI ${id}`);
  return kpi;
}

/** Rupees planned across a KPI's milestones. */
export function kpiBudget(kpi: Kpi): number {
  return kpi.milestones.reduce((sum, m) => sum + m.budget, 0);
}

/** The status a KPI shows: its first milestone not yet completed, else completed. */
export function kpiStatus(kpi: Kpi): ProgressStatus {
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
