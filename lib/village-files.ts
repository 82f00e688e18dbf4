import { notFound } from "next/navigation";
import { atomFeed } from "@/lib/feed";
import { isLang, type Lang } from "@/lib/i18n";
import { villageDataFile } from "@/lib/open-data";
import { getVillage } from "@/lib/programme";
import { PILOT } from "@/lib/village-paths";

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
