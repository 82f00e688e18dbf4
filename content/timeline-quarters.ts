import { z } from "zod";
import { quarterMonths } from "@/content/budget";
import type { Ledger } from "@/content/ledger/derive";
import { lastDayOf } from "@/content/ledger/months";

// The timeline page's quarters (spec §3 'Quarter milestone'): what each is planned to achieve, and
// where the calendar stands in it.

/**
 * A quarter of the plan, by the calendar: upcoming until work has started and the quarter has
 * begun by the as-of date, in progress while it runs, ended once the as-of date is on or after its
 * last day. 'Ended', not 'completed': nothing records whether its planned items were done (the
 * phases' milestones say that).
 */
export const quarterStatusSchema = z.enum(["upcoming", "active", "ended"]);
export type QuarterStatus = z.infer<typeof quarterStatusSchema>;
export function quarterStatus(
  quarter: string,
  ledger: Pick<Ledger, "started" | "asOf" | "asOfMonth">,
): QuarterStatus {
  const { from, to } = quarterMonths(quarter);
  if (!ledger.started || ledger.asOfMonth < from) return "upcoming";
  return ledger.asOf >= lastDayOf(to) ? "ended" : "active";
}

/** What a quarter is planned to achieve; the words are `timeline.quarters.item.<id>`. */
export const achievementId = z.enum([
  "internetKits",
  "telemedicineOpens",
  "waterWork",
  "baselineSurvey",
  "solarCommissioned",
  "aiLabOpens",
  "teachersTrained",
  "skillsStart",
  "phase2Begins",
  "gramSabhaReview",
  "personalisedLearning",
  "shgJoin",
  "midReview",
]);
export type AchievementId = z.infer<typeof achievementId>;

export const quarterPlanSchema = z.object({
  quarter: z.string().regex(/^Q[1-4] \d{4}$/),
  /** What the quarter is planned to achieve (nothing is achieved yet). */
  achievements: z.array(achievementId).min(1),
});
export type QuarterPlan = z.infer<typeof quarterPlanSchema>;
export type QuarterMilestone = QuarterPlan & { status: QuarterStatus };

/** The first four quarters; their first items follow the budget lines' start quarters. */
export const quarterMilestones: QuarterPlan[] = z
  .array(quarterPlanSchema)
  .length(4)
  .parse([
    {
      quarter: "Q4 2025",
      // The baseline survey counts `village.population.households`, filled in at render time.
      achievements: ["internetKits", "telemedicineOpens", "waterWork", "baselineSurvey"],
    },
    {
      quarter: "Q1 2026",
      achievements: ["solarCommissioned", "aiLabOpens", "teachersTrained"],
    },
    {
      quarter: "Q2 2026",
      achievements: ["skillsStart", "phase2Begins", "gramSabhaReview"],
    },
    {
      quarter: "Q3 2026",
      achievements: ["personalisedLearning", "shgJoin", "midReview"],
    },
  ]);

/** The quarters with where a village's calendar stands in each, by its ledger's as-of date. */
export function quarterMilestonesOf(
  ledger: Pick<Ledger, "started" | "asOf" | "asOfMonth">,
): QuarterMilestone[] {
  return quarterMilestones.map((q) => ({ ...q, status: quarterStatus(q.quarter, ledger) }));
}
