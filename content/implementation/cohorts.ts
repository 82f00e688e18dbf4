import { z } from "zod";
import { activityIds, type ActivityId } from "@/content/implementation/schema";

/**
 * The skills-training cohorts of the monthly plan, in the order they enrol: cohort n is the nth
 * here, as its title says ("Skills training cohort 3"). The plan's months must enrol them in
 * this order (content/implementation/index.test.ts).
 */
export const skillsCohorts = z
  .array(z.enum(activityIds))
  .min(1)
  .refine((ids) => new Set(ids).size === ids.length, "a cohort is listed once")
  .parse(["skills1", "skills2", "skills3"]);

/**
 * What an activity's sentences count of the cohorts: `{earlier}`, how many enrolled before it
 * ("Graduates of the first 2 cohorts mentor new trainees"); nothing for any other activity.
 */
export function cohortFigures(id: ActivityId): { earlier: number } | Record<string, never> {
  const position = skillsCohorts.indexOf(id);
  return position < 0 ? {} : { earlier: position };
}
