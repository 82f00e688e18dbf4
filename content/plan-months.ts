// Not in the content registry: the comparison content/budget-vs-actual.ts publishes, from plain inputs.
import type { BudgetPhase } from "@/content/budget";
import { monthsFrom } from "@/content/ledger/months";

/**
 * The plan's spending month by month, as budget against actual follows it: the month-by-month
 * plan's budget for each month it gives; a month it leaves out shares what its phase's budget has
 * left after the months given, evenly, in whole rupees (the remainder one each to the first).
 * Every phase's months then add up to its budget, so planned to date at a phase's end is the
 * phase budgets so far, unless the monthly plan spends more in a phase than its budget.
 */
export interface PlannedMonth {
  month: string;
  planned: number;
  /** Where the month's figure comes from: the monthly plan, or its phase's budget. */
  basis: "monthly" | "phase";
}

export function plannedMonths(
  phases: readonly Pick<BudgetPhase, "id" | "period" | "budget">[],
  monthly: readonly { month: string; budget: number }[],
): PlannedMonth[] {
  const given = new Map(monthly.map((m) => [m.month, m.budget]));
  return phases.flatMap((p) => {
    const months = monthsFrom(p.period.from, p.period.to);
    const open = months.filter((m) => !given.has(m));
    const left = Math.max(0, p.budget - months.reduce((s, m) => s + (given.get(m) ?? 0), 0));
    const base = open.length > 0 ? Math.floor(left / open.length) : 0;
    const extra = left - base * open.length;
    return months.map((month) =>
      given.has(month)
        ? { month, planned: given.get(month)!, basis: "monthly" as const }
        : { month, planned: base + (open.indexOf(month) < extra ? 1 : 0), basis: "phase" as const },
    );
  });
}
