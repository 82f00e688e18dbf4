import { z } from "zod";
import { phases } from "@/content/budget";
import { budgetCategories } from "@/content/budget-categories";
import { pathSchema } from "@/content/engagement/shared";
import type { Ledger } from "@/content/ledger/derive";
import type { LedgerFigures } from "@/content/registry";
import { village } from "@/content/village";

export const proofSchema = z.object({
  id: z.enum(["budget", "phases", "households", "supporters"]),
  count: z.number().int().nonnegative(),
  path: pathSchema,
});
export type SocialProof = z.infer<typeof proofSchema>;

/**
 * 'Social proof' honestly: what anyone can check today. Supporters are the gifts a village's
 * accounts record (its funds.csv, one line a gift; a correcting line is none), 0 until one is recorded;
 * FAMILIES_INVESTED_CLAIM is never shown here as a fact. Words:
 * `engagement.proof.<id>.description` and `.impact`.
 */
export function socialProofOf(ledger: Pick<Ledger, "fundsGifts">): SocialProof[] {
  return z.array(proofSchema).parse([
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
      count: ledger.fundsGifts,
      path: "/dashboard",
    },
  ]);
}

/** A village's figures for the figure walk (the registry reads the pilot's), under the names the pages have shown them by. */
export const ledgerFigures: LedgerFigures = (ledger) => ({ socialProof: socialProofOf(ledger) });
