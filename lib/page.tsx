import type { Metadata } from "next";
import type { ReactNode } from "react";
import { isLang, type Lang } from "@/lib/i18n";
import { notFound } from "next/navigation";
import { disagreements } from "@/content/figures/disagreements";
import { getPilot, getVillage, PILOT, type Ledger, type VillageSnapshot } from "@/lib/programme";
import { pageMetadata, villageMetadata } from "@/lib/metadata";
import { getRollUp, type RollUp } from "@/lib/roll-up";
import type { VillageSection } from "@/lib/village-paths";
import { setRequestLanguage } from "@/lib/request-language";
import { iatiOrganisation, villageIatiPath } from "@/lib/funders/iati-files";
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
  /**
   * A village's page: the path of its IATI activity file, while the programme publishes the
   * organisation that reports it (lib/funders/iati-files.ts); none before.
   */
  iati?: string;
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

/** What the directory of villages is given: the roll-up, and the place it is filtered to. */
export interface DirectoryProps {
  rollUp: RollUp;
  /** The pilot's ledger: the plan's figures given more than one way are the pilot's. */
  pilot: Ledger;
  /** How many of the plan's figures the specification gives more than one way (/figures lists them). */
  disagreements: number;
  /** A state and district by English name, from the filter form; none on /villages itself. */
  filter?: { state?: string; district?: string };
}

/**
 * The directory of villages (/villages, pre-rendered), and its filtered form (/villages/filter,
 * rendered per request from the form's GET query, so it works without JavaScript).
 */
export function defineDirectoryPage(id: RouteId, View: (props: DirectoryProps) => ReactNode) {
  async function Page(props: RouteProps) {
    setRequestLanguage(await routeLang(props));
    return (
      <View rollUp={getRollUp()} pilot={getPilot().ledger} disagreements={disagreements.length} />
    );
  }
  async function FilterPage(
    props: RouteProps & { searchParams: Promise<Record<string, unknown>> },
  ) {
    setRequestLanguage(await routeLang(props));
    const query = await props.searchParams;
    const one = (value: unknown) => (typeof value === "string" && value ? value : undefined);
    return (
      <View
        rollUp={getRollUp()}
        pilot={getPilot().ledger}
        disagreements={disagreements.length}
        filter={{ state: one(query.state), district: one(query.district) }}
      />
    );
  }
  async function generateMetadata(props: RouteProps): Promise<Metadata> {
    return pageMetadata(id, await routeLang(props));
  }
  async function filterMetadata(props: RouteProps): Promise<Metadata> {
    // One page of results: the directory is the page to index.
    return { ...pageMetadata(id, await routeLang(props)), robots: { index: false, follow: true } };
  }
  return { Page, generateMetadata, FilterPage, filterMetadata };
}

/** Props of a village's route files: its slug, and the language outside English. */
export interface VillageRouteProps {
  params: Promise<{ lang?: string; slug: string }>;
}

/**
 * A village's page, /villages/<slug>. The pilot's is its own route, pre-rendered (/villages/pilot);
 * every other village's renders on request, each time (its figures are read and derived once per
 * server process, lib/programme), because its script policy carries a nonce that must be new on
 * every response (proxy.ts). A slug no village has, or a village whose files are under review, is
 * the site's 404.
 */
export function defineVillagePage(
  View: (props: ViewProps) => ReactNode,
  section: VillageSection = "",
) {
  async function render(slug: string, props: RouteProps) {
    setRequestLanguage(await routeLang(props));
    const village = getVillage(slug);
    if (!village) notFound();
    return <View village={village} iati={iatiOrganisation() ? villageIatiPath(slug) : undefined} />;
  }
  async function metadata(slug: string, props: RouteProps): Promise<Metadata> {
    const village = getVillage(slug);
    return village ? villageMetadata(village, await routeLang(props), section) : {};
  }
  return {
    /** /villages/<slug>: rendered per request. */
    Page: async (props: VillageRouteProps) => render((await props.params).slug, props),
    generateMetadata: async (props: VillageRouteProps) =>
      metadata((await props.params).slug, props),
    /** /villages/pilot: pre-rendered with the other pages of the pilot. */
    PilotPage: (props: RouteProps) => render(PILOT, props),
    pilotMetadata: (props: RouteProps) => metadata(PILOT, props),
  };
}
