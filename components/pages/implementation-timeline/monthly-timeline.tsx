import type { BudgetPhase } from "@/content/budget";
import { withPlanStatus, type MonthlyEntry } from "@/content/implementation";
import { formatBudget, formatMonth, formatNumber } from "@/lib/format";
import type { PartProps } from "@/lib/page";
import { MonthCard, type MonthFigures, type MonthPhase } from "./month-card";
import { requestWords } from "@/lib/request-language";

/** A phase of the monthly plan: its months and what they add up to. */
export interface PlanPhase extends MonthPhase {
  id: BudgetPhase["id"];
  months: readonly MonthlyEntry[];
  budget: number;
}

export interface MonthlyTimelineProps extends PartProps {
  /** The whole monthly plan, first month to last. */
  plan: readonly MonthlyEntry[];
  phases: readonly PlanPhase[];
  figures: MonthFigures;
}

/** Monthly Timeline tab: every month from Oct 2025 to Dec 2027, grouped by phase. */
export function MonthlyTimeline({ ledger, plan, phases, figures }: MonthlyTimelineProps) {
  const { lang, t } = requestWords();
  return (
    <div className="space-y-10">
      <p className="max-w-3xl text-muted-foreground">
        {t("implementation-timeline.monthly.intro", {
          start: formatMonth(plan[0]?.month ?? "", lang),
          end: formatMonth(plan.at(-1)?.month ?? "", lang),
          count: formatNumber(plan.length, lang),
        })}
      </p>
      {phases.map((p) => {
        const months = withPlanStatus(p.months, ledger);
        return (
          <section key={p.id} aria-labelledby={`months-${p.id}`}>
            <div className="flex flex-wrap items-baseline justify-between gap-2 border-b pb-2">
              <h3 id={`months-${p.id}`} className="text-xl font-bold">
                {t(`implementation-timeline.phase.${p.id}`)}
              </h3>
              <p className="text-sm font-medium text-muted-foreground">
                {t("implementation-timeline.monthly.phaseTotal", {
                  budget: formatBudget(p.budget, lang),
                  n: formatNumber(months.length, lang),
                })}
              </p>
            </div>
            <div className="mt-4 grid gap-4 lg:grid-cols-2">
              {months.map((m) => (
                <MonthCard ledger={ledger} key={m.month} entry={m} phase={p} plan={figures} />
              ))}
            </div>
          </section>
        );
      })}
    </div>
  );
}
