import { kpiById } from "@/content/kpis";
import { lastDayOf } from "@/content/ledger/months";
import { correctionsOf, digestsOf } from "@/content/ledger/public-history";
import { correctionTexts } from "@/lib/corrections-text";
import { formatDate, formatMonth, formatPercent, formatRupees } from "@/lib/format";
import { htmlLang, languages, localizePath, type Lang } from "@/lib/i18n";
import { translator } from "@/lib/messages";
import { getPilot, type VillageSnapshot } from "@/lib/programme";
import { PILOT, villagePath } from "@/lib/village-paths";
import { SITE_URL } from "@/lib/site";
import { escapeXml } from "@/lib/xml-escape";
import { stageText } from "@/lib/stage";

/**
 * The Atom feed of what changed in the programme's accounts (/feed.xml, /hi/feed.xml,
 * /cg/feed.xml), so that a donor can follow without an account: each month's spending once the
 * month is over (closed, or spent in before work officially started), the funds received each month, each milestone achieved, each measurement
 * recorded, and the day the team last checked its files. Everything comes from the team's files
 * (a village's snapshot from lib/programme, the pilot's unless another is given); the newest
 * entries come first, at most FEED_LIMIT of them.
 */

export const FEED_LIMIT = 100;

export interface FeedEntry {
  /** Stable per language: a tag URI. */
  id: string;
  title: string;
  /** YYYY-MM-DD. */
  updated: string;
  /** A page of the site, localized. */
  link: string;
  body: string;
}

/** A village's own feed: /villages/<slug>/feed.xml, /hi/villages/<slug>/feed.xml. */
export function villageFeedPath(slug: string, lang: Lang): string {
  return localizePath(`${villagePath(slug)}/feed.xml`, lang);
}

/** Where a village's feed entries link: its own transparency, overview and dashboard pages. */
export function villageFeedPages(slug: string) {
  const base = villagePath(slug);
  return (path: "/transparency" | "/timeline" | "/dashboard") =>
    path === "/timeline" ? `${base}#milestones` : `${base}${path}`;
}

/** The feed's path in a language: /feed.xml, /hi/feed.xml. */
export function feedPath(lang: Lang): string {
  return localizePath("/feed.xml", lang);
}

const host = new URL(SITE_URL).hostname;
const tag = (lang: Lang, what: string) => `tag:${host},2025:${lang}/${what}`;

/** The feed's entries in a language, newest first. */
export function feedEntries(
  lang: Lang,
  village: VillageSnapshot = getPilot(),
  /** Where an entry links: the pilot's pages, or a village's own (villageFeedPages). */
  pageOf: (path: "/transparency" | "/timeline" | "/dashboard") => string = (path) => path,
): FeedEntry[] {
  const { actuals, ledger } = village;
  const t = translator(lang);
  // Ids are the pilot's as they always were; another village's are its own.
  const tagOf = (what: string) =>
    tag(lang, village.slug === PILOT ? what : `villages/${village.slug}/${what}`);
  const page = (path: "/transparency" | "/timeline" | "/dashboard") =>
    `${SITE_URL}${localizePath(pageOf(path), lang)}`;
  const entries: FeedEntry[] = [];
  const digestOf = digestsOf(actuals);

  for (const m of ledger.months) {
    // A month over by the as-of date: closed, or spent in before work officially started.
    const over = m.status === "Closed" || (m.spent > 0 && ledger.asOf >= lastDayOf(m.month));
    if (!over) continue;
    const values = {
      month: formatMonth(m.month, lang),
      spent: formatRupees(m.spent, lang),
      count: m.expenses,
      receipts: m.receipts,
      verified: m.verified,
    };
    const digest = digestOf(m.month, m.status === "Closed");
    entries.push({
      id: tagOf(`month/${m.month}`),
      title: t("feed.month.title", values),
      updated: lastDayOf(m.month),
      link: page("/transparency"),
      body: [t("feed.month.body", values), digest && t("feed.month.digest", { digest })]
        .filter(Boolean)
        .join(" "),
    });
  }

  const fundsByMonth = new Map<string, { amount: number; count: number; last: string }>();
  for (const f of actuals.funds) {
    const month = f.date.slice(0, 7);
    const seen = fundsByMonth.get(month) ?? { amount: 0, count: 0, last: f.date };
    seen.amount += f.amount;
    seen.count += 1;
    if (f.date > seen.last) seen.last = f.date;
    fundsByMonth.set(month, seen);
  }
  for (const [month, f] of fundsByMonth) {
    const values = {
      month: formatMonth(month, lang),
      amount: formatRupees(f.amount, lang),
      count: f.count,
    };
    entries.push({
      id: tagOf(`funds/${month}`),
      title: t("feed.funds.title", values),
      updated: f.last,
      link: page("/transparency"),
      body: t("feed.funds.body", values),
    });
  }

  // Each correction of a published figure: what it corrects, by how much, and why.
  for (const [i, c] of correctionTexts(t, correctionsOf(actuals)).entries()) {
    entries.push({
      id: tagOf(`correction/${c.date}/${i}`),
      title: t("feed.correction.title", { date: c.day, change: c.change }),
      updated: c.date,
      link: page("/transparency"),
      body: t("feed.correction.body", { ...c, date: c.day }),
    });
  }

  for (const m of actuals.milestones) {
    entries.push({
      id: tagOf(`milestone/${m.milestone}`),
      title: t("feed.milestone.title", {
        milestone: t(`timeline.phases.milestone.${m.milestone}`, { languages: languages.length }),
      }),
      updated: m.achieved,
      link: page("/timeline"),
      body: t("feed.milestone.body", { date: formatDate(m.achieved, lang), evidence: m.evidence }),
    });
  }

  for (const m of actuals.measurements) {
    const kpi = kpiById(m.kpi);
    const values = {
      kpi: t(`dashboard.kpi.${m.kpi}.name`, { languages: languages.length }),
      value: formatPercent(m.value, lang, Number.isInteger(m.value) ? 0 : 1),
      date: formatDate(m.date, lang),
      baseline: formatPercent(kpi.baseline, lang),
      target: formatPercent(kpi.target, lang),
      source: m.source,
    };
    entries.push({
      id: tagOf(`measurement/${m.kpi}/${m.date}`),
      title: t("feed.measurement.title", values),
      updated: m.date,
      link: page("/dashboard"),
      body: t("feed.measurement.body", values),
    });
  }

  const date = formatDate(ledger.asOf, lang);
  entries.push({
    id: tagOf(`checked/${ledger.asOf}`),
    title: t("feed.status.title", { date }),
    updated: ledger.asOf,
    link: page("/transparency"),
    body: t("feed.status.body", {
      date,
      stage: stageText(lang, "label", village.ledger),
      raised: formatRupees(ledger.fundsRaised, lang),
      spent: formatRupees(ledger.fundsSpent, lang),
    }),
  });

  return entries
    .sort((a, b) =>
      a.updated === b.updated ? a.id.localeCompare(b.id) : a.updated < b.updated ? 1 : -1,
    )
    .slice(0, FEED_LIMIT);
}

/** Text as XML character data or an attribute value. */
export const escape = escapeXml;
/** A day as an Atom date: midnight UTC. */
export const atomDate = (day: string) => `${day}T00:00:00Z`;

/** The feed as Atom XML (RFC 4287). */
export function atomFeed(lang: Lang, village: VillageSnapshot = getPilot()): string {
  const t = translator(lang);
  const site = t("meta.siteName");
  const own = village.slug !== PILOT;
  const entries = feedEntries(lang, village, own ? villageFeedPages(village.slug) : undefined);
  const self = `${SITE_URL}${own ? villageFeedPath(village.slug, lang) : feedPath(lang)}`;
  const home = own ? `${villagePath(village.slug)}/transparency` : "/transparency";
  const lines = [
    '<?xml version="1.0" encoding="utf-8"?>',
    `<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${htmlLang[lang]}">`,
    `  <id>${escape(tag(lang, own ? `villages/${village.slug}/feed` : "feed"))}</id>`,
    `  <title>${escape(t("feed.title", { site: own ? `${village.name[lang]} · ${site}` : site }))}</title>`,
    `  <subtitle>${escape(t("feed.subtitle"))}</subtitle>`,
    `  <updated>${atomDate(entries[0]?.updated ?? village.ledger.asOf)}</updated>`,
    `  <link rel="self" type="application/atom+xml" href="${escape(self)}"/>`,
    `  <link rel="alternate" type="text/html" href="${escape(`${SITE_URL}${localizePath(home, lang)}`)}"/>`,
    `  <author><name>${escape(site)}</name></author>`,
    ...entries.flatMap((e) => [
      "  <entry>",
      `    <id>${escape(e.id)}</id>`,
      `    <title>${escape(e.title)}</title>`,
      `    <updated>${atomDate(e.updated)}</updated>`,
      `    <link rel="alternate" type="text/html" href="${escape(e.link)}"/>`,
      `    <content type="text">${escape(e.body)}</content>`,
      "  </entry>",
    ]),
    "</feed>",
  ];
  return `${lines.join("\n")}\n`;
}

/** The feed as a response. */
export function feedResponse(lang: Lang): Response {
  return new Response(atomFeed(lang), {
    headers: { "Content-Type": "application/atom+xml; charset=utf-8" },
  });
}
