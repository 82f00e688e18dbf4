import { AlsoGiven } from "@/components/also-given";
import { SiteLink } from "@/components/site-link";
import { KpiRollUp, RollUpStats } from "./roll-up";
import { PlaceFilter } from "./place-filter";
import { Badge } from "@/components/ui/badge";
import { DataTable } from "@/components/ui/data-table";
import { PageHero, Section } from "@/components/ui/section";
import { stageArgOf } from "@/content/ledger/derive";
import { formatDate, formatNumber, formatRupees } from "@/lib/format";
import { localizePath } from "@/lib/i18n";
import { placeOf } from "@/lib/metadata";
import { defineDirectoryPage, type DirectoryProps } from "@/lib/page";
import { requestWords } from "@/lib/request-language";
import { filterRows, type VillageRow } from "@/lib/roll-up";
import { PILOT, villagePath, VILLAGES_PATH } from "@/lib/village-paths";

/** How many villages one page of the directory lists; a filter narrows the rest down. */
export const DIRECTORY_ROWS = 100;

function VillageTable({ rows }: { rows: readonly VillageRow[] }) {
  const { lang, t } = requestWords();
  return (
    <DataTable
      density="roomy"
      caption={t("villages.list.title")}
      rowHeaders
      columns={[
        { header: t("villages.table.village") },
        { header: t("villages.table.place") },
        { header: t("villages.table.stage") },
        { header: t("villages.table.budget"), numeric: true },
        { header: t("villages.table.raised"), numeric: true },
        { header: t("villages.table.spent"), numeric: true },
        { header: t("villages.table.checks") },
      ]}
      rows={rows.map((r) => ({
        key: r.slug,
        cells: [
          // The card's colour under the link, and its focus ring drawn inside it: the table's
          // scroll shadow, at this edge, is never what the ring is seen against.
          <span key="name" className="bg-card">
            <SiteLink
              href={localizePath(villagePath(r.slug), lang)}
              className="text-primary underline underline-offset-4 focus-visible:outline-offset-[-3px]"
            >
              {r.name[lang]}
            </SiteLink>
          </span>,
          placeOf(r, lang, t),
          t("ledger.stage.label", { stage: stageArgOf[r.stage], quarter: "" }),
          formatRupees(r.budget, lang),
          formatRupees(r.raised, lang),
          formatRupees(r.spent, lang),
          r.problems.length === 0 ? (
            t("villages.checks.pass")
          ) : (
            <Badge key="checks" tone="warning">
              {t("villages.checks.open", { count: r.problems.length })}
            </Badge>
          ),
        ],
      }))}
    />
  );
}

function VillagesView({ rollUp, filter, pilot, disagreements }: DirectoryProps) {
  const { lang, t } = requestWords();
  const rows = filter ? filterRows(rollUp.rows, filter) : rollUp.rows;
  const shown = rows.slice(0, DIRECTORY_ROWS);
  const place =
    [filter?.district, filter?.state]
      .filter(Boolean)
      .map((en) => {
        const row = rollUp.rows.find((r) => r.state.en === en || r.district?.en === en);
        if (!row) return en;
        return row.state.en === en ? row.state[lang] : (row.district?.[lang] ?? en);
      })
      .join(", ") || t("villages.filter.everywhere");
  return (
    <>
      <PageHero
        eyebrow={<Badge tone="info">{t("villages.hero.badge")}</Badge>}
        title={filter ? t("villages.filter.title", { place }) : t("route.villages.title")}
        description={t("villages.hero.description")}
      />
      <Section
        id="roll-up"
        title={t("villages.rollup.title")}
        description={t("villages.rollup.description", { date: formatDate(rollUp.asOf, lang) })}
      >
        <div className="mt-6">
          <RollUpStats rollUp={rollUp} pilot={pilot} disagreements={disagreements} />
        </div>
      </Section>
      <Section
        id="villages"
        title={t("villages.list.title")}
        description={t("villages.list.description")}
        className="border-t"
      >
        <PlaceFilter rollUp={rollUp} filter={filter} />
        <p className="mt-6 text-sm text-muted-foreground" role="status">
          {rows.length === 0
            ? t("villages.list.none")
            : t("villages.list.showing", {
                shown: formatNumber(shown.length, lang),
                count: rows.length,
              })}
          {rows.length > shown.length ? ` ${t("villages.list.more")}` : ""}
        </p>
        {shown.length > 0 && (
          <div className="mt-3">
            <VillageTable rows={shown} />
            {shown.some((r) => r.slug === PILOT) && (
              <AlsoGiven
                ledger={pilot}
                measure="investment.total"
                shown={shown.find((r) => r.slug === PILOT)!.budget}
              />
            )}
          </div>
        )}
      </Section>
      {rollUp.underReview.length > 0 && (
        <Section
          id="under-review"
          title={t("villages.review.title")}
          description={t("villages.review.description")}
          className="border-t"
        >
          <ul className="mt-4 space-y-2">
            {rollUp.underReview.map((v) => (
              <li key={v.slug} className="flex flex-wrap items-center gap-2">
                <span className="font-medium">{v.name?.[lang] ?? v.slug}</span>
                <Badge tone="warning">{t("villages.review.title")}</Badge>
                <span className="text-sm text-muted-foreground">
                  {t("villages.review.problems", { count: v.problems.length })}
                </span>
              </li>
            ))}
          </ul>
        </Section>
      )}
      <Section
        id="kpis"
        title={t("villages.kpis.title")}
        description={t("villages.kpis.description")}
        className="border-t"
      >
        <div className="mt-6">
          <KpiRollUp rollUp={rollUp} />
        </div>
      </Section>
      <Section id="data" title={t("villages.downloads.title")} className="border-t">
        <ul className="mt-4 space-y-2">
          {(
            [
              ["villages.csv", "villages.downloads.csv"],
              ["villages.json", "villages.downloads.json"],
              ["feed.xml", "villages.downloads.feed"],
            ] as const
          ).map(([file, label]) => (
            <li key={file}>
              <a
                href={
                  file === "feed.xml"
                    ? localizePath(`${VILLAGES_PATH}/feed.xml`, lang)
                    : `${VILLAGES_PATH}/data/${file}`
                }
                className="text-primary underline underline-offset-4"
              >
                {t(label)}
              </a>
            </li>
          ))}
        </ul>
      </Section>
    </>
  );
}

const page = defineDirectoryPage("villages", VillagesView);
export default page.Page;
export const generateMetadata = page.generateMetadata;
export const FilterPage = page.FilterPage;
export const filterMetadata = page.filterMetadata;
