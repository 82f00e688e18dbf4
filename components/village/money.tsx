import { AlsoGiven } from "@/components/also-given";
import { ProgressBar } from "@/components/ui/progress-bar";
import { Stat, StatGrid } from "@/components/ui/stat";
import { budgetCategoriesOf, categoriesOf } from "@/content/budget-categories";
import { formatPercent, formatRupees } from "@/lib/format";
import type { ViewProps } from "@/lib/page";
import { requestWords } from "@/lib/request-language";
import { PILOT } from "@/lib/village-paths";

/** Money: the budget the plan asks for, received and spent, and spending by category. */
export function Money({ village }: ViewProps) {
  const { lang, t } = requestWords();
  const { ledger, budget } = village;
  const categories = budgetCategoriesOf(ledger, categoriesOf(village.plan));
  return (
    <>
      <StatGrid className="sm:grid-cols-3">
        <Stat label={t("villagePage.money.budget")} value={formatRupees(budget, lang)} />
        <Stat
          label={t("villagePage.money.raised")}
          value={formatRupees(ledger.fundsRaised, lang)}
        />
        <Stat
          label={t("villagePage.money.spent")}
          value={formatRupees(ledger.fundsSpent, lang)}
          hint={t("villagePage.money.share", {
            percent: formatPercent(Math.round((ledger.fundsSpent / budget) * 100), lang),
          })}
        />
      </StatGrid>
      {/* The pilot's budget is its plan's total, which the plan gives more than one way. */}
      {village.slug === PILOT && (
        <AlsoGiven ledger={ledger} measure="investment.total" shown={budget} />
      )}
      {ledger.fundsRaised === 0 && ledger.fundsSpent === 0 && (
        <p className="mt-4 text-sm text-muted-foreground">{t("villagePage.money.none")}</p>
      )}
      <h3 className="mt-8 text-lg font-semibold">{t("villagePage.spent.title")}</h3>
      <ul className="mt-3 grid gap-3 sm:grid-cols-2">
        {categories.map((c) => (
          <li key={c.id} className="rounded-lg border p-3">
            <div className="flex flex-wrap justify-between gap-2 text-sm">
              <span className="font-medium">{t(`transparency.budget.${c.id}`)}</span>
              <span className="tabular-nums">
                {t("villagePage.spent.of", {
                  spent: formatRupees(c.spent, lang),
                  budget: formatRupees(c.budgeted, lang),
                })}
              </span>
            </div>
            <ProgressBar
              value={Math.min(100, c.percentage)}
              className="mt-2"
              label={`${t(`transparency.budget.${c.id}`)}: ${formatPercent(c.percentage, lang)}`}
            />
          </li>
        ))}
      </ul>
    </>
  );
}
