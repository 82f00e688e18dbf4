import { notFound } from "next/navigation";
import { atomFeed } from "@/lib/feed";
import { villageCard } from "@/components/og-card";
import { monthsInSpan } from "@/content/budget";
import { isLang, languages, type Lang } from "@/lib/i18n";
import { translator } from "@/lib/messages";
import { placeOf } from "@/lib/metadata";
import { ogPng } from "@/lib/og-image";
import { villageDataFile } from "@/lib/open-data";
import { getVillage } from "@/lib/programme";
import { PILOT, villageCardPath } from "@/lib/village-paths";

/**
 * A village's feed and data files (/villages/<slug>/feed.xml, /villages/<slug>/data/<file>): the
 * pilot's are built with the pages; another village's are made on its first request and cached
 * (they carry no script, so no nonce). An unknown village or file is the site's 404.
 */

/** Only the pilot's are built ahead. */
export const pilotParams = () => [{ slug: PILOT }];

export async function villageFeed(params: Promise<{ slug: string; lang?: string }>) {
  const { slug, lang } = await params;
  const village = getVillage(slug);
  if (!village || (lang !== undefined && (!isLang(lang) || lang === "en"))) notFound();
  return new Response(atomFeed((lang ?? "en") as Lang, village), {
    headers: { "Content-Type": "application/atom+xml; charset=utf-8" },
  });
}

export async function villageData(params: Promise<{ slug: string; file: string }>) {
  const { slug, file } = await params;
  const village = getVillage(slug);
  const response = village && villageDataFile(village, file);
  if (!response) notFound();
  return response;
}

/** The pilot's cards, in every language, drawn with the pages. */
export const pilotCardParams = () =>
  languages.map((lang) => ({ card: villageCardPath(PILOT, lang).split("/").slice(3) }));

export async function villageCardResponse(params: Promise<{ card: string[] }>) {
  const { card } = await params;
  const [first, second, ...rest] = card;
  const lang = second === undefined ? "en" : first;
  const file = second === undefined ? first : second;
  const slug = /^(.+)\.png$/.exec(file ?? "")?.[1];
  const village = slug ? getVillage(slug) : undefined;
  if (!village || rest.length > 0 || !isLang(lang) || (second !== undefined && lang === "en")) {
    notFound();
  }
  const t = translator(lang);
  const png = await ogPng(
    villageCard(lang, {
      name: village.name[lang],
      place: placeOf(village, lang, t),
      budget: village.budget,
      raised: village.ledger.fundsRaised,
      spent: village.ledger.fundsSpent,
      population: village.facts.population.total,
      months: monthsInSpan({ from: village.plan.start, to: village.plan.end }),
    }),
  );
  return new Response(new Uint8Array(png), { headers: { "Content-Type": "image/png" } });
}
