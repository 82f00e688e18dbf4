import { z } from "zod";
import { LAKH } from "@/lib/format";

/**
 * The budget by category, as three pages break it down: the transparency hub's categories (with
 * spent and receipts), the dashboard's stated split, and the per-person breakdown. Totals and
 * phases are in content/budget.ts.
 */

/** The budget categories; each id also keys the category's name in the page dictionaries. */
export const budgetCategoryIds = [
  "starlink",
  "solar",
  "telemedicine",
  "aiLab",
  "water",
  "skills",
] as const;

export const categorySchema = z.object({
  id: z.enum(budgetCategoryIds),
  category: z.string(),
  budgeted: z.number().positive(),
  spent: z.number().nonnegative(),
  timeline: z.string(),
  receipts: z.number().int().nonnegative(),
  color: z.string(),
});
export type BudgetCategory = z.infer<typeof categorySchema> & {
  pending: number;
  percentage: number;
};

const categoryRows = z.array(categorySchema).parse([
  {
    id: "starlink",
    category: "Starlink Infrastructure",
    budgeted: 45 * LAKH,
    spent: 0,
    timeline: "Q4 2025",
    receipts: 0,
    color: "chart-1",
  },
  {
    id: "solar",
    category: "Solar Power System",
    budgeted: 32 * LAKH,
    spent: 0,
    timeline: "Q1 2026",
    receipts: 0,
    color: "chart-2",
  },
  {
    id: "telemedicine",
    category: "Telemedicine Setup",
    budgeted: 28 * LAKH,
    spent: 0,
    timeline: "Q4 2025",
    receipts: 0,
    color: "chart-3",
  },
  {
    id: "aiLab",
    category: "AI Education Lab",
    budgeted: 18 * LAKH,
    spent: 0,
    timeline: "Q1 2026",
    receipts: 0,
    color: "chart-4",
  },
  {
    id: "water",
    category: "Water Infrastructure",
    budgeted: 12 * LAKH,
    spent: 0,
    timeline: "Q4 2025",
    receipts: 0,
    color: "chart-5",
  },
  {
    id: "skills",
    category: "Skills Training",
    budgeted: 18 * LAKH,
    spent: 0,
    timeline: "Q2 2026",
    receipts: 0,
    color: "chart-6",
  },
]);

/** Budget by category on the transparency hub; pending and percentage spent are derived. */
export const budgetCategories: BudgetCategory[] = categoryRows.map((c) => ({
  ...c,
  pending: c.budgeted - c.spent,
  percentage: Math.round((c.spent / c.budgeted) * 100),
}));

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
