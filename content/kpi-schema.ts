// Not in the content registry: schemas only.
import { z } from "zod";
import { isoMonthSchema } from "@/content/budget";
import { kpiIds } from "@/content/ledger/ids";

// The shape of a KPI, as content/kpis-data.ts writes one and content/kpis.ts checks it.

/** Dashboard phases, initiatives and milestones: planned, active or completed (spec §4). */
export const progressStatusSchema = z.enum(["planned", "active", "completed"]);
export type ProgressStatus = z.infer<typeof progressStatusSchema>;

export const kpiMilestoneSchema = z.object({
  quarter: z.string().regex(/^Q[1-4] 20\d\d$/),
  /** Percent the KPI should reach by the end of the quarter. */
  target: z.number().min(0).max(100),
  status: progressStatusSchema,
  /** Rupees planned for the work behind this step. */
  budget: z.number().nonnegative(),
});
export type KpiMilestone = z.infer<typeof kpiMilestoneSchema>;

export const kpiSchema = z
  .object({
    id: z.enum(kpiIds),
    name: z.string().min(1),
    current: z.number().min(0).max(100),
    target: z.number().min(0).max(100),
    /** When the target is due. */
    timeline: isoMonthSchema,
    /** A chart colour token of app/globals.css. */
    color: z.enum(["chart-1", "chart-2", "chart-3", "chart-4", "chart-5", "chart-6"]),
    description: z.string().min(1),
    /** Baseline figures behind the current value, by label. */
    currentData: z.record(z.string(), z.number()),
    milestones: z.array(kpiMilestoneSchema).min(1),
    impact: z.string().min(1),
    methodology: z.string().min(1),
  })
  .refine((k) => k.target > k.current, "a KPI's target is above its baseline")
  .refine(
    (k) => k.milestones.every((m, i, all) => i === 0 || m.target > all[i - 1]!.target),
    "milestone targets rise quarter by quarter",
  )
  .refine((k) => k.milestones.at(-1)?.target === k.target, "the last milestone reaches the target");
