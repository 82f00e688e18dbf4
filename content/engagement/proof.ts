import { z } from "zod";
import { budgetCategories, phases } from "@/content/budget";
import { pathSchema } from "@/content/engagement/shared";
import { village } from "@/content/village";

export const proofSchema = z.object({
  id: z.enum(["budget", "phases", "households", "supporters"]),
  count: z.number().int().nonnegative(),
  description: z.string().min(1),
  impact: z.string().min(1),
  path: pathSchema,
});
export type SocialProof = z.infer<typeof proofSchema>;

/**
 * 'Social proof' honestly: what anyone can check today. Supporters are 0 because the programme
 * has not launched; FAMILIES_INVESTED_CLAIM is never shown here as a fact.
 */
export const socialProof: SocialProof[] = z.array(proofSchema).parse([
  {
    id: "budget",
    count: budgetCategories.length,
    description: "Each with its amount, its timing and what has been spent so far: nothing yet.",
    impact: "Every rupee can be checked before it is spent.",
    path: "/transparency",
  },
  {
    id: "phases",
    count: phases.length,
    description: "Each with its own budget and period, from Oct 2025 to Dec 2027.",
    impact: "Money is released phase by phase.",
    path: "/our-plan",
  },
  {
    id: "households",
    count: village.population.households,
    description: "All counted in the baseline survey, and all of them in the plan.",
    impact: "Results will be measured against this baseline.",
    path: "/evidence",
  },
  {
    id: "supporters",
    count: 0,
    description:
      "No investor, volunteer or partner is counted yet: the programme launches in Q4 2025.",
    impact: "We will publish real counts here once there are real supporters.",
    path: "/dashboard",
  },
]);
