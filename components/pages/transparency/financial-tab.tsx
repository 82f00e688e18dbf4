import { AsOf } from "@/components/programme/as-of";
import { Badge } from "@/components/ui/badge";
import { StageBadge } from "@/components/programme/stage-badge";
import { Card, CardDescription, CardTitle } from "@/components/ui/card";
import type { CategorySpending } from "@/content/budget-categories";
import type { Actuals } from "@/content/ledger/read";
import type { PartProps } from "@/lib/page";
import { hubStateOf, receiptTotalsOf } from "@/content/transparency";
import {
  formatBudget,
  formatCrore,
  formatMonth,
  formatNumber,
  formatPercent,
  formatQuarter,
  formatRupees,
} from "@/lib/format";
import { AuditBadge } from "./audit-badge";
import { BudgetByCategory } from "./budget-by-category";
import { Corrections } from "./corrections";
import { MonthlyExpenses } from "./monthly-expenses";
import { AlsoGiven } from "@/components/also-given";
import { requestWords } from "@/lib/request-language";

/** The plan's figures the tab states beside the village's accounts. */
export interface FinancialPlan {
  /** The whole budget, in rupees. */
  total: number;
  /** Each phase's budget, in the plan's order. */
  phaseBudgets: readonly number[];
  /** The plan's first and last month, ISO. */
  start: string;
  end: string;
  /** What the execution plans put in the budget's categories, for its note. */
  executionPlans: number;
}

/** Financial Dashboard tab: the totals, the stage, the receipts, the budget and each month. */
export function FinancialTab({
  ledger,
  actuals,
  plan,
  categories,
}: PartProps & {
  /** The village's files: its month digests and corrections are read from the rows. */
  actuals: Actuals;
  plan: FinancialPlan;
  /** The plan's budget categories, with what the village has spent against each. */
  categories: readonly CategorySpending[];
}) {
  const { lang, t } = requestWords();
  const hubState = hubStateOf(ledger);
  const receiptTotals = receiptTotalsOf(ledger);
  const [p1, p2, p3] = plan.phaseBudgets.map((budget) => formatBudget(budget, lang));
  const receipts: [string, string][] = [
    [t("transparency.financial.receipts.collected"), formatNumber(receiptTotals.receipts, lang)],
    [t("transparency.financial.receipts.verified"), formatNumber(receiptTotals.verified, lang)],
  ];
  // A share of no payments says nothing: it shows once there is one.
  if (receiptTotals.expenses > 0) {
    receipts.push([
      t("transparency.financial.receipts.percent"),
      formatPercent(ledger.verificationPercent(), lang),
    ]);
  }
  return (
    <div className="space-y-6">
      <div className="grid gap-4 md:grid-cols-3">
        <Card>
          <CardTitle>{t("transparency.financial.total.title")}</CardTitle>
          <p className="mt-2 text-3xl font-bold tabular-nums">{formatCrore(plan.total, lang, 2)}</p>
          <CardDescription>
            {t("transparency.financial.total.phases", {
              phase1: p1 ?? "",
              phase2: p2 ?? "",
              phase3: p3 ?? "",
            })}
          </CardDescription>
          <CardDescription>
            {t("transparency.financial.total.spent", {
              spent: formatRupees(ledger.fundsSpent, lang),
            })}
          </CardDescription>
          <AlsoGiven ledger={ledger} measure="investment.total" shown={plan.total} />
          <AsOf ledger={ledger} className="mt-2" />
        </Card>
        <Card>
          <CardTitle>{t("transparency.financial.status.title")}</CardTitle>
          <div className="mt-3 flex flex-wrap gap-2">
            <StageBadge ledger={ledger} form="label" />
            <Badge tone="info">
              {t("transparency.financial.status.start", {
                stage: hubState.stage,
                quarter: formatQuarter(ledger.launchQuarter, lang),
              })}
            </Badge>
          </div>
          <CardDescription className="mt-3">
            {t("transparency.financial.status.body", {
              recorded: hubState.recorded,
              start: formatMonth(plan.start, lang),
              end: formatMonth(plan.end, lang),
              raised: formatRupees(ledger.fundsRaised, lang),
              spent: formatRupees(ledger.fundsSpent, lang),
            })}
          </CardDescription>
          <AlsoGiven ledger={ledger} measure="funds.families" shown={ledger.fundsGifts} />
        </Card>
        <Card>
          <CardTitle>{t("transparency.financial.receipts.title")}</CardTitle>
          <dl className="mt-3 space-y-2 text-sm">
            {receipts.map(([term, value]) => (
              <div key={term} className="flex justify-between gap-3">
                <dt className="text-muted-foreground">{term}</dt>
                <dd className="font-semibold tabular-nums">{value}</dd>
              </div>
            ))}
            <div className="flex flex-wrap items-center justify-between gap-2">
              <dt className="text-muted-foreground">
                {t("transparency.financial.receipts.audit")}
              </dt>
              <dd>
                <AuditBadge status={ledger.auditStatus()} />
              </dd>
            </div>
          </dl>
          <AsOf ledger={ledger} className="mt-3" />
        </Card>
      </div>
      <BudgetByCategory
        ledger={ledger}
        categories={categories}
        total={plan.total}
        executionPlans={plan.executionPlans}
      />
      <MonthlyExpenses ledger={ledger} actuals={actuals} />
      <Corrections actuals={actuals} />
    </div>
  );
}
