import { z } from "zod";
import { monthSpanSchema, phases, type BudgetPhase } from "@/content/budget";
import { progressStatusSchema } from "@/content/kpis";
import { village } from "@/content/village";
import { LAKH } from "@/lib/format";
import { ADULTS_TO_TRAIN } from "@/content/transparency-impact";

/**
 * The progress dashboard's phases (spec §3 'Phase (dashboard)'): the three budget phases of
 * content/budget.ts, each with its initiatives. Initiative budgets are the planned split of the
 * phase budget and add up to it exactly (content/dashboard.test.ts). Nothing has started.
 */

/** Nothing has been raised or deployed, and no family has been helped yet (pre-implementation). */
export const FAMILIES_HELPED = 0;

const initiativeSchema = z.object({
  name: z.string().min(1),
  budget: z.number().positive(),
  timeline: monthSpanSchema,
  description: z.string().min(1),
  /** People who benefit. */
  beneficiaries: z.number().int().positive(),
  status: progressStatusSchema,
});
export type Initiative = z.infer<typeof initiativeSchema>;

const { population, economic } = village;
const initiativeRows: Record<BudgetPhase["id"], Initiative[]> = {
  phase1: [
    {
      name: "Satellite connectivity",
      budget: 45 * LAKH,
      timeline: { from: "2025-10", to: "2025-12" },
      description:
        "Three Starlink kits and village Wi-Fi hotspots, so every household can get online.",
      beneficiaries: population.total,
      status: "planned",
    },
    {
      name: "Basic telemedicine centre",
      budget: 28 * LAKH,
      timeline: { from: "2025-11", to: "2026-01" },
      description: "A village health room with video consultations and a trained health worker.",
      beneficiaries: population.total,
      status: "planned",
    },
    {
      name: "Solar water pumps",
      budget: 12 * LAKH,
      timeline: { from: "2025-11", to: "2026-02" },
      description: "Solar pumps and storage for clean drinking water and irrigation.",
      beneficiaries: population.total,
      status: "planned",
    },
    {
      name: "Digital literacy programme",
      budget: 8 * LAKH,
      timeline: { from: "2026-01", to: "2026-03" },
      description: "Phone and computer basics for adults, in Chhattisgarhi and Hindi.",
      beneficiaries: ADULTS_TO_TRAIN,
      status: "planned",
    },
  ],
  phase2: [
    {
      name: "AI learning lab",
      budget: 10 * LAKH,
      timeline: { from: "2026-04", to: "2026-06" },
      description:
        "Computers and AI-assisted lessons in Hindi, Chhattisgarhi and English for school-age children.",
      beneficiaries: population.children,
      status: "planned",
    },
    {
      name: "Skills training",
      budget: 10 * LAKH,
      timeline: { from: "2026-05", to: "2026-09" },
      description: "Digital marketing and remote-work courses at the community skills hub.",
      beneficiaries: ADULTS_TO_TRAIN,
      status: "planned",
    },
    {
      name: "Solar grid",
      budget: 10 * LAKH,
      timeline: { from: "2026-04", to: "2026-08" },
      description: "A 15 kW solar grid for the school, the health room and the skills hub.",
      beneficiaries: population.total,
      status: "planned",
    },
    {
      name: "Women's enterprise groups",
      budget: 5 * LAKH,
      timeline: { from: "2026-06", to: "2026-09" },
      description: "Self-help groups with training, tools and online selling.",
      beneficiaries: economic.womenAtLeast,
      status: "planned",
    },
  ],
  phase3: [
    {
      name: "Agri-processing and market access",
      budget: 12 * LAKH,
      timeline: { from: "2026-10", to: "2027-06" },
      description: "Processing equipment and online buyers for the village's produce.",
      beneficiaries: economic.farmers,
      status: "planned",
    },
    {
      name: "Community skills hub",
      budget: 10 * LAKH,
      timeline: { from: "2026-10", to: "2027-09" },
      description: "Advanced courses and mentoring for work from the village.",
      beneficiaries: population.adults,
      status: "planned",
    },
    {
      name: "Artisan enterprise",
      budget: 5 * LAKH,
      timeline: { from: "2027-01", to: "2027-09" },
      description: "Design, packaging and online sales for 15 local artisans.",
      beneficiaries: 15,
      status: "planned",
    },
    {
      name: "Village committees and handover",
      budget: 4 * LAKH,
      timeline: { from: "2027-04", to: "2027-12" },
      description: "Villagers trained to run and maintain every service themselves.",
      beneficiaries: population.households,
      status: "planned",
    },
    {
      name: "Impact evaluation and replication guide",
      budget: 4 * LAKH,
      timeline: { from: "2027-10", to: "2027-12" },
      description:
        "An end-of-programme survey against the baseline and a guide for the next villages.",
      beneficiaries: population.total,
      status: "planned",
    },
  ],
};

export const phaseSchema = z.object({
  phase: z.enum(["phase1", "phase2", "phase3"]),
  name: z.string(),
  period: monthSpanSchema,
  totalBudget: z.number().positive(),
  /** Percent of the phase's work done. */
  completion: z.number().min(0).max(100),
  status: progressStatusSchema,
  initiatives: z.array(initiativeSchema).min(1),
});
export type DashboardPhase = z.infer<typeof phaseSchema>;

export const dashboardPhases: DashboardPhase[] = z
  .array(phaseSchema)
  .length(3)
  .parse(
    phases.map((p) => ({
      phase: p.id,
      name: p.name,
      period: p.period,
      totalBudget: p.budget,
      completion: 0,
      status: "planned",
      initiatives: initiativeRows[p.id],
    })),
  );

/** Sum of a phase's initiative budgets. */
export function initiativeTotal(phase: DashboardPhase): number {
  return phase.initiatives.reduce((sum, i) => sum + i.budget, 0);
}

/** Project completion: phase completion weighted by phase budget, rounded. */
export function projectCompletion(): number {
  const total = dashboardPhases.reduce((sum, p) => sum + p.totalBudget, 0);
  const done = dashboardPhases.reduce((sum, p) => sum + (p.totalBudget * p.completion) / 100, 0);
  return Math.round((done / total) * 100);
}
