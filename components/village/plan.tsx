import { Card, CardTitle } from "@/components/ui/card";
import { DataTable } from "@/components/ui/data-table";
import { monthsInSpan } from "@/content/budget";
import { formatMonth, formatPercent, formatQuarter, formatRupees } from "@/lib/format";
import type { ViewProps } from "@/lib/page";
import { requestWords } from "@/lib/request-language";

/** The plan: its months, its three phases with their budgets, and the categories' start. */
export function Plan({ village }: ViewProps) {
  const { lang, t } = requestWords();
  const { plan } = village;
  return (
    <>
      <p className="mt-2 text-muted-foreground">
        {t("villagePage.plan.description", {
          start: formatMonth(plan.start, lang),
          end: formatMonth(plan.end, lang),
          launch: formatQuarter(plan.launch, lang),
        })}
      </p>
      <ol className="mt-6 grid gap-3 md:grid-cols-3">
        {plan.phases.map((p) => (
          <li key={p.id}>
            <Card className="h-full p-4">
              <CardTitle className="text-base">
                {t("villagePage.plan.phase", { number: plan.phases.indexOf(p) + 1 })}
              </CardTitle>
              <p className="mt-1 text-2xl font-bold tabular-nums">{formatRupees(p.budget, lang)}</p>
              <p className="text-sm text-muted-foreground">
                {formatMonth(p.from, lang)} – {formatMonth(p.to, lang)} (
                {t("villagePage.plan.months", { count: monthsInSpan(p) })})
              </p>
              <p className="mt-2 text-sm">
                {t("villagePage.plan.completion", {
                  percent: formatPercent(village.ledger.phaseCompletion(p.id), lang),
                })}
              </p>
            </Card>
          </li>
        ))}
      </ol>
      <h3 className="mt-8 text-lg font-semibold">{t("villagePage.plan.categories")}</h3>
      <DataTable
        caption={t("villagePage.plan.categories")}
        rowHeaders
        columns={[
          { header: t("villagePage.plan.category") },
          { header: t("villages.table.budget"), numeric: true },
        ]}
        rows={plan.budgetCategories.map((c) => ({
          key: c.id,
          cells: [
            `${t(`transparency.budget.${c.id}`)} (${t("villagePage.plan.starts", { quarter: formatQuarter(c.starts, lang) })})`,
            formatRupees(c.budget, lang),
          ],
        }))}
      />
    </>
  );
}
