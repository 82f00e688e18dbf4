import { AlsoGiven } from "@/components/also-given";
import { Registrations } from "@/components/funders/registrations";
import { AsOf } from "@/components/programme/as-of";
import { DatasetDownloads } from "@/components/dataset-downloads";
import { DataTable } from "@/components/ui/data-table";
import { Section } from "@/components/ui/section";
import { csrCategoriesOf } from "@/content/funders/csr";
import { formatNumber, formatRupees } from "@/lib/format";
import type { VillageSnapshot } from "@/lib/programme";
import { requestWords } from "@/lib/request-language";

/** The download's id in lib/open-data.ts: the table below, as CSV and JSON. */
const CSR_DATASET = "csr-categories";

/**
 * "For CSR committees" (issue 43): each budget category with its Schedule VII item, as the
 * programme reads it, its budget, spending and receipts (the hub's sums), the table as a file,
 * and the registrations a committee asks for.
 */
export function CsrSection({ village }: { village: VillageSnapshot }) {
  const { lang, t } = requestWords();
  const { ledger, plan } = village;
  const rows = csrCategoriesOf(ledger, plan);
  const sum = (key: "budgeted" | "spent" | "receipts" | "verified") =>
    rows.reduce((s, c) => s + c[key], 0);
  const totals = {
    budgeted: formatRupees(sum("budgeted"), lang),
    spent: formatRupees(sum("spent"), lang),
    receipts: sum("receipts"),
    verified: formatNumber(sum("verified"), lang),
  };
  return (
    <Section id="csr" title={t("csr.title")} description={t("csr.description")}>
      <div className="grid gap-6 xl:grid-cols-[1fr_18rem]">
        <div className="min-w-0">
          <DataTable
            density="roomy"
            caption={t("csr.table.caption")}
            rowHeaders
            columns={[
              { header: t("transparency.financial.col.category") },
              { header: t("csr.col.item"), className: "min-w-[16rem]" },
              { header: t("transparency.financial.col.budgeted"), numeric: true },
              { header: t("csr.col.spent"), numeric: true },
              { header: t("csr.col.receipts"), numeric: true },
              { header: t("csr.col.verified"), numeric: true },
            ]}
            rows={rows.map((c) => ({
              key: c.id,
              cells: [
                t(`transparency.budget.${c.id}`),
                t("csr.item", {
                  item: c.scheduleVII,
                  name: t(`funders.scheduleVII.${c.scheduleVII}`),
                }),
                formatRupees(c.budgeted, lang),
                formatRupees(c.spent, lang),
                formatNumber(c.receipts, lang),
                formatNumber(c.verified, lang),
              ],
            }))}
            footer={[
              t("transparency.financial.col.total"),
              null,
              totals.budgeted,
              totals.spent,
              formatNumber(totals.receipts, lang),
              totals.verified,
            ]}
          />
          <AsOf ledger={ledger} className="mt-2" />
          <p className="mt-3 max-w-3xl text-sm text-muted-foreground">{t("csr.reading")}</p>
          {/* The plan gives the total and some categories' budgets more than one way. */}
          <AlsoGiven ledger={ledger} measure="investment.total" shown={sum("budgeted")} />
          {rows.map((c) => (
            <AlsoGiven
              ledger={ledger}
              key={c.id}
              measure={`category.${c.id}.budget`}
              shown={c.budgeted}
            />
          ))}
        </div>
        <div className="space-y-6">
          <div className="rounded-lg border p-4">
            <h3 className="font-semibold">{t("csr.download.title")}</h3>
            <p className="mt-2 text-sm" data-csr-total>
              {t("csr.download.text", totals)}
            </p>
            <div className="mt-3 flex flex-wrap gap-2">
              <DatasetDownloads
                id={CSR_DATASET}
                label={(format) => t("csr.download.label", { format })}
              />
            </div>
          </div>
          <div>
            <h3 className="font-semibold">{t("csr.registrations.title")}</h3>
            <p className="mt-1 mb-3 text-sm text-muted-foreground">
              {t("csr.registrations.description")}
            </p>
            <Registrations registrations={village.actuals.status.registrations} />
          </div>
        </div>
      </div>
    </Section>
  );
}
