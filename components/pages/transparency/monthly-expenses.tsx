import { Badge, type BadgeTone } from "@/components/ui/badge";
import { Card, CardDescription, CardTitle } from "@/components/ui/card";
import { hubStateOf, monthlyExpensesOf, type MonthlyExpense } from "@/content/transparency";
import type { PartProps } from "@/lib/page";
import { formatMonth, formatNumber, formatRupees } from "@/lib/format";
import { DataTable } from "@/components/ui/data-table";
import { digestsOf } from "@/content/ledger/public-history";
import type { Actuals } from "@/content/ledger/read";
import { signedRupees } from "@/lib/corrections-text";
import { requestWords } from "@/lib/request-language";

const statuses = {
  "Pre-Launch": { word: "preLaunch", tone: "neutral" },
  Open: { word: "open", tone: "info" },
  Closed: { word: "closed", tone: "success" },
} as const satisfies Record<MonthlyExpense["status"], { word: string; tone: BadgeTone }>;

/** The monthly expense table, from January 2025 to the as-of month, from the ledger. */
export function MonthlyExpenses({ ledger, actuals }: PartProps & { actuals: Actuals }) {
  const { lang, t } = requestWords();
  const hubState = hubStateOf(ledger);
  const digestOf = digestsOf(actuals);
  return (
    <Card>
      <CardTitle>{t("transparency.financial.monthly.title")}</CardTitle>
      <CardDescription>
        {t("transparency.financial.monthly.description", { spending: hubState.spending })}
      </CardDescription>
      <div className="mt-4">
        <DataTable
          caption={t("transparency.financial.monthly.title")}
          rowHeaders
          columns={[
            { header: t("transparency.financial.col.month") },
            { header: t("transparency.financial.col.expenses"), numeric: true },
            { header: t("transparency.financial.col.receipts"), numeric: true },
            { header: t("transparency.financial.col.verified"), numeric: true },
            { header: t("transparency.financial.col.status") },
            { header: t("transparency.financial.col.digest") },
          ]}
          rows={monthlyExpensesOf(ledger).map((m) => ({
            key: m.month,
            cells: [
              formatMonth(m.month, lang),
              // A month whose reversals exceed its spending reads −₹…, never ₹-….
              m.expenses < 0 ? signedRupees(m.expenses, t) : formatRupees(m.expenses, lang),
              formatNumber(m.receipts, lang),
              formatNumber(m.verified, lang),
              <Badge key="status" tone={statuses[m.status].tone} data-status={m.status}>
                {t(`transparency.financial.monthStatus.${statuses[m.status].word}`)}
              </Badge>,
              <MonthDigest key="digest" digest={digestOf(m.month, m.status === "Closed")} />,
            ],
          }))}
        />
      </div>
      <p className="mt-3 text-sm text-muted-foreground">
        {t("transparency.financial.monthly.digests")}
      </p>
    </Card>
  );
}

/** A month's digest in full, so a reader can copy and keep it; it wraps on a phone. */
function MonthDigest({ digest }: { digest: string | undefined }) {
  const { t } = requestWords();
  if (!digest) return <>{t("transparency.financial.monthly.noDigest")}</>;
  return (
    <code className="block min-w-[16ch] font-mono text-xs break-all" data-digest>
      {digest}
    </code>
  );
}
