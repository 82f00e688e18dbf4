import { z } from "zod";

/**
 * Entities shared by the three execution plans (spec §3): roadmap quarter with its KPIs, and the
 * portfolio entities of each plan (service, processing product, sales channel, tourism package,
 * season). The plans are pre-implementation, so every progress and KPI 'current' value is 0.
 */

/** Every plan runs over six quarters (18 months); the views key quarter titles by position. */
export const QUARTERS_PER_PLAN = 6;

export const kpiSchema = z.object({
  metric: z.string().min(1),
  target: z.number().positive(),
  current: z.number().nonnegative(),
  /** How the figure reads: a count, rupees, or a percentage. */
  unit: z.enum(["count", "rupees", "percent"]).default("count"),
});
export type Kpi = z.infer<typeof kpiSchema>;

export const roadmapQuarterSchema = z.object({
  quarter: z.string().regex(/^Q[1-4] \d{4}$/),
  title: z.string().min(1),
  progress: z.number().min(0).max(100),
  deliverables: z.array(z.string().min(1)).min(2),
  milestones: z.array(z.string().min(1)).min(1),
  budget: z.number().int().positive(),
  kpis: z.array(kpiSchema).min(1),
});
export type RoadmapQuarter = z.infer<typeof roadmapQuarterSchema>;

export const roadmapSchema = z.array(roadmapQuarterSchema).length(QUARTERS_PER_PLAN);

/** A yearly revenue projection, in rupees. */
export const projectionSchema = z.object({
  year: z.number().int(),
  revenue: z.number().positive(),
});
export type Projection = z.infer<typeof projectionSchema>;

export const serviceSchema = z.object({
  service: z.string().min(1),
  pricing: z.string().min(1),
  demand: z.enum(["High", "Medium", "Low"]),
  /** Youth trained to deliver the service. */
  youth: z.number().int().positive(),
});
export type Service = z.infer<typeof serviceSchema>;

export const processingProductSchema = z.object({
  product: z.string().min(1),
  capacity: z.string().min(1),
  farmers: z.number().int().positive(),
  /** Rupees a year. */
  annualValue: z.number().int().positive(),
  /** Gross margin, percent. */
  margin: z.number().positive().max(100),
});
export type ProcessingProduct = z.infer<typeof processingProductSchema>;

export const salesChannelSchema = z.object({
  channel: z.string().min(1),
  percentage: z.number().positive().max(100),
  /** Rupees. */
  avgOrderValue: z.number().int().positive(),
});
export type SalesChannel = z.infer<typeof salesChannelSchema>;

export const tourismPackageSchema = z.object({
  name: z.string().min(1),
  /** Days. */
  duration: z.number().int().positive(),
  /** Rupees per visitor. */
  price: z.number().int().positive(),
  /** Visitors per departure. */
  capacity: z.number().int().positive(),
  highlights: z.array(z.string().min(1)).min(2),
});
export type TourismPackage = z.infer<typeof tourismPackageSchema>;

export const seasonSchema = z.object({
  season: z.string().min(1),
  demand: z.enum(["High", "Medium", "Low"]),
  /** Visitors expected in the season. */
  visitors: z.number().int().positive(),
  focus: z.string().min(1),
  /** Rupees per visitor. */
  avgRevenue: z.number().int().positive(),
});
export type Season = z.infer<typeof seasonSchema>;

export const revenueShareSchema = z.object({
  stream: z.string().min(1),
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
