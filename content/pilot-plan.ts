// Not in the content registry: a raw input; content/budget.ts and content/budget-categories.ts
// give its figures under the names the figure walk reads.
import { planFileSchema } from "@/content/village-schema";
import pilotPlanFile from "@/content/villages/pilot/plan.json";

/**
 * The pilot's plan as its folder gives it (content/villages/pilot/plan.json): months, phases,
 * budget categories and milestones. Every village's folder holds its own (lib/programme).
 */
export const pilotPlan = planFileSchema.parse(pilotPlanFile);
