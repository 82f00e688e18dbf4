import { z } from "zod";
import { LAKH } from "@/lib/format";
import {
  revenueShareSchema,
  roadmapSchema,
  seasonSchema,
  total,
  tourismPackageSchema,
} from "./schema";

/** Digital Village Tourism execution plan (spec §9 'Execution plans'). */
export const tourismPlan = {
  investment: 21 * LAKH,
  visitorsPerYear: 1_200,
  jobs: 30,
} as const;

/** The four packages: ₹3,500 (2 days, 15), ₹6,500 (3 days, 10), ₹15,000 (5 days, 8), ₹8,000 (2 days, 25). */
export const tourismPackages = z.array(tourismPackageSchema).parse([
  {
    name: "Village Life Experience",
    duration: 2,
    price: 3_500,
    capacity: 15,
    highlights: [
      "Homestay with a village family",
      "A morning in the paddy fields",
      "Chhattisgarhi home cooking",
    ],
  },
  {
    name: "Digital Village Immersion",
    duration: 3,
    price: 6_500,
    capacity: 10,
    highlights: [
      "The satellite internet, AI lab and telemedicine centre",
      "A day with youth at the Digital Services Hub",
      "Evening with the village council",
    ],
  },
  {
    name: "Culture and Forest Trail",
    duration: 5,
    price: 15_000,
    capacity: 8,
    highlights: [
      "Guided forest walks with local guides",
      "Bamboo and crafts workshops",
      "Folk music and dance evenings",
    ],
  },
  {
    name: "Group and CSR Volunteering Retreat",
    duration: 2,
    price: 8_000,
    capacity: 25,
    highlights: [
      "A hands-on project chosen with the village",
      "Workshops at the school and skills hub",
      "Stay in homestays and the community hall",
    ],
  },
]);

/** Seasons; visitors add up to the 1,200 a year of the plan. */
export const tourismSeasons = z.array(seasonSchema).parse([
  {
    season: "Winter (Nov-Feb)",
    demand: "High",
    visitors: 500,
    focus: "Harvest season, festivals and forest trails",
    avgRevenue: 6_000,
  },
  {
    season: "Spring (Mar-Apr)",
    demand: "Medium",
    visitors: 250,
    focus: "Festival of colours, craft fairs and study tours",
    avgRevenue: 5_000,
  },
  {
    season: "Summer (May-Jun)",
    demand: "Low",
    visitors: 100,
    focus: "Short stays and CSR retreats",
    avgRevenue: 4_000,
  },
  {
    season: "Monsoon (Jul-Oct)",
    demand: "Medium",
    visitors: 350,
    focus: "Paddy planting, Hareli and Pola festivals",
    avgRevenue: 5_500,
  },
]);

/** Where the revenue comes from: 40/35/15/10%. */
export const tourismRevenueSplit = z.array(revenueShareSchema).parse([
  { stream: "Homestays and packages", percentage: 40 },
  { stream: "Food and guided tours", percentage: 35 },
  { stream: "Crafts and local produce", percentage: 15 },
  { stream: "Transport and services", percentage: 10 },
]);

/** Six quarters, Q2 2026 to Q3 2027; budgets add up to ₹21 lakh. */
export const tourismRoadmap = roadmapSchema.parse([
  {
    quarter: "Q2 2026",
    title: "Homestays ready",
    progress: 0,
    deliverables: [
      "Ten family homestays upgraded with toilets, beds and solar lights",
      "Safety and hygiene checklist agreed",
    ],
    milestones: ["Ten homestays inspected"],
    budget: 7 * LAKH,
    kpis: [{ metric: "Homestays ready", target: 10, current: 0 }],
  },
  {
    quarter: "Q3 2026",
    title: "Hosts and guides trained",
    progress: 0,
    deliverables: ["Hospitality training for host families", "Guide training for village youth"],
    milestones: ["First guides certified"],
    budget: 3 * LAKH,
    kpis: [
      { metric: "Hosts trained", target: 20, current: 0 },
      { metric: "Guides certified", target: 10, current: 0 },
    ],
  },
  {
    quarter: "Q4 2026",
    title: "Booking and first visitors",
    progress: 0,
    deliverables: [
      "Online booking page run by the Digital Services Hub",
      "First two packages opened",
    ],
    milestones: ["First paying visitors hosted"],
    budget: 4 * LAKH,
    kpis: [
      { metric: "Visitors hosted", target: 150, current: 0 },
      { metric: "Jobs created", target: 15, current: 0 },
    ],
  },
  {
    quarter: "Q1 2027",
    title: "Winter season",
    progress: 0,
    deliverables: ["All four packages on sale", "Visitor feedback collected after every stay"],
    milestones: ["500 visitors in the season"],
    budget: 3 * LAKH,
    kpis: [
      { metric: "Visitors hosted", target: 500, current: 0 },
      { metric: "Visitor satisfaction", target: 90, current: 0, unit: "percent" },
    ],
  },
  {
    quarter: "Q2 2027",
    title: "Groups and CSR retreats",
    progress: 0,
    deliverables: [
      "Retreat programme offered to companies and colleges",
      "Community hall fitted for groups of 25",
    ],
    milestones: ["First group retreat"],
    budget: 2 * LAKH,
    kpis: [{ metric: "Group bookings", target: 6, current: 0 }],
  },
  {
    quarter: "Q3 2027",
    title: "A full year of visitors",
    progress: 0,
    deliverables: [
      "Year-one review with the village council",
      "Share of revenue paid into the village fund",
    ],
    milestones: ["1,200 visitors a year", "30 jobs filled"],
    budget: 2 * LAKH,
    kpis: [
      { metric: "Visitors a year", target: 1_200, current: 0 },
      { metric: "Jobs created", target: 30, current: 0 },
    ],
  },
]);

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
