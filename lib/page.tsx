import type { Metadata } from "next";
import type { ReactNode } from "react";
import { isLang, type Lang } from "@/lib/i18n";
import { getPilot, type Ledger, type VillageSnapshot } from "@/lib/programme";
import { pageMetadata } from "@/lib/metadata";
import { setRequestLanguage } from "@/lib/request-language";
import type { RouteId } from "@/lib/routes";

/** Props every route file receives: English routes have no `lang` param. */
export interface RouteProps {
  params: Promise<{ lang?: string }>;
}

export async function routeLang(props: RouteProps): Promise<Lang> {
  const { lang } = await props.params;
  return isLang(lang) ? lang : "en";
}

/**
 * What a page view is given: the village the page is about. The language of the request is not a
 * prop: the page sets it once, and every part reads it (lib/request-language.ts).
 */
export interface ViewProps {
  /** The village's snapshot from the data boundary (lib/programme): the pilot's, on every page yet. */
  village: VillageSnapshot;
}

/** What a view hands a part that shows the village's figures: the ledger. */
export interface PartProps {
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
    setRequestLanguage(await routeLang(props));
    return <View village={getPilot()} />;
  }
  async function generateMetadata(props: RouteProps): Promise<Metadata> {
    return pageMetadata(id, await routeLang(props));
  }
  return { Page, generateMetadata };
}
