import type { z } from "zod";
import type { kpiSchema } from "@/content/kpis";
import { HEALTHCARE_KM_BASELINE, village } from "@/content/village";
import { LAKH } from "@/lib/format";

type KpiInput = z.input<typeof kpiSchema>;

const { population, literacy, economic, infrastructure } = village;

/**
 * The eight KPIs as written; content/kpis.ts parses them. Targets without a date in the spec are
 * due at the programme's end (Dec 2027). Milestone budgets are slices of the dashboard's category
 * split (Starlink 45L to digital, healthcare 28L to health, AI lab 10L to literacy, skills 18L to
 * economic, market access 12L to agriculture, community programmes 22L to women, multilingual
 * and leadership), so every milestone rupee has a line in that split.
 */
export const kpiList: KpiInput[] = [
  {
    id: "literacy",
    name: "Functional literacy",
    current: literacy.overall,
    target: 95,
    timeline: "2027-12",
    color: "chart-1",
    description:
      "Share of villagers aged 7 and over who can read, write and do everyday arithmetic in at least one language.",
    currentData: {
      "Overall literacy (%)": literacy.overall,
      "Male literacy (%)": literacy.male,
      "Female literacy (%)": literacy.female,
      "School-age children": population.schoolAge,
    },
    milestones: [
      { quarter: "Q2 2026", target: 68, status: "planned", budget: 3 * LAKH },
      { quarter: "Q4 2026", target: 78, status: "planned", budget: 3 * LAKH },
      { quarter: "Q2 2027", target: 87, status: "planned", budget: 2 * LAKH },
      { quarter: "Q4 2027", target: 95, status: "planned", budget: 2 * LAKH },
    ],
    impact:
      "Villagers able to read notices, forms and messages, and children learning at their grade level in Hindi, Chhattisgarhi and English.",
    methodology:
      "Household literacy survey at baseline and every six months: a short reading, writing and arithmetic check in the language each person chooses.",
  },
  {
    id: "digital",
    name: "Digital fluency",
    current: 15,
    target: 100,
    timeline: "2026-06",
    color: "chart-2",
    description:
      "Share of villagers aged 10 and over who can use a phone or computer safely for messages, payments, government services and learning.",
    currentData: {
      "Households with internet (%)": infrastructure.internetPercent,
      Households: population.households,
    },
    milestones: [
      { quarter: "Q4 2025", target: 40, status: "planned", budget: 30 * LAKH },
      { quarter: "Q1 2026", target: 70, status: "planned", budget: 10 * LAKH },
      { quarter: "Q2 2026", target: 100, status: "planned", budget: 5 * LAKH },
    ],
    impact:
      "Every household online through the satellite network, using it for services, learning and work.",
    methodology:
      "A practical check (send a message, make a digital payment, fill an online form) for each person, plus network records of connected households.",
  },
  {
    id: "economic",
    name: "Economic empowerment",
    current: 28,
    target: 100,
    timeline: "2027-12",
    color: "chart-3",
    description:
      "Share of households with at least one new or better source of income from the programme: skills, remote work, enterprise or better farm prices.",
    currentData: {
      "Average monthly income (₹)": economic.averageMonthlyIncome,
      "Unemployment (%)": economic.unemploymentPercent,
      "Farming households": economic.farmingHouseholds,
    },
    milestones: [
      { quarter: "Q2 2026", target: 40, status: "planned", budget: 5 * LAKH },
      { quarter: "Q4 2026", target: 60, status: "planned", budget: 5 * LAKH },
      { quarter: "Q2 2027", target: 80, status: "planned", budget: 4 * LAKH },
      { quarter: "Q4 2027", target: 100, status: "planned", budget: 4 * LAKH },
    ],
    impact:
      "Household incomes rising towards the programme's income target, with less migration for work.",
    methodology:
      "Quarterly income and employment survey of every household, compared with the baseline.",
  },
  {
    id: "health",
    name: "Health literacy and access",
    current: 20,
    target: 100,
    timeline: "2026-03",
    color: "chart-4",
    description:
      "Share of villagers who know the warning signs of common illnesses and can reach a doctor the same day through the telemedicine centre.",
    currentData: {
      "Distance to healthcare (km)": HEALTHCARE_KM_BASELINE,
      Villagers: population.total,
    },
    milestones: [
      { quarter: "Q4 2025", target: 50, status: "planned", budget: 20 * LAKH },
      { quarter: "Q1 2026", target: 100, status: "planned", budget: 8 * LAKH },
    ],
    impact:
      "A telemedicine centre in the village, open day and night, instead of a long journey to the nearest hospital.",
    methodology:
      "Household health survey at baseline and every quarter, and the telemedicine centre's anonymised consultation records.",
  },
  {
    id: "women",
    name: "Women's empowerment",
    current: 40,
    target: 85,
    timeline: "2027-12",
    color: "chart-5",
    description: "Share of women taking part in paid work, self-help groups or village decisions.",
    currentData: {
      "Female literacy (%)": literacy.female,
      "Women (at least)": economic.womenAtLeast,
    },
    milestones: [
      { quarter: "Q2 2026", target: 50, status: "planned", budget: 2 * LAKH },
      { quarter: "Q4 2026", target: 62, status: "planned", budget: 2 * LAKH },
      { quarter: "Q2 2027", target: 74, status: "planned", budget: 2 * LAKH },
      { quarter: "Q4 2027", target: 85, status: "planned", budget: 2 * LAKH },
    ],
    impact: "Women earning, leading self-help enterprises and speaking in village decisions.",
    methodology:
      "Survey of women aged 18 and over every six months, with self-help group and village meeting records.",
  },
  {
    id: "agriculture",
    name: "Smart agriculture",
    current: 10,
    target: 85,
    timeline: "2027-12",
    color: "chart-6",
    description:
      "Share of farmers using at least one improved practice: weather and price alerts, soil testing, solar irrigation or processing.",
    currentData: {
      Farmers: economic.farmers,
      "Farming households": economic.farmingHouseholds,
      "Depend on agriculture (%)": economic.agricultureDependencePercent,
    },
    milestones: [
      { quarter: "Q2 2026", target: 25, status: "planned", budget: 3 * LAKH },
      { quarter: "Q4 2026", target: 45, status: "planned", budget: 3 * LAKH },
      { quarter: "Q2 2027", target: 65, status: "planned", budget: 3 * LAKH },
      { quarter: "Q4 2027", target: 85, status: "planned", budget: 3 * LAKH },
    ],
    impact:
      "Better yields and prices, with produce processed and sold through the agri-processing centre.",
    methodology:
      "Farmer survey every crop season (kharif and rabi) and the processing centre's purchase records.",
  },
  {
    id: "multilingual",
    name: "Multilingual learning",
    current: 25,
    target: 90,
    timeline: "2027-12",
    color: "chart-1",
    description:
      "Share of learners who can study in Hindi, Chhattisgarhi and English with the AI-assisted learning tools.",
    currentData: {
      "Children aged 3-18": population.children,
      Villagers: population.total,
    },
    milestones: [
      { quarter: "Q2 2026", target: 40, status: "planned", budget: 2 * LAKH },
      { quarter: "Q4 2026", target: 55, status: "planned", budget: 1 * LAKH },
      { quarter: "Q2 2027", target: 72, status: "planned", budget: 1 * LAKH },
      { quarter: "Q4 2027", target: 90, status: "planned", budget: 2 * LAKH },
    ],
    impact:
      "Children and adults learning in their own language while gaining Hindi and English for work.",
    methodology:
      "A short assessment in each of the three languages at baseline and at the end of every school term.",
  },
  {
    id: "leadership",
    name: "Community leadership",
    current: 35,
    target: 100,
    timeline: "2027-12",
    color: "chart-3",
    description:
      "Share of households with a member active in running village services: user committees, self-help groups or the village assembly.",
    currentData: {
      Households: population.households,
      Adults: population.adults,
    },
    milestones: [
      { quarter: "Q2 2026", target: 50, status: "planned", budget: 2 * LAKH },
      { quarter: "Q4 2026", target: 65, status: "planned", budget: 2 * LAKH },
      { quarter: "Q2 2027", target: 82, status: "planned", budget: 2 * LAKH },
      { quarter: "Q4 2027", target: 100, status: "planned", budget: 2 * LAKH },
    ],
    impact:
      "The village runs and maintains every service itself, ready to guide the next villages.",
    methodology:
      "Committee and meeting records, and a quarterly check of which services run without outside help.",
  },
];
