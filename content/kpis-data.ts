// Not in the content registry: the raw input content/kpis.ts parses, walked there.
import type { z } from "zod";
import { AGE_RANGE } from "@/content/education";
import type { kpiSchema } from "@/content/kpi-schema";
import type { kpiIds } from "@/content/ledger/ids";
import { HEALTHCARE_KM_BASELINE, village } from "@/content/village";
import { formatNumber, LAKH } from "@/lib/format";
import { languages, type Lang } from "@/lib/i18n";
import { translator } from "@/lib/messages";

type KpiInput = z.input<typeof kpiSchema>;
type KpiId = (typeof kpiIds)[number];

/** The baseline figures' labels: `dashboard.kpi.data.<id>` in the page's dictionaries. */
export const kpiDataLabelIds = [
  "overallLiteracy",
  "maleLiteracy",
  "femaleLiteracy",
  "schoolAge",
  "internet",
  "households",
  "income",
  "unemployment",
  "farmingHouseholds",
  "healthcareKm",
  "villagers",
  "women",
  "farmers",
  "agricultureDependence",
  "children",
  "adults",
] as const;
export type KpiDataLabelId = (typeof kpiDataLabelIds)[number];

const en = translator("en");

/**
 * A KPI's words are the English messages (content/i18n/en/dashboard/kpis.json), so the open data
 * files, the transparency hub and the quality report keep reading them here in English, while the
 * dashboard shows them in the page's language. The multilingual KPI's methodology counts the
 * languages.
 */
function text(id: KpiId, field: "name" | "description" | "impact" | "methodology"): string {
  return en(`dashboard.kpi.${id}.${field}`, { languages: languages.length });
}

/** The figures a baseline figure's label states, written for `lang`: the children's ages, 3-18. */
export function kpiDataLabelValues(lang: Lang) {
  return { min: formatNumber(AGE_RANGE.min, lang), max: formatNumber(AGE_RANGE.max, lang) };
}

/** A baseline figure's English label, the key of `currentData`. */
function label(id: KpiDataLabelId): string {
  return en(`dashboard.kpi.data.${id}`, kpiDataLabelValues("en"));
}

/** The id of a `currentData` label, to show it in the page's language. */
export function kpiDataLabelId(english: string): KpiDataLabelId {
  const id = kpiDataLabelIds.find((i) => label(i) === english);
  if (!id) throw new Error(`Unknown KPI baseline label ${english}`);
  return id;
}

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
    name: text("literacy", "name"),
    current: literacy.overall,
    target: 95,
    timeline: "2027-12",
    color: "chart-1",
    description: text("literacy", "description"),
    currentData: {
      [label("overallLiteracy")]: literacy.overall,
      [label("maleLiteracy")]: literacy.male,
      [label("femaleLiteracy")]: literacy.female,
      [label("schoolAge")]: population.schoolAge,
    },
    milestones: [
      { quarter: "Q2 2026", target: 68, status: "planned", budget: 3 * LAKH },
      { quarter: "Q4 2026", target: 78, status: "planned", budget: 3 * LAKH },
      { quarter: "Q2 2027", target: 87, status: "planned", budget: 2 * LAKH },
      { quarter: "Q4 2027", target: 95, status: "planned", budget: 2 * LAKH },
    ],
    impact: text("literacy", "impact"),
    methodology: text("literacy", "methodology"),
  },
  {
    id: "digital",
    name: text("digital", "name"),
    current: 15,
    target: 100,
    timeline: "2026-06",
    color: "chart-2",
    description: text("digital", "description"),
    currentData: {
      [label("internet")]: infrastructure.internetPercent,
      [label("households")]: population.households,
    },
    milestones: [
      { quarter: "Q4 2025", target: 40, status: "planned", budget: 30 * LAKH },
      { quarter: "Q1 2026", target: 70, status: "planned", budget: 10 * LAKH },
      { quarter: "Q2 2026", target: 100, status: "planned", budget: 5 * LAKH },
    ],
    impact: text("digital", "impact"),
    methodology: text("digital", "methodology"),
  },
  {
    id: "economic",
    name: text("economic", "name"),
    current: 28,
    target: 100,
    timeline: "2027-12",
    color: "chart-3",
    description: text("economic", "description"),
    currentData: {
      [label("income")]: economic.averageMonthlyIncome,
      [label("unemployment")]: economic.unemploymentPercent,
      [label("farmingHouseholds")]: economic.farmingHouseholds,
    },
    milestones: [
      { quarter: "Q2 2026", target: 40, status: "planned", budget: 5 * LAKH },
      { quarter: "Q4 2026", target: 60, status: "planned", budget: 5 * LAKH },
      { quarter: "Q2 2027", target: 80, status: "planned", budget: 4 * LAKH },
      { quarter: "Q4 2027", target: 100, status: "planned", budget: 4 * LAKH },
    ],
    impact: text("economic", "impact"),
    methodology: text("economic", "methodology"),
  },
  {
    id: "health",
    name: text("health", "name"),
    current: 20,
    target: 100,
    timeline: "2026-03",
    color: "chart-4",
    description: text("health", "description"),
    currentData: {
      [label("healthcareKm")]: HEALTHCARE_KM_BASELINE,
      [label("villagers")]: population.total,
    },
    milestones: [
      { quarter: "Q4 2025", target: 50, status: "planned", budget: 20 * LAKH },
      { quarter: "Q1 2026", target: 100, status: "planned", budget: 8 * LAKH },
    ],
    impact: text("health", "impact"),
    methodology: text("health", "methodology"),
  },
  {
    id: "women",
    name: text("women", "name"),
    current: 40,
    target: 85,
    timeline: "2027-12",
    color: "chart-5",
    description: text("women", "description"),
    currentData: {
      [label("femaleLiteracy")]: literacy.female,
      [label("women")]: economic.womenAtLeast,
    },
    milestones: [
      { quarter: "Q2 2026", target: 50, status: "planned", budget: 2 * LAKH },
      { quarter: "Q4 2026", target: 62, status: "planned", budget: 2 * LAKH },
      { quarter: "Q2 2027", target: 74, status: "planned", budget: 2 * LAKH },
      { quarter: "Q4 2027", target: 85, status: "planned", budget: 2 * LAKH },
    ],
    impact: text("women", "impact"),
    methodology: text("women", "methodology"),
  },
  {
    id: "agriculture",
    name: text("agriculture", "name"),
    current: 10,
    target: 85,
    timeline: "2027-12",
    color: "chart-6",
    description: text("agriculture", "description"),
    currentData: {
      [label("farmers")]: economic.farmers,
      [label("farmingHouseholds")]: economic.farmingHouseholds,
      [label("agricultureDependence")]: economic.agricultureDependencePercent,
    },
    milestones: [
      { quarter: "Q2 2026", target: 25, status: "planned", budget: 3 * LAKH },
      { quarter: "Q4 2026", target: 45, status: "planned", budget: 3 * LAKH },
      { quarter: "Q2 2027", target: 65, status: "planned", budget: 3 * LAKH },
      { quarter: "Q4 2027", target: 85, status: "planned", budget: 3 * LAKH },
    ],
    impact: text("agriculture", "impact"),
    methodology: text("agriculture", "methodology"),
  },
  {
    id: "multilingual",
    name: text("multilingual", "name"),
    current: 25,
    target: 90,
    timeline: "2027-12",
    color: "chart-1",
    description: text("multilingual", "description"),
    currentData: {
      [label("children")]: population.children,
      [label("villagers")]: population.total,
    },
    milestones: [
      { quarter: "Q2 2026", target: 40, status: "planned", budget: 2 * LAKH },
      { quarter: "Q4 2026", target: 55, status: "planned", budget: 1 * LAKH },
      { quarter: "Q2 2027", target: 72, status: "planned", budget: 1 * LAKH },
      { quarter: "Q4 2027", target: 90, status: "planned", budget: 2 * LAKH },
    ],
    impact: text("multilingual", "impact"),
    methodology: text("multilingual", "methodology"),
  },
  {
    id: "leadership",
    name: text("leadership", "name"),
    current: 35,
    target: 100,
    timeline: "2027-12",
    color: "chart-3",
    description: text("leadership", "description"),
    currentData: {
      [label("households")]: population.households,
      [label("adults")]: population.adults,
    },
    milestones: [
      { quarter: "Q2 2026", target: 50, status: "planned", budget: 2 * LAKH },
      { quarter: "Q4 2026", target: 65, status: "planned", budget: 2 * LAKH },
      { quarter: "Q2 2027", target: 82, status: "planned", budget: 2 * LAKH },
      { quarter: "Q4 2027", target: 100, status: "planned", budget: 2 * LAKH },
    ],
    impact: text("leadership", "impact"),
    methodology: text("leadership", "methodology"),
  },
];
