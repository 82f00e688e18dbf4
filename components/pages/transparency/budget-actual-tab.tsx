import { AsOf } from "@/components/programme/as-of";
import { Card, CardDescription, CardTitle } from "@/components/ui/card";
import { DataTable } from "@/components/ui/data-table";
import { programme, TOTAL_INVESTMENT } from "@/content/budget";
import { budgetCategories } from "@/content/budget-categories";
import { budgetVsActualOf, PLAN_BASIS, PLAN_END, plannedByEndOf } from "@/content/budget-vs-actual";
import type { Direction } from "@/content/plan-comparison";
import type { PartProps } from "@/lib/page";
import {
  formatCrore,
  formatDate,
  formatLakh,
  formatMonth,
  formatMonthSpan,
  formatNumber,
  formatQuarter,
  formatRupees,
} from "@/lib/format";
import type { Lang } from "@/lib/i18n";
import type { Translate } from "@/lib/messages";
import { PlanChart } from "./plan-chart";
import { requestWords } from "@/lib/request-language";

/**
 * "₹1,20,000 under plan", "₹5,000 over plan", "On plan", or "Nothing due yet" where the plan
 * has not begun and nothing is spent.
 */
function variance(
  t: Translate,
  lang: Lang,
  row: { variance: number; direction: Direction; planned: number; spent: number; month?: string },
): string {
  const none = row.planned === 0 && row.spent === 0;
  // A month after the plan's last one has nothing planned: spending then is not "over plan".
  const after = row.month !== undefined && row.month > PLAN_END;
  return t("transparency.budgetActual.variance.cell", {
    direction: after ? "after" : none ? "none" : row.direction,
    amount: formatRupees(Math.abs(row.variance), lang),
  });
}

/**
 * Budget against actual (its own tab): how the plan is spread, each category's plan to date
 * against its spending, and each month's, with the running totals drawn as a chart.
 */
export function BudgetActualTab({ ledger }: PartProps) {
  const { lang, t } = requestWords();
  const {
    categoryPlans,
    categoryTotals,
    comparedMonths,
    planMonths,
    planTotals,
    spentBeforeStart,
  } = budgetVsActualOf(ledger);
  const example = categoryPlans[0]!;
  const exampleTimeline = budgetCategories.find((c) => c.id === example.id)!.timeline;
  const last = comparedMonths.at(-1);
  // No plan month has passed: nothing was due, though something may already be spent ("early").
  const compared = last ? "some" : planTotals.spent > 0 ? "early" : "none";
  const asOf = formatDate(ledger.asOf, lang);
  const planTotal = formatRupees(planTotals.budgeted, lang);
  return (
    <div className="space-y-6">
      <Card>
        <CardTitle>{t("transparency.budgetActual.title")}</CardTitle>
        <CardDescription className="max-w-3xl" data-plan-basis>
          {t("transparency.budgetActual.basis", {
            monthly: formatNumber(PLAN_BASIS.monthly, lang),
            months: formatNumber(PLAN_BASIS.monthly + PLAN_BASIS.phase, lang),
            phase1: formatRupees(plannedByEndOf("phase1"), lang),
          })}
        </CardDescription>
        <CardDescription className="mt-2 max-w-3xl">
          {t("transparency.budgetActual.spread", {
            category: t(`transparency.budget.${example.id}`),
            quarter: formatQuarter(exampleTimeline, lang),
            budget: formatRupees(example.budgeted, lang),
            span: formatMonthSpan(example.plan, lang),
            perMonth: formatRupees(example.monthly[0]!, lang),
          })}
        </CardDescription>
        <CardDescription className="mt-2 max-w-3xl">
          {t("transparency.budgetActual.covers", {
            sum: formatLakh(categoryTotals.budgeted, lang, 0),
            total: formatCrore(TOTAL_INVESTMENT, lang, 2),
          })}
        </CardDescription>
        <p className="mt-4 max-w-3xl font-medium" data-budget-status={compared}>
          {t("transparency.budgetActual.status", {
            compared,
            date: asOf,
            start: formatMonth(programme.start, lang),
            planned: formatRupees(planTotals.plannedToDate, lang),
            spent: formatRupees(planTotals.spent, lang),
            variance: t("transparency.budgetActual.variance.sentence", {
              direction: planTotals.direction,
              amount: formatRupees(Math.abs(planTotals.variance), lang),
            }),
          })}
        </p>
        <AsOf ledger={ledger} className="mt-2" />
      </Card>

      <Card>
        <CardTitle>{t("transparency.budgetActual.categories.title")}</CardTitle>
        <CardDescription className="max-w-3xl">
          {t("transparency.budgetActual.variance.explain")}
        </CardDescription>
        <div className="mt-4">
          <DataTable
            caption={t("transparency.budgetActual.categories.title")}
            rowHeaders
            columns={[
              { header: t("transparency.financial.col.category") },
              { header: t("transparency.financial.col.budgeted"), numeric: true },
              { header: t("transparency.budgetActual.col.plan"), className: "whitespace-nowrap" },
              { header: t("transparency.budgetActual.col.plannedToDate"), numeric: true },
              { header: t("transparency.financial.col.spent"), numeric: true },
              { header: t("transparency.budgetActual.col.variance"), numeric: true },
            ]}
            rows={categoryPlans.map((c) => ({
              key: c.id,
              cells: [
                t(`transparency.budget.${c.id}`),
                formatRupees(c.budgeted, lang),
                formatMonthSpan(c.plan, lang),
                formatRupees(c.plannedToDate, lang),
                formatRupees(c.spent, lang),
                <span key="variance" data-direction={c.direction}>
                  {variance(t, lang, { ...c, planned: c.plannedToDate })}
                </span>,
              ],
            }))}
            footer={[
              t("transparency.financial.col.total"),
              formatRupees(categoryTotals.budgeted, lang),
              null,
              formatRupees(categoryTotals.plannedToDate, lang),
              formatRupees(categoryTotals.spent, lang),
              variance(t, lang, { ...categoryTotals, planned: categoryTotals.plannedToDate }),
            ]}
          />
        </div>
      </Card>

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
              end: formatMonth(PLAN_END, lang),
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
              start: formatMonth(programme.start, lang),
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
                  variance(t, lang, {
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
    </div>
  );
}
