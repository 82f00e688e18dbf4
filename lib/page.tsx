import type { Metadata } from "next";
import type { ReactNode } from "react";
import { isLang, type Lang } from "@/lib/i18n";
import type { Translate } from "@/lib/messages";
import { getPilot, type Ledger, type VillageSnapshot } from "@/lib/programme";
import { pageMetadata } from "@/lib/metadata";
import type { RouteId } from "@/lib/routes";

/** Props every route file receives: English routes have no `lang` param. */
export interface RouteProps {
  params: Promise<{ lang?: string }>;
}

export async function routeLang(props: RouteProps): Promise<Lang> {
  const { lang } = await props.params;
  return isLang(lang) ? lang : "en";
}

/** What a page view is given: the language of the request, and the village the page is about. */
export interface ViewProps {
  lang: Lang;
  /** The village's snapshot from the data boundary (lib/programme): the pilot's, on every page yet. */
  village: VillageSnapshot;
}

/** What a view hands a part that shows the village's figures: the language, its words, the ledger. */
export interface PartProps {
  lang: Lang;
  t: Translate;
  ledger: Ledger;
}

/**
 * Turns a page view into what a route file exports. Every route file, in both language trees
 * and for every alias, is then one line: `export { default, generateMetadata } from "..."`.
 * The page reads its village through the data boundary and hands it to the view, which hands
 * each part the figures it shows.
 */
export function definePage(id: RouteId, View: (props: ViewProps) => ReactNode) {
  async function Page(props: RouteProps) {
    return <View lang={await routeLang(props)} village={getPilot()} />;
  }
  async function generateMetadata(props: RouteProps): Promise<Metadata> {
    return pageMetadata(id, await routeLang(props));
  }
  return { Page, generateMetadata };
}
