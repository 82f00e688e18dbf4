// Not in the content registry: schemas only.
import { z } from "zod";
import { LAKH } from "@/lib/format";
import type { Ledger } from "@/content/ledger/derive";

/** The shape of one month of the implementation plan (spec §3 'Monthly timeline entry'). */

// A month that has passed has Ended: only milestones say what was completed.
export const planStatuses = ["Planned", "In Progress", "Ended"] as const;
export const planStatusSchema = z.enum(planStatuses);
export type PlanStatus = z.infer<typeof planStatusSchema>;

/**
 * The activities of the plan, in order. Their words are in the page's dictionaries:
 * `implementation-timeline.plan.<id>.title`, `.risk` and `.mitigation`.
 */
export const activityIds = [
  "survey",
  "kits",
  "internet",
  "waterWorks",
  "telemedicineCentre",
  "waterDone",
  "solarPumps",
  "aiLab",
  "solarGrid",
  "literacy",
  "telemedicineOpens",
  "review1",
  "skills1",
  "afterSchool",
  "farmerGroup",
  "specialists",
  "shg",
  "monsoon1",
  "agriEquipment",
  "healthLiteracy",
  "skills2",
  "adultLearning",
  "hubPrepared",
  "review2",
  "hubOpens",
  "firstProducts",
  "fluencyCheck",
  "tourismPrep",
  "skills3",
  "midReview",
  "leadership",
  "monsoon2",
  "tourismBookings",
  "womenEnterprises",
  "equipmentCheck",
  "operators",
  "handover",
  "finalSurvey",
  "finalReview",
] as const;
export type ActivityId = (typeof activityIds)[number];

/** The deliverables of each activity: `implementation-timeline.deliverable.<activity>.<n>`. */
export const deliverableIds = [
  "survey.1",
  "survey.2",
  "kits.1",
  "kits.2",
  "internet.1",
  "internet.2",
  "waterWorks.1",
  "waterWorks.2",
  "telemedicineCentre.1",
  "telemedicineCentre.2",
  "waterDone.1",
  "waterDone.2",
  "solarPumps.1",
  "solarPumps.2",
  "aiLab.1",
  "aiLab.2",
  "solarGrid.1",
  "solarGrid.2",
  "literacy.1",
  "literacy.2",
  "telemedicineOpens.1",
  "telemedicineOpens.2",
  "review1.1",
  "review1.2",
  "skills1.1",
  "skills1.2",
  "afterSchool.1",
  "afterSchool.2",
  "farmerGroup.1",
  "farmerGroup.2",
  "specialists.1",
  "shg.1",
  "shg.2",
  "monsoon1.1",
  "monsoon1.2",
  "agriEquipment.1",
  "agriEquipment.2",
  "healthLiteracy.1",
  "skills2.1",
  "skills2.2",
  "adultLearning.1",
  "hubPrepared.1",
  "hubPrepared.2",
  "review2.1",
  "review2.2",
  "hubOpens.1",
  "hubOpens.2",
  "firstProducts.1",
  "firstProducts.2",
  "fluencyCheck.1",
  "tourismPrep.1",
  "tourismPrep.2",
  "skills3.1",
  "skills3.2",
  "midReview.1",
  "midReview.2",
  "leadership.1",
  "leadership.2",
  "monsoon2.1",
  "monsoon2.2",
  "tourismBookings.1",
  "womenEnterprises.1",
  "equipmentCheck.1",
  "equipmentCheck.2",
  "operators.1",
  "operators.2",
  "handover.1",
  "finalSurvey.1",
  "finalReview.1",
  "finalReview.2",
] as const;
export type DeliverableId = (typeof deliverableIds)[number];

export const activitySchema = z.object({
  id: z.enum(activityIds),
  /** Rupees. */
  budget: z.number().int().positive(),
  deliverables: z.array(z.enum(deliverableIds)).min(1),
});
export type Activity = z.infer<typeof activitySchema>;

export const monthlyEntrySchema = z.object({
  /** ISO year-month, e.g. "2025-10". */
  month: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/),
  phase: z.enum(["phase1", "phase2", "phase3"]),
  activities: z.array(activitySchema).min(1),
});
export type MonthlyEntry = z.infer<typeof monthlyEntrySchema> & { budget: number };

/** One activity, its budget typed in lakh. */
export function act(id: ActivityId, lakh: number, deliverables: DeliverableId[]): Activity {
  return { id, budget: lakh * LAKH, deliverables };
}

/**
 * A month of the plan as a village's files place it (its ledger's `monthStatus`): Planned before
 * work starts and for months still ahead, In Progress while the as-of date is in it, Ended once
 * the as-of date is past its last day (or the programme is completed).
 */
export function planMonthStatus(
  isoMonth: string,
  ledger: Pick<Ledger, "asOfMonth" | "monthStatus">,
): PlanStatus {
  // The ledger's monthStatus covers months up to the as-of month; later ones are still ahead.
  if (isoMonth > ledger.asOfMonth) return "Planned";
  const status = ledger.monthStatus(isoMonth);
  if (status === "Closed") return "Ended";
  if (status === "Open") return "In Progress";
  return "Planned";
}

/** A month of the plan with its status in a village. */
export type MonthWithStatus = MonthlyEntry & { status: PlanStatus };

/** The plan's months with their status from a village's ledger. */
export function withPlanStatus(
  months: readonly MonthlyEntry[],
  ledger: Pick<Ledger, "asOfMonth" | "monthStatus">,
): MonthWithStatus[] {
  return months.map((m) => ({ ...m, status: planMonthStatus(m.month, ledger) }));
}

/** One month of the plan. */
export function month(month: string, phase: string, activities: Activity[]) {
  return { month, phase, activities };
}
