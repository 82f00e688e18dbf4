import { phases } from "@/content/budget";
import {
  monthlyBudgetOfPhase,
  monthlyTimeline,
  monthsOfPhase,
  withPlanStatus,
} from "@/content/implementation";
import { formatBudget, formatMonth, formatNumber } from "@/lib/format";
import type { PartProps } from "@/lib/page";
import { MonthCard } from "./month-card";
import { requestWords } from "@/lib/request-language";

/** Monthly Timeline tab: every month from Oct 2025 to Dec 2027, grouped by phase. */
export function MonthlyTimeline({ ledger }: PartProps) {
  const { lang, t } = requestWords();
  return (
    <div className="space-y-10">
      <p className="max-w-3xl text-muted-foreground">
        {t("implementation-timeline.monthly.intro", {
          start: formatMonth(monthlyTimeline[0]?.month ?? "", lang),
          end: formatMonth(monthlyTimeline.at(-1)?.month ?? "", lang),
          count: formatNumber(monthlyTimeline.length, lang),
        })}
      </p>
      {phases.map((p) => {
        const months = withPlanStatus(monthsOfPhase(p.id), ledger);
        return (
          <section key={p.id} aria-labelledby={`months-${p.id}`}>
            <div className="flex flex-wrap items-baseline justify-between gap-2 border-b pb-2">
              <h3 id={`months-${p.id}`} className="text-xl font-bold">
                {t(`implementation-timeline.phase.${p.id}`)}
              </h3>
              <p className="text-sm font-medium text-muted-foreground">
                {t("implementation-timeline.monthly.phaseTotal", {
                  budget: formatBudget(monthlyBudgetOfPhase(p.id), lang),
                  n: formatNumber(months.length, lang),
                })}
              </p>
            </div>
            <div className="mt-4 grid gap-4 lg:grid-cols-2">
              {months.map((m) => (
                <MonthCard ledger={ledger} key={m.month} entry={m} />
              ))}
            </div>
          </section>
        );
      })}
    </div>
  );
}
