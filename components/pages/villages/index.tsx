import { AlsoGiven } from "@/components/also-given";
import { SiteLink } from "@/components/site-link";
import { Badge } from "@/components/ui/badge";
import { buttonVariants } from "@/components/ui/button";
import { Card, CardTitle } from "@/components/ui/card";
import { DataTable } from "@/components/ui/data-table";
import { PageHero, Section } from "@/components/ui/section";
import { Stat, StatGrid } from "@/components/ui/stat";
import { disagreements } from "@/content/figures/disagreements";
import type { Stage } from "@/content/ledger/ids";
import { formatDate, formatNumber, formatRupees } from "@/lib/format";
import { localizePath } from "@/lib/i18n";
import { placeOf } from "@/lib/metadata";
import { defineDirectoryPage, type DirectoryProps } from "@/lib/page";
import { requestWords } from "@/lib/request-language";
import { filterRows, placesOf, type RollUp, type VillageRow } from "@/lib/roll-up";
import { PILOT, villagePath, VILLAGES_PATH } from "@/lib/village-paths";

/** How many villages one page of the directory lists; a filter narrows the rest down. */
export const DIRECTORY_ROWS = 100;

const stageArg: Record<Stage, string> = {
  "Pre-Implementation": "pre",
  Implementation: "implementation",
  Completed: "completed",
};

/** The sums across every village: money, people, stages, checks. */
function RollUpStats({ rollUp, pilot }: Pick<DirectoryProps, "rollUp" | "pilot">) {
  const { lang, t } = requestWords();
  return (
    <>
      <StatGrid className="sm:grid-cols-3 lg:grid-cols-4">
        <Stat
          label={t("villages.rollup.villages")}
          value={formatNumber(rollUp.villages, lang)}
          hint={(Object.keys(rollUp.byStage) as Stage[])
            .filter((s) => rollUp.byStage[s] > 0)
            .map((s) =>
              t("villages.rollup.byStage", { stage: stageArg[s], count: rollUp.byStage[s] }),
            )
            .join(" · ")}
        />
        <Stat label={t("villages.rollup.people")} value={formatNumber(rollUp.population, lang)} />
        <Stat
          label={t("villages.rollup.households")}
          value={formatNumber(rollUp.households, lang)}
        />
        <Stat label={t("villages.rollup.budget")} value={formatRupees(rollUp.budget, lang)} />
        <Stat label={t("villages.rollup.raised")} value={formatRupees(rollUp.raised, lang)} />
        <Stat label={t("villages.rollup.spent")} value={formatRupees(rollUp.spent, lang)} />
        <Stat label={t("villages.rollup.checks")} value={formatNumber(rollUp.problems, lang)} />
        <Stat
          label={
            <SiteLink
              href={localizePath("/figures", lang)}
              className="underline underline-offset-4"
            >
              {t("villages.rollup.disagreements")}
            </SiteLink>
          }
          value={formatNumber(disagreements.length, lang)}
        />
      </StatGrid>
      {/* With the pilot alone, the budget is its plan's total, which the plan gives more than one way. */}
      {rollUp.rows.length === 1 && rollUp.rows[0]!.slug === PILOT && (
        <AlsoGiven ledger={pilot} measure="investment.total" shown={rollUp.budget} />
      )}
    </>
  );
}

/** Each KPI across the villages that measured it, weighted by population. */
function KpiRollUp({ rollUp }: { rollUp: RollUp }) {
  const { lang, t } = requestWords();
  return (
    <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
      {rollUp.kpis.map((k) => (
        <li key={k.id}>
          <Card className="h-full p-4">
            <CardTitle className="text-base">{t(`dashboard.kpi.${k.id}.name`)}</CardTitle>
            {k.value === null ? (
              <p className="mt-2 text-sm text-muted-foreground">{t("villages.kpis.none")}</p>
            ) : (
              <>
                <p className="mt-2 text-2xl font-bold tabular-nums">
                  {formatNumber(k.value, lang)}%
                </p>
                <p className="text-xs text-muted-foreground">
                  {t("villages.kpis.covers", {
                    count: k.villages,
                    people: formatNumber(k.population, lang),
                  })}
                </p>
              </>
            )}
          </Card>
        </li>
      ))}
    </ul>
  );
}

/** The plain GET form that narrows the list by state and district: it works without JavaScript. */
function PlaceFilter({ rollUp, filter }: Pick<DirectoryProps, "rollUp" | "filter">) {
  const { lang, t } = requestWords();
  const places = placesOf(rollUp.rows);
  const select = "ui-input mt-1 block w-full min-w-0 rounded-md border bg-background px-3 py-2";
  return (
    <form
      method="get"
      action={localizePath(`${VILLAGES_PATH}/filter`, lang)}
      className="mt-6 rounded-xl border p-4"
    >
      <fieldset className="grid gap-4 sm:grid-cols-[1fr_1fr_auto] sm:items-end">
        <legend className="mb-2 font-semibold">{t("villages.filter.legend")}</legend>
        <label className="text-sm">
          {t("villages.filter.state")}
          <select name="state" defaultValue={filter?.state ?? ""} className={select}>
            <option value="">{t("villages.filter.any")}</option>
            {places.map((p) => (
              <option key={p.state.en} value={p.state.en}>
                {p.state[lang]}
              </option>
            ))}
          </select>
        </label>
        <label className="text-sm">
          {t("villages.filter.district")}
          <select name="district" defaultValue={filter?.district ?? ""} className={select}>
            <option value="">{t("villages.filter.any")}</option>
            {places
              .filter((p) => p.districts.length > 0)
              .map((p) => (
                <optgroup key={p.state.en} label={p.state[lang]}>
                  {p.districts.map((d) => (
                    <option key={d.en} value={d.en}>
                      {d[lang]}
                    </option>
                  ))}
                </optgroup>
              ))}
          </select>
        </label>
        <button type="submit" className={buttonVariants()}>
          {t("villages.filter.submit")}
        </button>
      </fieldset>
      {filter && (
        <p className="mt-3 text-sm">
          <SiteLink
            href={localizePath(VILLAGES_PATH, lang)}
            className="text-primary underline underline-offset-4"
          >
            {t("villages.filter.clear")}
          </SiteLink>
        </p>
      )}
    </form>
  );
}

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
          t("ledger.stage.label", { stage: stageArg[r.stage], quarter: "" }),
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

function VillagesView({ rollUp, filter, pilot }: DirectoryProps) {
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
          <RollUpStats rollUp={rollUp} pilot={pilot} />
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
