import { stageArgOf } from "@/content/ledger/derive";
import { atomDate, escape } from "@/lib/feed";
import { htmlLang, localizePath, type Lang } from "@/lib/i18n";
import { translator } from "@/lib/messages";
import { formatDate, formatRupees } from "@/lib/format";
import { placeOf } from "@/lib/metadata";
import { toCsv, type Column } from "@/lib/open-data/csv";
import type { RollUp, VillageRow } from "@/lib/roll-up";
import { SITE_URL } from "@/lib/site";
import { villagePath, VILLAGES_PATH } from "@/lib/village-paths";

/**
 * The national roll-up as data (issue 42): every village one row of a CSV, the roll-up with its
 * villages as JSON, and an Atom feed with one entry per village, its stage as of its own date.
 * Each reads the same roll-up the /villages page shows (lib/roll-up.ts).
 */

const columns: Column<VillageRow>[] = [
  { header: "slug", value: (r) => r.slug },
  { header: "name", value: (r) => r.name.en },
  { header: "name_hi", value: (r) => r.name.hi },
  { header: "name_cg", value: (r) => r.name.cg },
  { header: "district", value: (r) => r.district?.en ?? null },
  { header: "state", value: (r) => r.state.en },
  { header: "stage", value: (r) => r.stage },
  { header: "as_of", value: (r) => r.asOf },
  { header: "population", value: (r) => r.population },
  { header: "households", value: (r) => r.households },
  { header: "budget_inr", value: (r) => r.budget },
  { header: "received_inr", value: (r) => r.raised },
  { header: "spent_inr", value: (r) => r.spent },
  { header: "checks_not_passing", value: (r) => r.problems.length },
  { header: "page", value: (r) => `${SITE_URL}${villagePath(r.slug)}` },
];

/** Every village, one row each. */
export function villagesCsv(rollUp: RollUp): string {
  return toCsv(rollUp.rows, columns);
}

/** The roll-up, its KPIs and every village, with the villages under review and their problems. */
export function villagesJson(rollUp: RollUp): string {
  const { rows, underReview, ...sums } = rollUp;
  return `${JSON.stringify(
    {
      ...sums,
      villages: sums.villages,
      list: rows.map((r) => ({
        slug: r.slug,
        name: r.name,
        state: r.state,
        district: r.district,
        stage: r.stage,
        asOf: r.asOf,
        population: r.population,
        households: r.households,
        budget: r.budget,
        raised: r.raised,
        spent: r.spent,
        checksNotPassing: r.problems.map((p) => ({
          test: p.test,
          status: p.status,
          details: p.details,
        })),
        page: `${SITE_URL}${villagePath(r.slug)}`,
      })),
      underReview: underReview.map((v) => ({
        slug: v.slug,
        name: v.name ?? null,
        problems: v.problems.length,
      })),
    },
    null,
    2,
  )}\n`;
}

/** The villages' feed's path in a language: /villages/feed.xml, /hi/villages/feed.xml. */
export const villagesFeedPath = (lang: Lang) => localizePath(`${VILLAGES_PATH}/feed.xml`, lang);

/** One entry per village, newest as-of date first: its stage and money as of that date. */
export function villagesFeed(rollUp: RollUp, lang: Lang): string {
  const t = translator(lang);
  const host = new URL(SITE_URL).hostname;
  const rows = [...rollUp.rows].sort(
    (a, b) => b.asOf.localeCompare(a.asOf) || a.slug.localeCompare(b.slug),
  );
  const lines = [
    '<?xml version="1.0" encoding="utf-8"?>',
    `<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${htmlLang[lang]}">`,
    `  <id>tag:${host},2025:${lang}/villages</id>`,
    `  <title>${escape(t("villages.feed.title"))}</title>`,
    `  <updated>${atomDate(rollUp.asOf)}</updated>`,
    `  <link rel="self" type="application/atom+xml" href="${escape(`${SITE_URL}${villagesFeedPath(lang)}`)}"/>`,
    `  <link rel="alternate" type="text/html" href="${escape(`${SITE_URL}${localizePath(VILLAGES_PATH, lang)}`)}"/>`,
    `  <author><name>${escape(t("meta.siteName"))}</name></author>`,
    ...rows.flatMap((r) => {
      const name = r.name[lang];
      const date = formatDate(r.asOf, lang);
      return [
        "  <entry>",
        `    <id>tag:${host},2025:${lang}/villages/${r.slug}/${r.asOf}</id>`,
        `    <title>${escape(t("villages.feed.entry", { name, stage: stageArgOf[r.stage], date }))}</title>`,
        `    <updated>${atomDate(r.asOf)}</updated>`,
        `    <link rel="alternate" type="text/html" href="${escape(`${SITE_URL}${localizePath(villagePath(r.slug), lang)}`)}"/>`,
        `    <content type="text">${escape(
          t("villages.feed.body", {
            name,
            place: placeOf(r, lang, t),
            budget: formatRupees(r.budget, lang),
            raised: formatRupees(r.raised, lang),
            spent: formatRupees(r.spent, lang),
            date,
          }),
        )}</content>`,
        "  </entry>",
      ];
    }),
    "</feed>",
  ];
  return `${lines.join("\n")}\n`;
}
