import { z } from "zod";
import { LAKH } from "@/lib/format";
import { processingProductSchema, roadmapSchemaOf, salesChannelSchema, total } from "./schema";
import { withProgress, type MilestoneLedger, type PlanEvidence } from "./progress";
import type { FigureMeasures } from "@/content/figures/measures";
import type { LedgerFigures } from "@/content/registry";

/** Agri-Processing Center execution plan (spec §9 'Execution plans'). */
export const agriPlan = {
  investment: 30 * LAKH,
  farmers: 150,
  /** Projected revenue a year once the centre runs at capacity. */
  annualRevenue: 1_20_00_000,
  jobs: 25,
} as const;

/** Product ids: `agri-processing-execution.product.<id>.name` and `.capacity` (its unit). */
export const agriProductIds = z.enum(["rice", "millets", "vegetables", "mahua", "oils"]);

/** What the centre processes; farmers add up to 150 and annual value to ₹1.2 crore. */
export const agriProducts = z.array(processingProductSchema.extend({ id: agriProductIds })).parse([
  { id: "rice", capacity: 2, farmers: 60, annualValue: 45 * LAKH, margin: 12 },
  { id: "millets", capacity: 500, farmers: 30, annualValue: 25 * LAKH, margin: 18 },
  { id: "vegetables", capacity: 200, farmers: 25, annualValue: 20 * LAKH, margin: 22 },
  { id: "mahua", capacity: 300, farmers: 20, annualValue: 15 * LAKH, margin: 20 },
  { id: "oils", capacity: 400, farmers: 15, annualValue: 15 * LAKH, margin: 15 },
]);

/** Channel ids: `agri-processing-execution.channel.<id>`. */
export const agriChannelIds = z.enum(["haats", "wholesale", "online", "institutional"]);

/** Where the produce is sold: 35/45/15/5%. */
export const agriSalesChannels = z.array(salesChannelSchema.extend({ id: agriChannelIds })).parse([
  { id: "haats", percentage: 35, avgOrderValue: 300 },
  { id: "wholesale", percentage: 45, avgOrderValue: 40_000 },
  { id: "online", percentage: 15, avgOrderValue: 750 },
  { id: "institutional", percentage: 5, avgOrderValue: 60_000 },
]);

/** Deliverables and milestones: `agri-processing-execution.line.<id>`. */
export const agriLineIds = z.enum([
  "land-lease",
  "shed",
  "building-handed-over",
  "machines",
  "solar",
  "machines-commissioned",
  "licence-design",
  "trial-tested",
  "licence-granted",
  "first-batch",
  "enrolment",
  "kharif-procured",
  "farmers-enrolled",
  "brand",
  "listings",
  "first-online-order",
  "all-lines",
  "bulk-contracts",
  "revenue-month",
  "jobs-filled",
]);

/** KPI metrics: `agri-processing-execution.kpi.<id>`. */
export const agriKpiIds = z.enum([
  "floor-area",
  "lines-installed",
  "staff-hired",
  "trial-batches",
  "farmers-enrolled",
  "revenue-month",
  "jobs",
]);

/**
 * Lines the timeline's milestones evidence (content/execution/progress.ts): the products agreed
 * with farmers are the fair-price agreements of the enrolment line.
 */
const agriEvidence: PlanEvidence<z.infer<typeof agriLineIds>> = {
  enrolment: "agreeAgriProducts",
};

/** Six quarters, Q1 2026 to Q2 2027; budgets add up to ₹30 lakh. */
export const agriRoadmap = roadmapSchemaOf(agriLineIds, agriKpiIds).parse([
  {
    quarter: "Q1 2026",
    deliverables: ["land-lease", "shed"],
    milestones: ["building-handed-over"],
    budget: 8 * LAKH,
    kpis: [{ metric: "floor-area", target: 2_500, current: 0 }],
  },
  {
    quarter: "Q2 2026",
    deliverables: ["machines", "solar"],
    milestones: ["machines-commissioned"],
    budget: 10 * LAKH,
    kpis: [{ metric: "lines-installed", target: 5, current: 0 }],
  },
  {
    quarter: "Q3 2026",
    deliverables: ["licence-design", "trial-tested"],
    milestones: ["licence-granted", "first-batch"],
    budget: 4 * LAKH,
    kpis: [
      { metric: "staff-hired", target: 12, current: 0 },
      { metric: "trial-batches", target: 10, current: 0 },
    ],
  },
  {
    quarter: "Q4 2026",
    deliverables: ["enrolment", "kharif-procured"],
    milestones: [{ id: "farmers-enrolled", n: 100 }],
    budget: 3 * LAKH,
    kpis: [
      { metric: "farmers-enrolled", target: 100, current: 0 },
      { metric: "revenue-month", target: 5 * LAKH, current: 0, unit: "rupees" },
    ],
  },
  {
    quarter: "Q1 2027",
    deliverables: ["brand", "listings"],
    milestones: ["first-online-order"],
    budget: 3 * LAKH,
    kpis: [
      { metric: "farmers-enrolled", target: agriPlan.farmers, current: 0 },
      { metric: "jobs", target: 20, current: 0 },
    ],
  },
  {
    quarter: "Q2 2027",
    deliverables: ["all-lines", "bulk-contracts"],
    milestones: [
      { id: "revenue-month", n: 10 * LAKH, unit: "rupees" },
      { id: "jobs-filled", n: agriPlan.jobs },
    ],
    budget: 2 * LAKH,
    kpis: [
      { metric: "jobs", target: agriPlan.jobs, current: 0 },
      { metric: "revenue-month", target: 10 * LAKH, current: 0, unit: "rupees" },
    ],
  },
]);

/** The roadmap's quarters with their progress from a village's ledger. */
export function agriRoadmapOf(ledger: MilestoneLedger) {
  return withProgress(agriRoadmap, agriEvidence, ledger);
}

export const agriFarmersInProducts = total(agriProducts, (p) => p.farmers);
export const agriProductValue = total(agriProducts, (p) => p.annualValue);
export const agriChannelShare = total(agriSalesChannels, (c) => c.percentage);
export const agriRoadmapBudget = total(agriRoadmap, (q) => q.budget);

/** A channel's part of the annual revenue, in rupees. */
export function channelRevenue(percentage: number): number {
  return Math.round((agriPlan.annualRevenue * percentage) / 100);
}

/** A village's roadmap for the figure walk (the registry reads the pilot's), under the name it has always had. */
export const ledgerFigures: LedgerFigures = (ledger) => ({ agriRoadmap: agriRoadmapOf(ledger) });

/**
 * What each number this module exports measures, by its path: the figure walk reads it
 * (content/figures/walk.ts; content/figures/measures.ts says how a rule reads).
 */
export const figureMeasures: FigureMeasures = [
  ["agriPlan.investment", "execution.agri.budget"],
  ["agriRoadmapBudget", "execution.agri.budget"],
];
