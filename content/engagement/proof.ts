import { z } from "zod";
import { phases } from "@/content/budget";
import { budgetCategories } from "@/content/budget-categories";
import { pathSchema } from "@/content/engagement/shared";
import { actuals } from "@/content/ledger";
import { village } from "@/content/village";

export const proofSchema = z.object({
  id: z.enum(["budget", "phases", "households", "supporters"]),
  count: z.number().int().nonnegative(),
  path: pathSchema,
});
export type SocialProof = z.infer<typeof proofSchema>;

/**
 * 'Social proof' honestly: what anyone can check today. Supporters are the gifts the programme
 * team's accounts record (content/actuals/funds.csv, one line a gift), 0 until one is recorded;
 * FAMILIES_INVESTED_CLAIM is never shown here as a fact. Words:
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
    count: actuals.funds.length,
    path: "/dashboard",
  },
]);
