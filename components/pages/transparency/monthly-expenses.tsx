import { Badge } from "@/components/ui/badge";
import { Card, CardDescription, CardTitle } from "@/components/ui/card";
import { monthlyExpenses } from "@/content/transparency";
import type { Lang } from "@/lib/i18n";
import type { Translate } from "@/lib/messages";
import { formatMonth, formatNumber, formatRupees } from "@/lib/format";
import { DataTable, NumTd, Td, Th } from "./table";

/** The monthly expense table, January to June 2025: all zero before launch. */
export function MonthlyExpenses({ lang, t }: { lang: Lang; t: Translate }) {
  return (
    <Card>
      <CardTitle>{t("transparency.financial.monthly.title")}</CardTitle>
      <CardDescription>{t("transparency.financial.monthly.description")}</CardDescription>
      <div className="mt-4">
        <DataTable>
          <caption className="sr-only">{t("transparency.financial.monthly.title")}</caption>
          <thead>
            <tr>
              <Th scope="col">{t("transparency.financial.col.month")}</Th>
              <Th scope="col" className="text-right">
                {t("transparency.financial.col.expenses")}
              </Th>
              <Th scope="col" className="text-right">
                {t("transparency.financial.col.receipts")}
              </Th>
              <Th scope="col" className="text-right">
                {t("transparency.financial.col.verified")}
              </Th>
              <Th scope="col">{t("transparency.financial.col.status")}</Th>
            </tr>
          </thead>
          <tbody>
            {monthlyExpenses.map((m) => (
              <tr key={m.month}>
                <Th scope="row" className="bg-transparent font-medium">
                  {formatMonth(m.month, lang)}
                </Th>
                <NumTd>{formatRupees(m.expenses, lang)}</NumTd>
                <NumTd>{formatNumber(m.receipts, lang)}</NumTd>
                <NumTd>{formatNumber(m.verified, lang)}</NumTd>
                <Td>
                  <Badge tone="neutral">{t("transparency.financial.preLaunch")}</Badge>
                </Td>
              </tr>
            ))}
          </tbody>
        </DataTable>
      </div>
    </Card>
  );
}
