import type { Metadata } from "next";
import type { ReactNode } from "react";
import { isLang, type Lang } from "@/lib/i18n";
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

/**
 * Turns a page view into what a route file exports. Every route file, in both language trees
 * and for every alias, is then one line: `export { default, generateMetadata } from "..."`.
 */
export function definePage(id: RouteId, View: (props: { lang: Lang }) => ReactNode) {
  async function Page(props: RouteProps) {
    return <View lang={await routeLang(props)} />;
  }
  async function generateMetadata(props: RouteProps): Promise<Metadata> {
    return pageMetadata(id, await routeLang(props));
  }
  return { Page, generateMetadata };
}
