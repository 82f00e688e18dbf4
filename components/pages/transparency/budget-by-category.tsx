import { AsOf } from "@/components/programme/as-of";
import { BarChart } from "@/components/ui/bar-chart";
import { Card, CardDescription, CardTitle } from "@/components/ui/card";
import { chartFill } from "@/lib/chart-colors";
import type { CategorySpending } from "@/content/budget-categories";
import { hubStateOf } from "@/content/transparency";
import type { PartProps } from "@/lib/page";
import { formatCrore, formatLakh, formatNumber, formatPercent, formatQuarter } from "@/lib/format";
import { DataTable } from "@/components/ui/data-table";
import { AlsoGiven } from "@/components/also-given";
import { requestWords } from "@/lib/request-language";

/** Budget by category: a bar chart of the budget, and the table of budgeted, spent and pending. */
export function BudgetByCategory({
  ledger,
  categories: budgetCategories,
  total,
  executionPlans,
}: PartProps & {
  /** The plan's categories, with what the village has spent against each. */
  categories: readonly CategorySpending[];
  /** The plan's whole budget, which the categories' sum is set beside. */
  total: number;
  /** What the execution plans put in the categories, for its note. */
  executionPlans: number;
}) {
  const { lang, t } = requestWords();
  const hubState = hubStateOf(ledger);
  const sum = (key: "budgeted" | "spent" | "pending") =>
    budgetCategories.reduce((s, c) => s + c[key], 0);
  return (
    <Card>
      <CardTitle>{t("transparency.financial.budget.title")}</CardTitle>
      <CardDescription>
        {t("transparency.financial.budget.description", {
          spending: hubState.spending,
          count: budgetCategories.length,
        })}
      </CardDescription>
      <AsOf ledger={ledger} className="mt-1" />
      <BarChart
        className="mt-5 max-w-3xl"
        title={t("transparency.financial.budget.chart")}
        labelHeading={t("transparency.financial.col.category")}
        valueHeading={t("transparency.financial.col.budgeted")}
        data={budgetCategories.map((c) => ({
          label: t(`transparency.budget.${c.id}`),
          value: c.budgeted,
          valueLabel: formatLakh(c.budgeted, lang),
          fillClassName: chartFill(c.color),
        }))}
      />
      <div className="mt-6">
        <DataTable
          caption={t("transparency.financial.budget.title")}
          columns={[
            { header: t("transparency.financial.col.category"), className: "font-medium" },
            { header: t("transparency.financial.col.budgeted"), numeric: true },
            { header: t("transparency.financial.col.spent"), numeric: true },
            { header: t("transparency.financial.col.pending"), numeric: true },
            { header: t("transparency.financial.col.percent"), numeric: true },
            { header: t("transparency.financial.col.timeline"), className: "whitespace-nowrap" },
            { header: t("transparency.financial.col.receipts"), numeric: true },
          ]}
          rows={budgetCategories.map((c) => ({
            key: c.category,
            cells: [
              t(`transparency.budget.${c.id}`),
              formatLakh(c.budgeted, lang),
              formatLakh(c.spent, lang),
              formatLakh(c.pending, lang),
              formatPercent(c.percentage, lang),
              formatQuarter(c.timeline, lang),
              formatNumber(c.receipts, lang),
            ],
          }))}
          footer={[
            t("transparency.financial.col.total"),
            formatLakh(sum("budgeted"), lang),
            formatLakh(sum("spent"), lang),
            formatLakh(sum("pending"), lang),
            formatPercent(Math.round((sum("spent") / sum("budgeted")) * 100), lang),
            null,
            formatNumber(
              budgetCategories.reduce((s, c) => s + c.receipts, 0),
              lang,
            ),
          ]}
        />
      </div>
      <p className="mt-3 text-sm text-muted-foreground">
        {t("transparency.financial.budget.sum", {
          count: budgetCategories.length,
          sum: formatLakh(sum("budgeted"), lang),
          total: formatCrore(total, lang, 2),
        })}
      </p>
      <AlsoGiven ledger={ledger} measure="investment.total" shown={sum("budgeted")} />
      <AlsoGiven ledger={ledger} measure="execution.plans.budget" shown={executionPlans} />
      {budgetCategories.map((c) => (
        <AlsoGiven
          ledger={ledger}
          key={c.id}
          measure={`category.${c.id}.budget`}
          shown={c.budgeted}
        />
      ))}
    </Card>
  );
}
