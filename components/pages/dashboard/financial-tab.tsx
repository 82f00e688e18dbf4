import { BarChart } from "@/components/ui/bar-chart";
import { Card, CardDescription, CardTitle } from "@/components/ui/card";
import { Stat, StatGrid } from "@/components/ui/stat";
import { DataTable } from "@/components/ui/data-table";
import { CONTINGENCY_PERCENT, phaseTotal, TOTAL_INVESTMENT } from "@/content/budget";
import { dashboardCategorySplit } from "@/content/budget-categories";
import { dashboardPhases } from "@/content/dashboard";
import { formatBudget, formatCrore, formatLakh, formatPercent } from "@/lib/format";
import type { PartProps } from "@/lib/page";
import { chartFill, nthChartColor } from "@/lib/chart-colors";
import { AsOf } from "@/components/programme/as-of";
import { MoneyStats } from "./hero";
import { PhaseSplitChart } from "./phases-tab";
import { AlsoGiven } from "@/components/also-given";
import { requestWords } from "@/lib/request-language";

/** Financial tab: the total, the contingency, the category split as stated, and the phase split. */
export function FinancialTab({ ledger }: PartProps) {
  const { lang, t } = requestWords();
  const total = formatCrore(TOTAL_INVESTMENT, lang, 2);
  // The split's amounts as stated add up to 165 lakh; shown as is, never adjusted.
  const splitSum = dashboardCategorySplit.reduce((sum, c) => sum + c.amount, 0);
  return (
    <div className="space-y-6">
      <StatGrid>
        <Stat
          label={t("dashboard.financial.total")}
          value={formatCrore(phaseTotal(), lang, 2)}
          hint={t("dashboard.financial.total.hint", { count: dashboardPhases.length })}
        />
        <Stat
          label={t("dashboard.financial.contingency")}
          value={formatPercent(CONTINGENCY_PERCENT, lang)}
          hint={t("dashboard.financial.contingency.hint", {
            percent: formatPercent(CONTINGENCY_PERCENT, lang),
            total,
            amount: formatLakh((TOTAL_INVESTMENT * CONTINGENCY_PERCENT) / 100, lang),
          })}
        />
        <MoneyStats ledger={ledger} />
      </StatGrid>
      <AsOf ledger={ledger} />
      <Card>
        <CardTitle>{t("dashboard.financial.split")}</CardTitle>
        <CardDescription>
          {t("dashboard.financial.split.description", { sum: formatCrore(splitSum, lang, 2) })}
        </CardDescription>
        <div className="mt-5 grid gap-6 lg:grid-cols-2">
          <BarChart
            title={t("dashboard.financial.split.chart")}
            labelHeading={t("dashboard.financial.col.category")}
            valueHeading={t("dashboard.financial.col.amount")}
            data={dashboardCategorySplit.map((c, i) => ({
              label: t(`dashboard.financial.category.${c.id}`),
              value: c.amount,
              valueLabel: formatBudget(c.amount, lang),
              fillClassName: chartFill(nthChartColor(i)),
            }))}
          />
          <DataTable
            caption={t("dashboard.financial.split")}
            columns={[
              { header: t("dashboard.financial.col.category"), className: "font-medium" },
              { header: t("dashboard.financial.col.amount"), numeric: true },
              { header: t("dashboard.financial.col.percent"), numeric: true },
            ]}
            rows={dashboardCategorySplit.map((c) => ({
              key: c.category,
              cells: [
                t(`dashboard.financial.category.${c.id}`),
                formatBudget(c.amount, lang),
                formatPercent(c.percent, lang),
              ],
            }))}
          />
        </div>
        <AlsoGiven ledger={ledger} measure="investment.total" shown={splitSum} sum />
        {dashboardCategorySplit.map((c) => (
          <AlsoGiven
            ledger={ledger}
            key={c.id}
            measure={`category.${c.id}.budget`}
            shown={c.amount}
          />
        ))}
      </Card>
      <Card>
        <CardTitle>{t("dashboard.financial.phases")}</CardTitle>
        <div className="mt-4">
          <PhaseSplitChart />
        </div>
      </Card>
    </div>
  );
}
