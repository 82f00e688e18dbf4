import { z } from "zod";
import { pilotPlan } from "@/content/pilot-plan";
import type { PlanFile } from "@/content/village-schema";
import { budgetCategoryIds, budgetCategoryNames } from "@/content/ledger/ids";
import type { Ledger } from "@/content/ledger/derive";
import type { LedgerFigures } from "@/content/registry";
import { LAKH } from "@/lib/format";
import { local, type FigureMeasures } from "@/content/figures/measures";

/**
 * The budget by category, as three pages break it down: the transparency hub's categories (with
 * spent and receipts), the dashboard's stated split, and the per-person breakdown. Totals and
 * phases are in content/budget.ts.
 */

/** The budget categories (content/ledger/ids.ts); each id also keys its name in the dictionaries. */
export { budgetCategoryIds };

export const categorySchema = z.object({
  id: z.enum(budgetCategoryIds),
  category: z.string(),
  budgeted: z.number().positive(),
  /** The quarter the category's work starts in. */
  timeline: z.string().regex(/^Q[1-4] 20\d\d$/),
  color: z.string(),
});
/** A category of the plan: its budget, the quarter its work starts in and its colour. */
export type BudgetCategory = z.infer<typeof categorySchema>;
/** A category as the hub shows it: the plan, and what a village's files record against it. */
export type CategorySpending = BudgetCategory & {
  spent: number;
  receipts: number;
  verified: number;
  pending: number;
  percentage: number;
};

/** The colour each category is drawn in. */
const categoryColors = {
  starlink: "chart-1",
  solar: "chart-2",
  telemedicine: "chart-3",
  aiLab: "chart-4",
  water: "chart-5",
  skills: "chart-6",
} as const;

/** A village's budget categories, as its plan.json gives them, with their names and colours. */
export function categoriesOf(plan: Pick<PlanFile, "budgetCategories">): BudgetCategory[] {
  return z.array(categorySchema).parse(
    plan.budgetCategories.map((c) => ({
      id: c.id,
      category: budgetCategoryNames[c.id],
      budgeted: c.budget,
      timeline: c.starts,
      color: categoryColors[c.id],
    })),
  );
}

const categoryRows = categoriesOf(pilotPlan);

/** The budget by category, as the plan sets it. */
export const budgetCategories: BudgetCategory[] = categoryRows;

/**
 * Budget by category on the transparency hub: spent, receipts and verified come from a village's
 * expenses.csv (its ledger); pending (budget − spent) and percentage spent are derived.
 */
export function budgetCategoriesOf(
  ledger: Pick<Ledger, "categoryTally">,
  categories: readonly BudgetCategory[] = budgetCategories,
): CategorySpending[] {
  return categories.map((c) => {
    const { spent, receipts, verified } = ledger.categoryTally(c.id);
    return {
      ...c,
      spent,
      receipts,
      verified,
      pending: c.budgeted - spent,
      percentage: Math.round((spent / c.budgeted) * 100),
    };
  });
}

/** A village's spending by category for the figure walk (the registry reads the pilot's), under the name it has always had. */
export const ledgerFigures: LedgerFigures = (ledger) => ({
  budgetCategories: budgetCategoriesOf(ledger),
});

/** The dashboard's split categories; each id also keys its name in the dashboard dictionaries. */
export const splitCategoryIds = [
  "starlink",
  "healthcare",
  "solar",
  "skills",
  "water",
  "aiLab",
  "marketAccess",
  "community",
] as const;

export const splitSchema = z.object({
  id: z.enum(splitCategoryIds),
  category: z.string(),
  amount: z.number().positive(),
  percent: z.number(),
});

/** The category split on the dashboard, with its stated percentages (they sum to 165 lakh). */
export const dashboardCategorySplit = z.array(splitSchema).parse([
  { id: "starlink", category: "Starlink", amount: 45 * LAKH, percent: 28 },
  { id: "healthcare", category: "Healthcare", amount: 28 * LAKH, percent: 17 },
  { id: "solar", category: "Solar", amount: 18 * LAKH, percent: 11 },
  { id: "skills", category: "Skills", amount: 18 * LAKH, percent: 11 },
  { id: "water", category: "Water", amount: 12 * LAKH, percent: 7 },
  { id: "aiLab", category: "AI lab", amount: 10 * LAKH, percent: 6 },
  { id: "marketAccess", category: "Market access", amount: 12 * LAKH, percent: 7 },
  { id: "community", category: "Community programmes", amount: 22 * LAKH, percent: 13 },
]);

/** Per-person investment breakdown in rupees (transparency hub, Impact Analysis tab). */
export const perPersonBreakdown = z
  .array(
    z.object({
      /** Also keys the area's name in the transparency dictionaries. */
      id: z.enum(["connectivity", "healthcare", "education", "energy", "water", "skills"]),
      area: z.string(),
      rupees: z.number().int().positive(),
    }),
  )
  .parse([
    { id: "connectivity", area: "Connectivity", rupees: 2505 },
    { id: "healthcare", area: "Healthcare", rupees: 1559 },
    { id: "education", area: "Education", rupees: 1002 },
    { id: "energy", area: "Energy", rupees: 1781 },
    { id: "water", area: "Water", rupees: 668 },
    { id: "skills", area: "Skills", rupees: 1556 },
  ]);

/**
 * What each number this module exports measures, by its path: the figure walk reads it
 * (content/figures/walk.ts; content/figures/measures.ts says how a rule reads).
 */
export const figureMeasures: FigureMeasures = [
  ["budgetCategories[*].budgeted", "category.{id}.budget"],
  ["budgetCategories[*].*", local],
  ["dashboardCategorySplit[*].amount", "category.{id}.budget"],
  ["dashboardCategorySplit[*].percent", local],
  ["perPersonBreakdown[*].rupees", local],
];
