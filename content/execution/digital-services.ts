import { z } from "zod";
import { LAKH } from "@/lib/format";
import { projectionSchema, roadmapSchemaOf, serviceSchema, total } from "./schema";
import { withProgress, type MilestoneLedger, type PlanEvidence } from "./progress";
import type { FigureMeasures } from "@/content/figures/measures";
import type { LedgerFigures } from "@/content/registry";

/** Digital Services Hub execution plan (spec §9 'Execution plans'). */
export const digitalServicesPlan = {
  investment: 9_00_000,
  months: 18,
  youth: 40,
} as const;

/** Youth in each of the two training cohorts. */
const COHORT = 20;

/** Revenue projections: 2026 ₹12 lakh, 2027 ₹24 lakh, 2028 ₹36 lakh. */
export const digitalRevenueProjections = z.array(projectionSchema).parse([
  { year: 2026, revenue: 12 * LAKH },
  { year: 2027, revenue: 24 * LAKH },
  { year: 2028, revenue: 36 * LAKH },
]);

/** Service ids: `digital-services-execution.service.<id>.name` and `.pricing`. */
export const digitalServiceIds = z.enum([
  "payments",
  "schemes",
  "data-entry",
  "marketing",
  "photo",
]);

/** What the hub sells; the youth column adds up to the 40 youth of the plan. */
export const digitalServices = z.array(serviceSchema.extend({ id: digitalServiceIds })).parse([
  { id: "payments", pricing: { from: 10, to: 50 }, demand: "High", youth: 8 },
  { id: "schemes", pricing: { from: 30, to: 100 }, demand: "High", youth: 8 },
  { id: "data-entry", pricing: { from: 8_000, to: 15_000 }, demand: "Medium", youth: 10 },
  { id: "marketing", pricing: { from: 2_000, to: 5_000 }, demand: "Medium", youth: 8 },
  { id: "photo", pricing: { from: 20, to: 500 }, demand: "Medium", youth: 6 },
]);

/** Deliverables and milestones: `digital-services-execution.line.<id>`. */
export const digitalLineIds = z.enum([
  "hub-fitted",
  "hub-connected",
  "first-youth",
  "hub-open",
  "trainer-contracts",
  "course",
  "counter-practice",
  "cohort-1-certified",
  "services-open",
  "price-list",
  "first-revenue",
  "cohort-2",
  "remote-contracts",
  "all-trained",
  "first-remote",
  "shop-pages",
  "social-media",
  "businesses-served",
  "costs-met",
  "youth-committee",
  "revenue-2-lakh",
  "audit",
]);

/** KPI metrics: `digital-services-execution.kpi.<id>`. */
export const digitalKpiIds = z.enum([
  "youth-enrolled",
  "workstations",
  "youth-certified",
  "course-completion",
  "transactions",
  "revenue-month",
  "youth-trained",
  "remote-contracts",
  "local-businesses",
  "youth-earning",
]);

/**
 * Lines the timeline's milestones evidence (content/execution/progress.ts): the hub is connected
 * once the village satellite link it joins is installed.
 */
const digitalEvidence: PlanEvidence<z.infer<typeof digitalLineIds>> = {
  "hub-connected": "installInternet",
};

/** Six quarters, Q4 2025 to Q1 2027 (18 months); budgets add up to ₹9,00,000. */
export const digitalRoadmap = roadmapSchemaOf(digitalLineIds, digitalKpiIds).parse([
  {
    quarter: "Q4 2025",
    deliverables: ["hub-fitted", "hub-connected", { id: "first-youth", n: COHORT }],
    milestones: ["hub-open", "trainer-contracts"],
    budget: 3_00_000,
    kpis: [
      { metric: "youth-enrolled", target: COHORT, current: 0 },
      { metric: "workstations", target: 10, current: 0 },
    ],
  },
  {
    quarter: "Q1 2026",
    deliverables: ["course", "counter-practice"],
    milestones: ["cohort-1-certified"],
    budget: 2_00_000,
    kpis: [
      { metric: "youth-certified", target: COHORT, current: 0 },
      { metric: "course-completion", target: 90, current: 0, unit: "percent" },
    ],
  },
  {
    quarter: "Q2 2026",
    deliverables: ["services-open", "price-list"],
    milestones: [{ id: "first-revenue", n: 1_00_000, unit: "rupees" }],
    budget: 1_50_000,
    kpis: [
      { metric: "transactions", target: 500, current: 0 },
      { metric: "revenue-month", target: 1_00_000, current: 0, unit: "rupees" },
    ],
  },
  {
    quarter: "Q3 2026",
    deliverables: [{ id: "cohort-2", n: COHORT }, "remote-contracts"],
    milestones: [{ id: "all-trained", n: digitalServicesPlan.youth }, "first-remote"],
    budget: 1_00_000,
    kpis: [
      { metric: "youth-trained", target: digitalServicesPlan.youth, current: 0 },
      { metric: "remote-contracts", target: 5, current: 0 },
    ],
  },
  {
    quarter: "Q4 2026",
    deliverables: ["shop-pages", "social-media"],
    milestones: [{ id: "businesses-served", n: 25 }],
    budget: 1_00_000,
    kpis: [{ metric: "local-businesses", target: 25, current: 0 }],
  },
  {
    quarter: "Q1 2027",
    deliverables: ["costs-met", "youth-committee"],
    milestones: [{ id: "revenue-2-lakh", n: 2_00_000, unit: "rupees" }, "audit"],
    budget: 50_000,
    kpis: [
      { metric: "youth-earning", target: digitalServicesPlan.youth, current: 0 },
      { metric: "revenue-month", target: 2_00_000, current: 0, unit: "rupees" },
    ],
  },
]);

/** The roadmap's quarters with their progress from a village's ledger. */
export function digitalRoadmapOf(ledger: MilestoneLedger) {
  return withProgress(digitalRoadmap, digitalEvidence, ledger);
}

export const digitalYouthInServices = total(digitalServices, (s) => s.youth);
export const digitalRoadmapBudget = total(digitalRoadmap, (q) => q.budget);

/** The year of the quarter whose deliverables include `id`, as text for a sentence ("from {year}"). */
function yearDelivering(id: z.infer<typeof digitalLineIds>): string {
  const quarter = digitalRoadmap.find((q) =>
    q.deliverables.some((line) => (typeof line === "string" ? line : line.id) === id),
  );
  if (!quarter) throw new Error(`No quarter of the Digital Services Hub's roadmap delivers ${id}`);
  return quarter.quarter.slice(-4);
}

/** The year the hub is meant to pay its own way: its costs are met from service revenue then. */
export const DIGITAL_SELF_FUNDING_YEAR = yearDelivering("costs-met");

/** A village's roadmap for the figure walk (the registry reads the pilot's), under the name it has always had. */
export const ledgerFigures: LedgerFigures = (ledger) => ({
  digitalRoadmap: digitalRoadmapOf(ledger),
});

/**
 * What each number this module exports measures, by its path: the figure walk reads it
 * (content/figures/walk.ts; content/figures/measures.ts says how a rule reads).
 */
export const figureMeasures: FigureMeasures = [
  ["digitalServicesPlan.investment", "execution.digital.budget"],
  ["digitalRoadmapBudget", "execution.digital.budget"],
];
