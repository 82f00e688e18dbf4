import { z } from "zod";
import { phases, type BudgetPhase } from "@/content/budget";
import { phase1Months } from "@/content/implementation/phase-1";
import { phase2Months } from "@/content/implementation/phase-2";
import { phase3Months } from "@/content/implementation/phase-3";
import { monthlyEntrySchema, type MonthlyEntry } from "@/content/implementation/schema";

export * from "@/content/implementation/schema";
export { PLAN_ITEMS } from "@/content/implementation/plan-items";

/**
 * The month-by-month implementation plan (spec §3 'Monthly timeline entry'), Oct 2025 to Dec 2027.
 * Activity budgets are typed once; a month's budget is the sum of its activities, and the months of
 * each phase add up to that phase's budget in content/budget.ts (93 + 35 + 35 lakh).
 */
const rows = z.array(monthlyEntrySchema).parse([...phase1Months, ...phase2Months, ...phase3Months]);

/** The monthly plan, each month's budget the sum of its activities. */
export const monthlyTimeline: MonthlyEntry[] = rows.map((m) => ({
  ...m,
  budget: m.activities.reduce((sum, a) => sum + a.budget, 0),
}));

export function monthsOfPhase(id: BudgetPhase["id"]): MonthlyEntry[] {
  return monthlyTimeline.filter((m) => m.phase === id);
}

/** Sum of the monthly budgets of one phase: must equal the phase budget. */
export function monthlyBudgetOfPhase(id: BudgetPhase["id"]): number {
  return monthsOfPhase(id).reduce((sum, m) => sum + m.budget, 0);
}

/** "2025-10" → "Q4 2025". */
export function quarterOf(month: string): string {
  const [year, mm] = month.split("-").map(Number);
  return `Q${Math.ceil((mm ?? 1) / 3)} ${year}`;
}

/** The phases with their month counts in this plan (6, 6 and 15, as the pages show them). */
export const planPhases = phases.map((p) => ({ ...p, plannedMonths: monthsOfPhase(p.id).length }));

/** What each phase focuses on (spec §1 for Phase 1; the others from the monthly plan above). */
export const phaseFocus: Record<BudgetPhase["id"], string[]> = {
  phase1: [
    "Connectivity deployment",
    "Solar pump installation",
    "Basic telemedicine",
    "Digital literacy programmes",
  ],
  phase2: [
    "Skills training in digital marketing and remote work",
    "Agri-processing enterprise",
    "Women's self-help groups",
    "Personalised and multilingual learning",
  ],
  phase3: [
    "Digital services hub and village tourism",
    "Community leadership",
    "Handover to the village committee",
    "Final survey and replication playbook",
  ],
};

/** The last month of each phase, when its review happens. */
export const phaseReviewMonths = phases.map((p) => monthsOfPhase(p.id).at(-1)?.month ?? "");
