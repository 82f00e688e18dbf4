import { MonthlyTable } from "@/components/programme/monthly-table";
import { DataTable } from "@/components/ui/data-table";
import { Section } from "@/components/ui/section";
import { VillageHero } from "@/components/village/hero";
import { Money } from "@/components/village/money";
import { villageFeedPath } from "@/lib/feed";
import { IATI_VERSION } from "@/lib/funders/iati";
import { formatDate, formatRupees } from "@/lib/format";
import { publicPayee } from "@/content/ledger/payees";
import { villageDatasets, type VillageDatasetId } from "@/lib/open-data";
import { datasetNames } from "@/components/dataset-names";
import { defineVillagePage, type ViewProps } from "@/lib/page";
import { requestWords } from "@/lib/request-language";
import { villagePath } from "@/lib/village-paths";

/** Every row of the team's expenses and funds, as published (a person's name withheld). */
function Expenses({ village }: ViewProps) {
  const { lang, t } = requestWords();
  const rows = village.actuals.expenses;
  if (rows.length === 0)
    return <p className="text-muted-foreground">{t("villagePage.rows.none")}</p>;
  return (
    <DataTable
      caption={t("villagePage.rows.expenses")}
      columns={[
        { header: t("villagePage.rows.date") },
        { header: t("villagePage.plan.category") },
        { header: t("villagePage.rows.amount"), numeric: true },
        { header: t("villagePage.rows.description") },
        { header: t("villagePage.rows.payee") },
        { header: t("villagePage.rows.receipt") },
      ]}
      rows={rows.map((e) => ({
        key: String(e.line),
        cells: [
          formatDate(e.date, lang),
          t(`transparency.budget.${e.category}`),
          formatRupees(e.amount, lang),
          e.description,
          publicPayee(e, t("ledger.payee.withheld")),
          e.receipt
            ? `${e.receipt}${e.verified ? ` · ${t("villagePage.rows.verified")}` : ""}`
            : t("villagePage.rows.noReceipt"),
        ],
      }))}
    />
  );
}

function Funds({ village }: ViewProps) {
  const { lang, t } = requestWords();
  const rows = village.actuals.funds;
  if (rows.length === 0)
    return <p className="text-muted-foreground">{t("villagePage.rows.none")}</p>;
  return (
    <DataTable
      caption={t("villagePage.rows.funds")}
      columns={[
        { header: t("villagePage.rows.date") },
        { header: t("villagePage.rows.amount"), numeric: true },
        { header: t("villagePage.rows.source") },
        { header: t("villagePage.rows.donor") },
      ]}
      rows={rows.map((f) => ({
        key: String(f.line),
        cells: [
          formatDate(f.date, lang),
          formatRupees(f.amount, lang),
          t(`villagePage.rows.from.${f.source}`),
          f.donor || t("villagePage.rows.unnamed"),
        ],
      }))}
    />
  );
}

/** The village's files as downloads, its IATI activity while one is published, and its feed. */
function Downloads({ village, iati }: ViewProps) {
  const { lang, t } = requestWords();
  const base = `${villagePath(village.slug)}/data`;
  return (
    <ul className="mt-4 grid gap-2 sm:grid-cols-2">
      {(Object.keys(villageDatasets(village)) as VillageDatasetId[]).map((id) => (
        <li key={id} className="text-sm">
          <span className="font-medium">{t(datasetNames[id])}</span>:{" "}
          <a href={`${base}/${id}.csv`} className="text-primary underline underline-offset-4">
            CSV
          </a>{" "}
          ·{" "}
          <a href={`${base}/${id}.json`} className="text-primary underline underline-offset-4">
            JSON
          </a>
        </li>
      ))}
      {iati && (
        <li className="text-sm">
          <a href={iati} className="text-primary underline underline-offset-4">
            {t("villagePage.iati", { version: IATI_VERSION })}
          </a>
        </li>
      )}
      <li className="text-sm">
        <a
          href={villageFeedPath(village.slug, lang)}
          className="text-primary underline underline-offset-4"
        >
          {t("villagePage.feed")}
        </a>
      </li>
    </ul>
  );
}

function VillageAccountsView({ village, iati }: ViewProps) {
  const { t } = requestWords();
  return (
    <>
      <VillageHero village={village} section="transparency" />
      <Section id="money" title={t("villagePage.money.title")}>
        <div className="mt-6">
          <Money village={village} />
        </div>
      </Section>
      <Section id="months" title={t("transparency.financial.monthly.title")} className="border-t">
        <div className="mt-6">
          <MonthlyTable ledger={village.ledger} />
        </div>
      </Section>
      <Section id="expenses" title={t("villagePage.rows.expenses")} className="border-t">
        <div className="mt-6">
          <Expenses village={village} />
        </div>
      </Section>
      <Section id="funds" title={t("villagePage.rows.funds")} className="border-t">
        <div className="mt-6">
          <Funds village={village} />
        </div>
      </Section>
      <Section
        id="data"
        title={t("villagePage.data.title")}
        description={t("villagePage.data.description")}
        className="border-t"
      >
        <Downloads village={village} iati={iati} />
      </Section>
    </>
  );
}

const page = defineVillagePage(VillageAccountsView, "transparency");
export default page.Page;
export const generateMetadata = page.generateMetadata;
export const PilotPage = page.PilotPage;
export const pilotMetadata = page.pilotMetadata;
