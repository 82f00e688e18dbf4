// Not in the content registry: schemas only.
import { z } from "zod";

/**
 * Entities shared by the three execution plans (spec §3): roadmap quarter with its KPIs, and the
 * portfolio entities of each plan (service, processing product, sales channel, tourism package,
 * season). A quarter's progress comes from the programme team's files (content/execution/progress.ts);
 * no plan KPI is measured yet, so every KPI 'current' value is 0.
 *
 * The words live in each page's dictionaries (content/i18n/<lang>/<page>.json), keyed by the ids
 * below; each plan module narrows the ids to its own literal list so the keys type-check.
 */

/** Every plan runs over six quarters (18 months); the views key quarter titles by position. */
export const QUARTERS_PER_PLAN = 6;

/** A dictionary id: lower-case words joined by hyphens. */
export const idSchema = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/);

/** How a figure reads: a count, rupees, or a percentage. */
export const unitSchema = z.enum(["count", "rupees", "percent"]);
export type Unit = z.infer<typeof unitSchema>;

/** A KPI: `metric` is its dictionary id. */
export function kpiSchemaOf<K extends string>(metric: z.ZodType<K>) {
  return z.object({
    metric,
    target: z.number().positive(),
    current: z.number().nonnegative(),
    unit: unitSchema.default("count"),
  });
}
export const kpiSchema = kpiSchemaOf(idSchema);
export type Kpi = z.infer<typeof kpiSchema>;

/**
 * A deliverable or milestone by its dictionary id; `n` is the figure the sentence quotes, filled
 * in as `{n}` in the language's format.
 */
export function lineSchemaOf<L extends string>(id: z.ZodType<L>) {
  return z.union([
    id,
    z.object({ id, n: z.number().positive(), unit: unitSchema.default("count") }),
  ]);
}

/**
 * A quarter's title is `<page>.roadmap.quarter.<position>` in the dictionary. The schema is the
 * plan's; a quarter's progress comes from a village's ledger (content/execution/progress.ts).
 */
export function roadmapSchemaOf<L extends string, K extends string>(
  line: z.ZodType<L>,
  metric: z.ZodType<K>,
) {
  const lineSchema = lineSchemaOf(line);
  return z
    .array(
      z.object({
        quarter: z.string().regex(/^Q[1-4] \d{4}$/),
        deliverables: z.array(lineSchema).min(2),
        milestones: z.array(lineSchema).min(1),
        budget: z.number().int().positive(),
        kpis: z.array(kpiSchemaOf(metric)).min(1),
      }),
    )
    .length(QUARTERS_PER_PLAN);
}
export const roadmapSchema = roadmapSchemaOf(idSchema, idSchema);
export type RoadmapQuarter = z.infer<typeof roadmapSchema>[number];

/** A yearly revenue projection, in rupees. */
export const projectionSchema = z.object({
  year: z.number().int(),
  revenue: z.number().positive(),
});
export type Projection = z.infer<typeof projectionSchema>;

export const serviceSchema = z.object({
  id: idSchema,
  /** Rupees, lowest and highest; the dictionary says per what. */
  pricing: z.object({ from: z.number().int().positive(), to: z.number().int().positive() }),
  demand: z.enum(["High", "Medium", "Low"]),
  /** Youth trained to deliver the service. */
  youth: z.number().int().positive(),
});
export type Service = z.infer<typeof serviceSchema>;

export const processingProductSchema = z.object({
  id: idSchema,
  /** Daily capacity; the dictionary gives the unit (tonnes, kg, litres). */
  capacity: z.number().positive(),
  farmers: z.number().int().positive(),
  /** Rupees a year. */
  annualValue: z.number().int().positive(),
  /** Gross margin, percent. */
  margin: z.number().positive().max(100),
});
export type ProcessingProduct = z.infer<typeof processingProductSchema>;

export const salesChannelSchema = z.object({
  id: idSchema,
  percentage: z.number().positive().max(100),
  /** Rupees. */
  avgOrderValue: z.number().int().positive(),
});
export type SalesChannel = z.infer<typeof salesChannelSchema>;

/** A package's name is `<page>.portfolio.package.<position>` in the dictionary. */
export const tourismPackageSchema = z.object({
  /** Days. */
  duration: z.number().int().positive(),
  /** Rupees per visitor. */
  price: z.number().int().positive(),
  /** Visitors per departure. */
  capacity: z.number().int().positive(),
  highlights: z.array(idSchema).min(2),
});
export type TourismPackage = z.infer<typeof tourismPackageSchema>;

export const seasonSchema = z.object({
  id: idSchema,
  demand: z.enum(["High", "Medium", "Low"]),
  /** Visitors expected in the season. */
  visitors: z.number().int().positive(),
  /** Rupees per visitor. */
  avgRevenue: z.number().int().positive(),
});
export type Season = z.infer<typeof seasonSchema>;

export const revenueShareSchema = z.object({
  id: idSchema,
  percentage: z.number().positive(),
});
export type RevenueShare = z.infer<typeof revenueShareSchema>;

/** Roadmap badge (spec §4): 'In Progress' above 0% progress, otherwise 'Planned'. */
export type RoadmapStatus = "in-progress" | "planned";
export function roadmapStatus(progress: number): RoadmapStatus {
  return progress > 0 ? "in-progress" : "planned";
}

/** The sum of a list of numbers picked from rows (budgets, youth, farmers, visitors). */
export function total<T>(rows: readonly T[], pick: (row: T) => number): number {
  return rows.reduce((sum, row) => sum + pick(row), 0);
}
