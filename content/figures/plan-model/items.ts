// Not in the content registry: the plan model's pure parts; its figures are walked in plan-model/index.ts.
import type { initiativeIds } from "@/content/dashboard-initiatives";
import type { ActivityId } from "@/content/implementation/schema";

/**
 * The same work as the dashboard's phase split and the month-by-month plan name it: each item,
 * the dashboard's initiatives and the monthly plan's activities that carry it. Only Phase 1 is
 * itemised here: both lists describe the same six months item by item, so an item the one
 * gives and the other leaves out is a real gap. Later phases are compared by their totals
 * (content/figures/sums.ts) and by the initiatives both lists name alike.
 */
export interface PlanItem {
  id: string;
  dashboard: readonly (typeof initiativeIds)[number][];
  monthly: readonly ActivityId[];
}

export const phase1Items: readonly PlanItem[] = [
  // The dashboard's "connectivity" is the satellite kits and the internet they bring.
  { id: "satellite", dashboard: ["connectivity"], monthly: ["kits", "internet"] },
  {
    id: "telemedicine",
    dashboard: ["telemedicine"],
    monthly: ["telemedicineCentre", "telemedicineOpens"],
  },
  { id: "solarPumps", dashboard: ["solarPumps"], monthly: ["solarPumps"] },
  { id: "waterWorks", dashboard: [], monthly: ["waterWorks", "waterDone"] },
  { id: "literacy", dashboard: ["digitalLiteracy"], monthly: ["literacy"] },
  { id: "surveyReview", dashboard: [], monthly: ["survey", "review1"] },
  { id: "aiLab", dashboard: ["aiLab"], monthly: ["aiLab"] },
  { id: "solarGrid", dashboard: ["solarGrid"], monthly: ["solarGrid"] },
];

/**
 * The plan-model measure ("phase1.telemedicine.budget") of the Phase 1 item a dashboard
 * initiative or a monthly activity belongs to, for the note beside its budget; none outside
 * Phase 1's items.
 */
export function phase1MeasureOf(
  list: "dashboard" | "monthly",
  id: string,
  phase: string,
): string | undefined {
  if (phase !== "phase1") return undefined;
  const item = phase1Items.find((i) => (i[list] as readonly string[]).includes(id));
  return item ? `phase1.${item.id}.budget` : undefined;
}
