import { Card, CardDescription, CardTitle } from "@/components/ui/card";
import { DataTable } from "@/components/ui/data-table";
import type { budgetVsActualOf } from "@/content/budget-vs-actual";
import { formatDate, formatMonth, formatRupees } from "@/lib/format";
import type { PartProps } from "@/lib/page";
import { requestWords } from "@/lib/request-language";
import type { BudgetActualPlan } from "./budget-actual-tab";
import { varianceText } from "./budget-variance";
import { PlanChart } from "./plan-chart";

/**
 * Budget against actual month by month: the running totals drawn as a chart, what was spent
 * before the plan's first month, and each month's plan, spending and variance.
 */
export function BudgetActualMonths({
  ledger,
  plan,
  comparison,
  compared,
}: PartProps & {
  plan: Pick<BudgetActualPlan, "start" | "end">;
  comparison: ReturnType<typeof budgetVsActualOf>;
  /** Whether a month of the plan has passed, or something is spent ahead of it, or neither. */
  compared: "some" | "early" | "none";
}) {
  const { lang, t } = requestWords();
  const { comparedMonths, planMonths, planTotals, spentBeforeStart } = comparison;
  const last = comparedMonths.at(-1);
  const asOf = formatDate(ledger.asOf, lang);
  const planTotal = formatRupees(planTotals.budgeted, lang);
  return (
    <Card>
      <CardTitle>{t("transparency.budgetActual.months.title")}</CardTitle>
      <CardDescription className="max-w-3xl">
        {t("transparency.budgetActual.months.description")}
        {last?.month !== planMonths.at(-1)?.month &&
          ` ${t("transparency.budgetActual.months.ahead", { date: asOf })}`}
      </CardDescription>
      <figure className="mt-5 max-w-3xl">
        <figcaption className="mb-2 text-sm font-semibold">
          {t("transparency.budgetActual.chart.title")}
        </figcaption>
        <PlanChart
          months={planMonths}
          opening={spentBeforeStart}
          title={t("transparency.budgetActual.chart.title")}
          description={t("transparency.budgetActual.chart.description", {
            compared,
            total: planTotal,
            end: formatMonth(plan.end, lang),
            month: last ? formatMonth(last.month, lang) : "",
            spent: formatRupees(last?.spentToDate ?? planTotals.spent, lang),
            planned: formatRupees(last?.plannedToDate ?? 0, lang),
          })}
        />
        <ul className="mt-3 flex flex-wrap gap-x-6 gap-y-1 text-sm">
          <li className="flex items-center gap-2">
            <span aria-hidden className="w-6 border-t-[3px] border-dashed border-chart-3" />
            {t("transparency.budgetActual.legend.planned")}
          </li>
          <li className="flex items-center gap-2">
            <span aria-hidden className="w-6 border-t-[3px] border-chart-1" />
            {t("transparency.budgetActual.legend.spent")}
            {compared === "none" && ` (${t("transparency.budgetActual.legend.nothing")})`}
          </li>
        </ul>
      </figure>
      {spentBeforeStart > 0 && (
        <p className="mt-3 text-sm text-muted-foreground">
          {t("transparency.budgetActual.beforeStart", {
            amount: formatRupees(spentBeforeStart, lang),
            start: formatMonth(plan.start, lang),
          })}
        </p>
      )}
      <div className="mt-5 max-w-3xl">
        <DataTable
          caption={t("transparency.budgetActual.months.title")}
          rowHeaders
          columns={[
            { header: t("transparency.financial.col.month") },
            { header: t("transparency.budgetActual.col.planned"), numeric: true },
            { header: t("transparency.financial.col.spent"), numeric: true },
            { header: t("transparency.budgetActual.col.variance"), numeric: true },
          ]}
          rows={planMonths.map((m) => ({
            key: m.month,
            cells: [
              formatMonth(m.month, lang),
              formatRupees(m.planned, lang),
              m.spent === null ? "—" : formatRupees(m.spent, lang),
              m.direction === null ? (
                <span key="variance" className="text-muted-foreground">
                  {t("transparency.budgetActual.ahead")}
                </span>
              ) : (
                varianceText(t, lang, plan.end, {
                  ...m,
                  variance: m.variance!,
                  direction: m.direction,
                  spent: m.spent!,
                })
              ),
            ],
          }))}
        />
      </div>
    </Card>
  );
}
