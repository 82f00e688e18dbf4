import { z } from "zod";
import { LAKH } from "@/lib/format";
import { projectionSchema, roadmapSchema, serviceSchema, total } from "./schema";

/** Digital Services Hub execution plan (spec §9 'Execution plans'). */
export const digitalServicesPlan = {
  investment: 9_00_000,
  months: 18,
  youth: 40,
} as const;

/** Revenue projections: 2026 ₹12 lakh, 2027 ₹24 lakh, 2028 ₹36 lakh. */
export const digitalRevenueProjections = z.array(projectionSchema).parse([
  { year: 2026, revenue: 12 * LAKH },
  { year: 2027, revenue: 24 * LAKH },
  { year: 2028, revenue: 36 * LAKH },
]);

/** What the hub sells; the youth column adds up to the 40 youth of the plan. */
export const digitalServices = z.array(serviceSchema).parse([
  {
    service: "Payments and banking help",
    pricing: "₹10-₹50 per transaction",
    demand: "High",
    youth: 8,
  },
  {
    service: "Government scheme forms",
    pricing: "₹30-₹100 per application",
    demand: "High",
    youth: 8,
  },
  {
    service: "Data entry and remote work",
    pricing: "₹8,000-₹15,000 per contract a month",
    demand: "Medium",
    youth: 10,
  },
  {
    service: "Marketing for producers",
    pricing: "₹2,000-₹5,000 per client a month",
    demand: "Medium",
    youth: 8,
  },
  {
    service: "Photo, print and design",
    pricing: "₹20-₹500 per job",
    demand: "Medium",
    youth: 6,
  },
]);

/** Six quarters, Q4 2025 to Q1 2027 (18 months); budgets add up to ₹9,00,000. */
export const digitalRoadmap = roadmapSchema.parse([
  {
    quarter: "Q4 2025",
    title: "Set up the hub",
    progress: 0,
    deliverables: [
      "Hub room fitted out with workstations, printer and scanner",
      "Hub connected to the village satellite internet link",
      "First 20 youth selected with the village council",
    ],
    milestones: ["Hub open to trainees", "Trainer contracts signed"],
    budget: 3_00_000,
    kpis: [
      { metric: "Youth enrolled", target: 20, current: 0 },
      { metric: "Workstations installed", target: 10, current: 0 },
    ],
  },
  {
    quarter: "Q1 2026",
    title: "Train the first cohort",
    progress: 0,
    deliverables: [
      "Digital literacy, payments and e-governance course for cohort 1",
      "Customer-service practice at the hub counter",
    ],
    milestones: ["Cohort 1 certified"],
    budget: 2_00_000,
    kpis: [
      { metric: "Youth certified", target: 20, current: 0 },
      { metric: "Course completion", target: 90, current: 0, unit: "percent" },
    ],
  },
  {
    quarter: "Q2 2026",
    title: "Open services to the village",
    progress: 0,
    deliverables: [
      "Payment, bill and application services open six days a week",
      "Price list published at the hub and online",
    ],
    milestones: ["First ₹1 lakh month of revenue"],
    budget: 1_50_000,
    kpis: [
      { metric: "Transactions a month", target: 500, current: 0 },
      { metric: "Revenue a month", target: 1_00_000, current: 0, unit: "rupees" },
    ],
  },
  {
    quarter: "Q3 2026",
    title: "Second cohort and remote work",
    progress: 0,
    deliverables: [
      "Cohort 2 of 20 youth trained",
      "Data-entry and back-office contracts with outside clients",
    ],
    milestones: ["All 40 youth trained", "First remote-work contract"],
    budget: 1_00_000,
    kpis: [
      { metric: "Youth trained in all", target: 40, current: 0 },
      { metric: "Remote-work contracts", target: 5, current: 0 },
    ],
  },
  {
    quarter: "Q4 2026",
    title: "Marketing for local producers",
    progress: 0,
    deliverables: [
      "Online shop pages for farmers' groups and artisans",
      "Social media and listing support sold as a monthly service",
    ],
    milestones: ["25 local businesses served"],
    budget: 1_00_000,
    kpis: [{ metric: "Local businesses served", target: 25, current: 0 }],
  },
  {
    quarter: "Q1 2027",
    title: "Run on its own revenue",
    progress: 0,
    deliverables: [
      "Hub costs met from service revenue",
      "Youth-run management committee in charge of the hub",
    ],
    milestones: ["₹2 lakh a month of revenue", "Independent audit of the hub's first year"],
    budget: 50_000,
    kpis: [
      { metric: "Youth earning from the hub", target: 40, current: 0 },
      { metric: "Revenue a month", target: 2_00_000, current: 0, unit: "rupees" },
    ],
  },
]);

export const digitalYouthInServices = total(digitalServices, (s) => s.youth);
export const digitalRoadmapBudget = total(digitalRoadmap, (q) => q.budget);
