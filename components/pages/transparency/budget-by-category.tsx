import { BarChart } from "@/components/ui/bar-chart";
import { Card, CardDescription, CardTitle } from "@/components/ui/card";
import { chartFill } from "@/components/pages/dashboard/chart-colors";
import { TOTAL_INVESTMENT } from "@/content/budget";
import { budgetCategories } from "@/content/budget-categories";
import { formatCrore, formatLakh, formatNumber, formatPercent, formatQuarter } from "@/lib/format";
import type { Lang } from "@/lib/i18n";
import type { Translate } from "@/lib/messages";
import { DataTable, NumTd, Td, Th } from "./table";

/** Budget by category: a bar chart of the budget, and the table of budgeted, spent and pending. */
export function BudgetByCategory({ lang, t }: { lang: Lang; t: Translate }) {
  const sum = (key: "budgeted" | "spent" | "pending") =>
    budgetCategories.reduce((s, c) => s + c[key], 0);
  return (
    <Card>
      <CardTitle>{t("transparency.financial.budget.title")}</CardTitle>
      <CardDescription>{t("transparency.financial.budget.description")}</CardDescription>
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
        <DataTable>
          <caption className="sr-only">{t("transparency.financial.budget.title")}</caption>
          <thead>
            <tr>
              <Th scope="col">{t("transparency.financial.col.category")}</Th>
              <Th scope="col" className="text-right">
                {t("transparency.financial.col.budgeted")}
              </Th>
              <Th scope="col" className="text-right">
                {t("transparency.financial.col.spent")}
              </Th>
              <Th scope="col" className="text-right">
                {t("transparency.financial.col.pending")}
              </Th>
              <Th scope="col" className="text-right">
                {t("transparency.financial.col.percent")}
              </Th>
              <Th scope="col">{t("transparency.financial.col.timeline")}</Th>
              <Th scope="col" className="text-right">
                {t("transparency.financial.col.receipts")}
              </Th>
            </tr>
          </thead>
          <tbody>
            {budgetCategories.map((c) => (
              <tr key={c.category}>
                <Td className="font-medium">{t(`transparency.budget.${c.id}`)}</Td>
                <NumTd>{formatLakh(c.budgeted, lang)}</NumTd>
                <NumTd>{formatLakh(c.spent, lang)}</NumTd>
                <NumTd>{formatLakh(c.pending, lang)}</NumTd>
                <NumTd>{formatPercent(c.percentage, lang)}</NumTd>
                <Td className="whitespace-nowrap">{formatQuarter(c.timeline, lang)}</Td>
                <NumTd>{formatNumber(c.receipts, lang)}</NumTd>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr className="font-semibold">
              <Td>{t("transparency.financial.col.total")}</Td>
              <NumTd>{formatLakh(sum("budgeted"), lang)}</NumTd>
              <NumTd>{formatLakh(sum("spent"), lang)}</NumTd>
              <NumTd>{formatLakh(sum("pending"), lang)}</NumTd>
              <NumTd>
                {formatPercent(Math.round((sum("spent") / sum("budgeted")) * 100), lang)}
              </NumTd>
              <Td />
              <NumTd>
                {formatNumber(
                  budgetCategories.reduce((s, c) => s + c.receipts, 0),
                  lang,
                )}
              </NumTd>
            </tr>
          </tfoot>
        </DataTable>
      </div>
      <p className="mt-3 text-sm text-muted-foreground">
        {t("transparency.financial.budget.sum", {
          sum: formatLakh(sum("budgeted"), lang),
          total: formatCrore(TOTAL_INVESTMENT, lang, 2),
        })}
      </p>
    </Card>
  );
}
