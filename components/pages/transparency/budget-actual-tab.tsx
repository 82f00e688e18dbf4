import { AsOf } from "@/components/programme/as-of";
import { Card, CardDescription, CardTitle } from "@/components/ui/card";
import { DataTable } from "@/components/ui/data-table";
import type { BudgetCategory } from "@/content/budget-categories";
import type { budgetVsActualOf } from "@/content/budget-vs-actual";
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
import { BudgetActualMonths } from "./budget-actual-months";
import { varianceText } from "./budget-variance";
import { requestWords } from "@/lib/request-language";

/** The plan's figures the tab states: its months, its basis and its budget. */
export interface BudgetActualPlan {
  /** The programme's first month and the plan's last, ISO. */
  start: string;
  end: string;
  /** The whole budget, in rupees. */
  total: number;
  /** How many of the plan's months come from the monthly plan, and how many from a phase budget. */
  basis: { monthly: number; phase: number };
  /** What the plan by month has planned by the end of Phase 1. */
  byEndOfPhase1: number;
  /** The categories, for the quarter the example category's work starts in. */
  categories: readonly Pick<BudgetCategory, "id" | "timeline">[];
}

/**
 * Budget against actual (its own tab): how the plan is spread, each category's plan to date
 * against its spending, and each month's, with the running totals drawn as a chart.
 */
export function BudgetActualTab({
  ledger,
  plan,
  comparison,
}: PartProps & {
  plan: BudgetActualPlan;
  /** The village's spending against the plan, by category and by month (budgetVsActualOf). */
  comparison: ReturnType<typeof budgetVsActualOf>;
}) {
  const { lang, t } = requestWords();
  const { categoryPlans, categoryTotals, comparedMonths, planTotals } = comparison;
  const example = categoryPlans[0]!;
  const exampleTimeline = plan.categories.find((c) => c.id === example.id)!.timeline;
  const last = comparedMonths.at(-1);
  // No plan month has passed: nothing was due, though something may already be spent ("early").
  const compared = last ? "some" : planTotals.spent > 0 ? "early" : "none";
  const asOf = formatDate(ledger.asOf, lang);
  return (
    <div className="space-y-6">
      <Card>
        <CardTitle>{t("transparency.budgetActual.title")}</CardTitle>
        <CardDescription className="max-w-3xl" data-plan-basis>
          {t("transparency.budgetActual.basis", {
            monthly: formatNumber(plan.basis.monthly, lang),
            months: formatNumber(plan.basis.monthly + plan.basis.phase, lang),
            phase1: formatRupees(plan.byEndOfPhase1, lang),
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
            total: formatCrore(plan.total, lang, 2),
          })}
        </CardDescription>
        <p className="mt-4 max-w-3xl font-medium" data-budget-status={compared}>
          {t("transparency.budgetActual.status", {
            compared,
            date: asOf,
            start: formatMonth(plan.start, lang),
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
                  {varianceText(t, lang, plan.end, { ...c, planned: c.plannedToDate })}
                </span>,
              ],
            }))}
            footer={[
              t("transparency.financial.col.total"),
              formatRupees(categoryTotals.budgeted, lang),
              null,
              formatRupees(categoryTotals.plannedToDate, lang),
              formatRupees(categoryTotals.spent, lang),
              varianceText(t, lang, plan.end, {
                ...categoryTotals,
                planned: categoryTotals.plannedToDate,
              }),
            ]}
          />
        </div>
      </Card>

      <BudgetActualMonths ledger={ledger} plan={plan} comparison={comparison} compared={compared} />
    </div>
  );
}
