import { z } from "zod";
import { LAKH } from "@/lib/format";
import {
  revenueShareSchema,
  roadmapSchemaOf,
  seasonSchema,
  total,
  tourismPackageSchema,
} from "./schema";
import { withProgress, type MilestoneLedger, type PlanEvidence } from "./progress";
import type { FigureMeasures } from "@/content/figures/measures";
import type { LedgerFigures } from "@/content/registry";

/** Digital Village Tourism execution plan (spec §9 'Execution plans'). */
export const tourismPlan = {
  investment: 21 * LAKH,
  visitorsPerYear: 1_200,
  jobs: 30,
} as const;

/** Package highlights: `village-tourism-execution.highlight.<id>`. */
export const tourismHighlightIds = z.enum([
  "homestay",
  "paddy-morning",
  "home-cooking",
  "digital-tour",
  "hub-day",
  "council-evening",
  "forest-walks",
  "crafts",
  "folk-evenings",
  "hands-on-project",
  "workshops",
  "stay",
]);

/** The four packages: ₹3,500 (2 days, 15), ₹6,500 (3 days, 10), ₹15,000 (5 days, 8), ₹8,000 (2 days, 25). */
export const tourismPackages = z
  .array(tourismPackageSchema.extend({ highlights: z.array(tourismHighlightIds).min(2) }))
  .parse([
    {
      duration: 2,
      price: 3_500,
      capacity: 15,
      highlights: ["homestay", "paddy-morning", "home-cooking"],
    },
    {
      duration: 3,
      price: 6_500,
      capacity: 10,
      highlights: ["digital-tour", "hub-day", "council-evening"],
    },
    {
      duration: 5,
      price: 15_000,
      capacity: 8,
      highlights: ["forest-walks", "crafts", "folk-evenings"],
    },
    {
      duration: 2,
      price: 8_000,
      capacity: 25,
      highlights: ["hands-on-project", "workshops", "stay"],
    },
  ]);

/** Season ids: `village-tourism-execution.season.<id>.name` and `.focus`. */
export const tourismSeasonIds = z.enum(["winter", "spring", "summer", "monsoon"]);

/** Seasons; visitors add up to the 1,200 a year of the plan. */
export const tourismSeasons = z.array(seasonSchema.extend({ id: tourismSeasonIds })).parse([
  { id: "winter", demand: "High", visitors: 500, avgRevenue: 6_000 },
  { id: "spring", demand: "Medium", visitors: 250, avgRevenue: 5_000 },
  { id: "summer", demand: "Low", visitors: 100, avgRevenue: 4_000 },
  { id: "monsoon", demand: "Medium", visitors: 350, avgRevenue: 5_500 },
]);

/** Revenue stream ids: `village-tourism-execution.stream.<id>`. */
export const tourismStreamIds = z.enum(["homestays", "food", "crafts", "transport"]);

/** Where the revenue comes from: 40/35/15/10%. */
export const tourismRevenueSplit = z
  .array(revenueShareSchema.extend({ id: tourismStreamIds }))
  .parse([
    { id: "homestays", percentage: 40 },
    { id: "food", percentage: 35 },
    { id: "crafts", percentage: 15 },
    { id: "transport", percentage: 10 },
  ]);

/** Deliverables and milestones: `village-tourism-execution.line.<id>`. */
export const tourismLineIds = z.enum([
  "homestays-upgraded",
  "safety-checklist",
  "homestays-inspected",
  "hospitality-training",
  "guide-training",
  "first-guides",
  "booking-page",
  "first-packages",
  "first-visitors",
  "all-packages",
  "feedback",
  "season-visitors",
  "retreat-programme",
  "hall-fitted",
  "first-retreat",
  "year-review",
  "fund-share",
  "visitors-year",
  "jobs-filled",
]);

/** KPI metrics: `village-tourism-execution.kpi.<id>`. */
export const tourismKpiIds = z.enum([
  "homestays-ready",
  "hosts-trained",
  "guides-certified",
  "visitors-hosted",
  "jobs-created",
  "satisfaction",
  "group-bookings",
  "visitors-year",
]);

/** Family homestays upgraded and inspected in the first quarter, the target of its KPI. */
export const HOMESTAYS = 10;

/**
 * No timeline milestone covers a tourism line (content/execution/progress.ts): the plan stays at 0%
 * until the team's files record milestones of its own.
 */
const tourismEvidence: PlanEvidence<z.infer<typeof tourismLineIds>> = {};

/** Six quarters, Q2 2026 to Q3 2027; budgets add up to ₹21 lakh. */
export const tourismRoadmap = roadmapSchemaOf(tourismLineIds, tourismKpiIds).parse([
  {
    quarter: "Q2 2026",
    deliverables: ["homestays-upgraded", "safety-checklist"],
    milestones: ["homestays-inspected"],
    budget: 7 * LAKH,
    kpis: [{ metric: "homestays-ready", target: HOMESTAYS, current: 0 }],
  },
  {
    quarter: "Q3 2026",
    deliverables: ["hospitality-training", "guide-training"],
    milestones: ["first-guides"],
    budget: 3 * LAKH,
    kpis: [
      { metric: "hosts-trained", target: 20, current: 0 },
      { metric: "guides-certified", target: 10, current: 0 },
    ],
  },
  {
    quarter: "Q4 2026",
    deliverables: ["booking-page", "first-packages"],
    milestones: ["first-visitors"],
    budget: 4 * LAKH,
    kpis: [
      { metric: "visitors-hosted", target: 150, current: 0 },
      { metric: "jobs-created", target: 15, current: 0 },
    ],
  },
  {
    quarter: "Q1 2027",
    deliverables: ["all-packages", "feedback"],
    milestones: [{ id: "season-visitors", n: 500 }],
    budget: 3 * LAKH,
    kpis: [
      { metric: "visitors-hosted", target: 500, current: 0 },
      { metric: "satisfaction", target: 90, current: 0, unit: "percent" },
    ],
  },
  {
    quarter: "Q2 2027",
    deliverables: ["retreat-programme", { id: "hall-fitted", n: 25 }],
    milestones: ["first-retreat"],
    budget: 2 * LAKH,
    kpis: [{ metric: "group-bookings", target: 6, current: 0 }],
  },
  {
    quarter: "Q3 2027",
    deliverables: ["year-review", "fund-share"],
    milestones: [
      { id: "visitors-year", n: tourismPlan.visitorsPerYear },
      { id: "jobs-filled", n: tourismPlan.jobs },
    ],
    budget: 2 * LAKH,
    kpis: [
      { metric: "visitors-year", target: tourismPlan.visitorsPerYear, current: 0 },
      { metric: "jobs-created", target: tourismPlan.jobs, current: 0 },
    ],
  },
]);

/** The roadmap's quarters with their progress from a village's ledger. */
export function tourismRoadmapOf(ledger: MilestoneLedger) {
  return withProgress(tourismRoadmap, tourismEvidence, ledger);
}

export const tourismSeasonVisitors = total(tourismSeasons, (s) => s.visitors);
export const tourismRevenueShare = total(tourismRevenueSplit, (r) => r.percentage);
export const tourismRoadmapBudget = total(tourismRoadmap, (q) => q.budget);

/** What one departure of a package brings in when full. */
export function packageRevenueAtCapacity(pkg: { price: number; capacity: number }): number {
  return pkg.price * pkg.capacity;
}

/** Projected revenue by season: visitors times average revenue per visitor. */
export function seasonRevenue(season: { visitors: number; avgRevenue: number }): number {
  return season.visitors * season.avgRevenue;
}

/** A village's roadmap for the figure walk (the registry reads the pilot's), under the name it has always had. */
export const ledgerFigures: LedgerFigures = (ledger) => ({
  tourismRoadmap: tourismRoadmapOf(ledger),
});

/**
 * What each number this module exports measures, by its path: the figure walk reads it
 * (content/figures/walk.ts; content/figures/measures.ts says how a rule reads).
 */
export const figureMeasures: FigureMeasures = [
  ["tourismPlan.investment", "execution.tourism.budget"],
  ["tourismRoadmapBudget", "execution.tourism.budget"],
];
