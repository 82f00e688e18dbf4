import { z } from "zod";
import { LAKH } from "@/lib/format";
import { processingProductSchema, roadmapSchema, salesChannelSchema, total } from "./schema";

/** Agri-Processing Center execution plan (spec §9 'Execution plans'). */
export const agriPlan = {
  investment: 30 * LAKH,
  farmers: 150,
  /** Projected revenue a year once the centre runs at capacity. */
  annualRevenue: 1_20_00_000,
  jobs: 25,
} as const;

/** What the centre processes; farmers add up to 150 and annual value to ₹1.2 crore. */
export const agriProducts = z.array(processingProductSchema).parse([
  {
    product: "Milled and packed rice",
    capacity: "2 tonnes a day",
    farmers: 60,
    annualValue: 45 * LAKH,
    margin: 12,
  },
  {
    product: "Millets and pulses",
    capacity: "500 kg a day",
    farmers: 30,
    annualValue: 25 * LAKH,
    margin: 18,
  },
  {
    product: "Dried vegetables, pickles",
    capacity: "200 kg a day",
    farmers: 25,
    annualValue: 20 * LAKH,
    margin: 22,
  },
  {
    product: "Mahua and tamarind",
    capacity: "300 kg a day",
    farmers: 20,
    annualValue: 15 * LAKH,
    margin: 20,
  },
  {
    product: "Cold-pressed oils",
    capacity: "400 litres a day",
    farmers: 15,
    annualValue: 15 * LAKH,
    margin: 15,
  },
]);

/** Where the produce is sold: 35/45/15/5%. */
export const agriSalesChannels = z.array(salesChannelSchema).parse([
  { channel: "Haats and direct retail", percentage: 35, avgOrderValue: 300 },
  { channel: "Wholesale and bulk buyers", percentage: 45, avgOrderValue: 40_000 },
  { channel: "Online stores", percentage: 15, avgOrderValue: 750 },
  { channel: "Institutional buyers", percentage: 5, avgOrderValue: 60_000 },
]);

/** Six quarters, Q1 2026 to Q2 2027; budgets add up to ₹30 lakh. */
export const agriRoadmap = roadmapSchema.parse([
  {
    quarter: "Q1 2026",
    title: "Site and building",
    progress: 0,
    deliverables: ["Land lease agreed with the gram panchayat", "Processing shed and store built"],
    milestones: ["Building handed over"],
    budget: 8 * LAKH,
    kpis: [{ metric: "Floor area ready (sq ft)", target: 2_500, current: 0 }],
  },
  {
    quarter: "Q2 2026",
    title: "Machines and solar power",
    progress: 0,
    deliverables: [
      "Rice mill, cleaner-grader, dryer and oil expeller installed",
      "Solar supply connected for daytime processing",
    ],
    milestones: ["Machines commissioned"],
    budget: 10 * LAKH,
    kpis: [{ metric: "Processing lines installed", target: 5, current: 0 }],
  },
  {
    quarter: "Q3 2026",
    title: "Licences and trial runs",
    progress: 0,
    deliverables: ["FSSAI food licence and packaging design", "Trial batches tested for quality"],
    milestones: ["Food licence granted", "First trial batch packed"],
    budget: 4 * LAKH,
    kpis: [
      { metric: "Staff hired and trained", target: 12, current: 0 },
      { metric: "Trial batches passed", target: 10, current: 0 },
    ],
  },
  {
    quarter: "Q4 2026",
    title: "Farmers join for the kharif harvest",
    progress: 0,
    deliverables: [
      "Farmer enrolment with fair-price agreements",
      "First kharif paddy procured and milled",
    ],
    milestones: ["100 farmers enrolled"],
    budget: 3 * LAKH,
    kpis: [
      { metric: "Farmers enrolled", target: 100, current: 0 },
      { metric: "Revenue a month", target: 5 * LAKH, current: 0, unit: "rupees" },
    ],
  },
  {
    quarter: "Q1 2027",
    title: "Brand and online sales",
    progress: 0,
    deliverables: [
      "Village brand registered",
      "Listings on online stores through the Digital Services Hub",
    ],
    milestones: ["First online order shipped"],
    budget: 3 * LAKH,
    kpis: [
      { metric: "Farmers enrolled", target: 150, current: 0 },
      { metric: "Jobs at the centre", target: 20, current: 0 },
    ],
  },
  {
    quarter: "Q2 2027",
    title: "Full operations",
    progress: 0,
    deliverables: ["All five product lines running", "Bulk supply contracts with wholesalers"],
    milestones: ["₹10 lakh revenue month", "25 jobs filled"],
    budget: 2 * LAKH,
    kpis: [
      { metric: "Jobs at the centre", target: 25, current: 0 },
      { metric: "Revenue a month", target: 10 * LAKH, current: 0, unit: "rupees" },
    ],
  },
]);

export const agriFarmersInProducts = total(agriProducts, (p) => p.farmers);
export const agriProductValue = total(agriProducts, (p) => p.annualValue);
export const agriChannelShare = total(agriSalesChannels, (c) => c.percentage);
export const agriRoadmapBudget = total(agriRoadmap, (q) => q.budget);

/** A channel's part of the annual revenue, in rupees. */
export function channelRevenue(percentage: number): number {
  return Math.round((agriPlan.annualRevenue * percentage) / 100);
}
