import {
  budgetCategoriesOf,
  categoriesOf,
  type CategorySpending,
} from "@/content/budget-categories";
import type { ScheduleVIIItem } from "@/content/funders/codes";
import type { Ledger } from "@/content/ledger/derive";
import type { PlanFile } from "@/content/village-schema";

/** A budget category as a CSR committee reads it: the hub's figures and its Schedule VII item. */
export type CsrCategory = CategorySpending & {
  /** The item of Schedule VII the category falls under, as the programme reads it. */
  scheduleVII: ScheduleVIIItem;
};

/**
 * A village's budget categories for a CSR committee (issue 43): budget, spent, receipts in and
 * verified, from budgetCategoriesOf (so the sums are the transparency hub's), with the item of
 * Schedule VII its plan.json names for each.
 */
export function csrCategoriesOf(
  ledger: Pick<Ledger, "categoryTally">,
  plan: Pick<PlanFile, "budgetCategories">,
): CsrCategory[] {
  const items = new Map(plan.budgetCategories.map((c) => [c.id, c.scheduleVII]));
  return budgetCategoriesOf(ledger, categoriesOf(plan)).map((c) => ({
    ...c,
    scheduleVII: items.get(c.id)!,
  }));
}
