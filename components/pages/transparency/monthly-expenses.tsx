import { Badge } from "@/components/ui/badge";
import { Card, CardDescription, CardTitle } from "@/components/ui/card";
import { monthlyExpenses } from "@/content/transparency";
import type { Lang } from "@/lib/i18n";
import type { Translate } from "@/lib/messages";
import { formatMonth, formatNumber, formatRupees } from "@/lib/format";
import { DataTable } from "@/components/ui/data-table";

/** The monthly expense table, January to June 2025: all zero before launch. */
export function MonthlyExpenses({ lang, t }: { lang: Lang; t: Translate }) {
  return (
    <Card>
      <CardTitle>{t("transparency.financial.monthly.title")}</CardTitle>
      <CardDescription>{t("transparency.financial.monthly.description")}</CardDescription>
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
          ]}
          rows={monthlyExpenses.map((m) => ({
            key: m.month,
            cells: [
              formatMonth(m.month, lang),
              formatRupees(m.expenses, lang),
              formatNumber(m.receipts, lang),
              formatNumber(m.verified, lang),
              <Badge key="status" tone="neutral">
                {t("transparency.financial.preLaunch")}
              </Badge>,
            ],
          }))}
        />
      </div>
    </Card>
  );
}
