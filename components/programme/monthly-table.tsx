import type { ReactNode } from "react";
import { Badge, type BadgeTone } from "@/components/ui/badge";
import { DataTable } from "@/components/ui/data-table";
import { monthlyExpensesOf, type MonthlyExpense } from "@/content/transparency";
import type { Ledger } from "@/lib/programme";
import { formatMonth, formatNumber, formatRupees } from "@/lib/format";
import { signedRupees } from "@/lib/corrections-text";
import { requestWords } from "@/lib/request-language";

const statuses = {
  "Pre-Launch": { word: "preLaunch", tone: "neutral" },
  Open: { word: "open", tone: "info" },
  Closed: { word: "closed", tone: "success" },
} as const satisfies Record<MonthlyExpense["status"], { word: string; tone: BadgeTone }>;

/**
 * A village's months from its ledger: spending, receipts in and verified, and whether each month
 * has closed. The hub adds a column of each closed month's digest (`extra`); a village's own
 * accounts page shows the table as it is.
 */
export function MonthlyTable({
  ledger,
  extra,
}: {
  ledger: Pick<Ledger, "months">;
  extra?: { header: string; cell: (month: MonthlyExpense) => ReactNode };
}) {
  const { lang, t } = requestWords();
  return (
    <DataTable
      caption={t("transparency.financial.monthly.title")}
      rowHeaders
      columns={[
        { header: t("transparency.financial.col.month") },
        { header: t("transparency.financial.col.expenses"), numeric: true },
        { header: t("transparency.financial.col.receipts"), numeric: true },
        { header: t("transparency.financial.col.verified"), numeric: true },
        { header: t("transparency.financial.col.status") },
        ...(extra ? [{ header: extra.header }] : []),
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
          ...(extra ? [extra.cell(m)] : []),
        ],
      }))}
    />
  );
}
