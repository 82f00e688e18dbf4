import { BarChart } from "@/components/ui/bar-chart";
import { Card, CardDescription, CardTitle } from "@/components/ui/card";
import { Stat, StatGrid } from "@/components/ui/stat";
import { DataTable } from "@/components/ui/data-table";
import type { dashboardCategorySplit } from "@/content/budget-categories";
import { formatBudget, formatCrore, formatLakh, formatPercent } from "@/lib/format";
import type { PartProps } from "@/lib/page";
import { chartFill, nthChartColor } from "@/lib/chart-colors";
import { AsOf } from "@/components/programme/as-of";
import { MoneyStats, type MoneyShares } from "./hero";
import { PhaseSplitChart, type PhaseSplit } from "./phases-tab";
import { AlsoGiven } from "@/components/also-given";
import { requestWords } from "@/lib/request-language";

/** The budget's figures the tab states. */
export interface FinancialBudget {
  /** The whole budget, and the phases' budgets added up. */
  total: number;
  phaseTotal: number;
  /** The contingency reserve, percent of the whole budget. */
  contingencyPercent: number;
  /** The category split as stated (it adds up to 165 lakh). */
  split: typeof dashboardCategorySplit;
}

/** Financial tab: the total, the contingency, the category split as stated, and the phase split. */
export function FinancialTab({
  ledger,
  budget,
  money,
  phases,
}: PartProps & {
  budget: FinancialBudget;
  money: MoneyShares;
  phases: readonly PhaseSplit[];
}) {
  const { lang, t } = requestWords();
  const { contingencyPercent, split } = budget;
  const total = formatCrore(budget.total, lang, 2);
  // The split's amounts as stated add up to 165 lakh; shown as is, never adjusted.
  const splitSum = split.reduce((sum, c) => sum + c.amount, 0);
  return (
    <div className="space-y-6">
      <StatGrid>
        <Stat
          label={t("dashboard.financial.total")}
          value={formatCrore(budget.phaseTotal, lang, 2)}
          hint={t("dashboard.financial.total.hint", { count: phases.length })}
        />
        <Stat
          label={t("dashboard.financial.contingency")}
          value={formatPercent(contingencyPercent, lang)}
          hint={t("dashboard.financial.contingency.hint", {
            percent: formatPercent(contingencyPercent, lang),
            total,
            amount: formatLakh((budget.total * contingencyPercent) / 100, lang),
          })}
        />
        <MoneyStats ledger={ledger} money={money} />
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
            data={split.map((c, i) => ({
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
            rows={split.map((c) => ({
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
        {split.map((c) => (
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
          <PhaseSplitChart phases={phases} />
        </div>
      </Card>
    </div>
  );
}
