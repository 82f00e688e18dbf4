import { z } from "zod";
import { phases } from "@/content/budget";
import { budgetCategories } from "@/content/budget-categories";
import { pathSchema } from "@/content/engagement/shared";
import { village } from "@/content/village";

export const proofSchema = z.object({
  id: z.enum(["budget", "phases", "households", "supporters"]),
  count: z.number().int().nonnegative(),
  path: pathSchema,
});
export type SocialProof = z.infer<typeof proofSchema>;

/**
 * 'Social proof' honestly: what anyone can check today. Supporters are 0 because the programme
 * has not launched; FAMILIES_INVESTED_CLAIM is never shown here as a fact. Words:
 * `engagement.proof.<id>.description` and `.impact`.
 */
export const socialProof: SocialProof[] = z.array(proofSchema).parse([
  {
    id: "budget",
    count: budgetCategories.length,
    path: "/transparency",
  },
  {
    id: "phases",
    count: phases.length,
    path: "/our-plan",
  },
  {
    id: "households",
    count: village.population.households,
    path: "/evidence",
  },
  {
    id: "supporters",
    count: 0,
    path: "/dashboard",
  },
]);
