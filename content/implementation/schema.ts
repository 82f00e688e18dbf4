import { z } from "zod";
import { LAKH } from "@/lib/format";

/** The shape of one month of the implementation plan (spec §3 'Monthly timeline entry'). */

export const planStatuses = ["Planned", "In Progress", "Completed"] as const;
export const planStatusSchema = z.enum(planStatuses);
export type PlanStatus = z.infer<typeof planStatusSchema>;

export const activitySchema = z.object({
  activity: z.string().min(1),
  /** Rupees. */
  budget: z.number().int().positive(),
  deliverables: z.array(z.string().min(1)).min(1),
  risks: z.string().min(1),
  mitigation: z.string().min(1),
});
export type Activity = z.infer<typeof activitySchema>;

export const monthlyEntrySchema = z.object({
  /** ISO year-month, e.g. "2025-10". */
  month: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/),
  phase: z.enum(["phase1", "phase2", "phase3"]),
  status: planStatusSchema,
  activities: z.array(activitySchema).min(1),
});
export type MonthlyEntry = z.infer<typeof monthlyEntrySchema> & { budget: number };

/** One activity, its budget typed in lakh. */
export function act(
  activity: string,
  lakh: number,
  deliverables: string[],
  risks: string,
  mitigation: string,
): Activity {
  return { activity, budget: lakh * LAKH, deliverables, risks, mitigation };
}

/** One month of the plan. Nothing has started (pre-implementation), so every month is Planned. */
export function month(month: string, phase: string, activities: Activity[]) {
  return { month, phase, status: "Planned", activities };
}
