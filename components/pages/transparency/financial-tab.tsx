import { Badge } from "@/components/ui/badge";
import { Card, CardDescription, CardTitle } from "@/components/ui/card";
import { phases, programme, TOTAL_INVESTMENT } from "@/content/budget";
import { FUNDS_SPENT } from "@/content/ledger";
import { AUDIT_STATUS, monthlyExpenses } from "@/content/transparency";
import {
  formatBudget,
  formatCrore,
  formatMonth,
  formatNumber,
  formatQuarter,
  formatRupees,
} from "@/lib/format";
import type { Lang } from "@/lib/i18n";
import type { Translate } from "@/lib/messages";
import { BudgetByCategory } from "./budget-by-category";
import { MonthlyExpenses } from "./monthly-expenses";

/** Financial Dashboard tab: the totals, the stage, the receipts, the budget and each month. */
export function FinancialTab({ lang, t }: { lang: Lang; t: Translate }) {
  const receipts = monthlyExpenses.reduce((sum, m) => sum + m.receipts, 0);
  const verified = monthlyExpenses.reduce((sum, m) => sum + m.verified, 0);
  const [p1, p2, p3] = phases.map((p) => formatBudget(p.budget, lang));
  return (
    <div className="space-y-6">
      <div className="grid gap-4 md:grid-cols-3">
        <Card>
          <CardTitle>{t("transparency.financial.total.title")}</CardTitle>
          <p className="mt-2 text-3xl font-bold tabular-nums">
            {formatCrore(TOTAL_INVESTMENT, lang, 2)}
          </p>
          <CardDescription>
            {t("transparency.financial.total.phases", {
              phase1: p1 ?? "",
              phase2: p2 ?? "",
              phase3: p3 ?? "",
            })}
          </CardDescription>
          <CardDescription>
            {t("transparency.financial.total.spent", { spent: formatRupees(FUNDS_SPENT, lang) })}
          </CardDescription>
        </Card>
        <Card>
          <CardTitle>{t("transparency.financial.status.title")}</CardTitle>
          <div className="mt-3 flex flex-wrap gap-2">
            <Badge tone="warning">{t("transparency.financial.status.stage")}</Badge>
            <Badge tone="info">
              {t("transparency.financial.status.start", {
                quarter: formatQuarter(programme.launch, lang),
              })}
            </Badge>
          </div>
          <CardDescription className="mt-3">
            {t("transparency.financial.status.body", {
              start: formatMonth(programme.start, lang),
              end: formatMonth(programme.end, lang),
            })}
          </CardDescription>
        </Card>
        <Card>
          <CardTitle>{t("transparency.financial.receipts.title")}</CardTitle>
          <dl className="mt-3 space-y-2 text-sm">
            <div className="flex justify-between gap-3">
              <dt className="text-muted-foreground">
                {t("transparency.financial.receipts.collected")}
              </dt>
              <dd className="font-semibold tabular-nums">{formatNumber(receipts, lang)}</dd>
            </div>
            <div className="flex justify-between gap-3">
              <dt className="text-muted-foreground">
                {t("transparency.financial.receipts.verified")}
              </dt>
              <dd className="font-semibold tabular-nums">{formatNumber(verified, lang)}</dd>
            </div>
            <div className="flex flex-wrap items-center justify-between gap-2">
              <dt className="text-muted-foreground">
                {t("transparency.financial.receipts.audit")}
              </dt>
              <dd>
                <Badge tone="neutral" data-status={AUDIT_STATUS}>
                  {t("transparency.financial.receipts.pendingStart")}
                </Badge>
              </dd>
            </div>
          </dl>
        </Card>
      </div>
      <BudgetByCategory lang={lang} t={t} />
      <MonthlyExpenses lang={lang} t={t} />
    </div>
  );
}
