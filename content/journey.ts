/**
 * The visitor journey tracker of spec §2 and §4: five sections of the site, each tied to a page of
 * the route table, and the engagement levels. This module ships to the browser inside the tracker
 * island, so it holds plain typed data; content/journey-schema.ts validates it with zod on the
 * server (at build time, in the unit tests and in the quality report), where zod costs nothing.
 */
import type { RouteId } from "@/lib/routes";
import { local, type FigureMeasures } from "@/content/figures/measures";

export const journeySectionIds = [
  "overview",
  "transparency",
  "impact",
  "execution",
  "investment",
] as const;
export type JourneySectionId = (typeof journeySectionIds)[number];

export interface JourneySection {
  id: JourneySectionId;
  /** The page that completes this section; its aliases and language versions count too. */
  routeId: RouteId;
}

/**
 * Spec §2 'Journey tracker panel', in the spec's order. Each section's title and description are
 * messages: `journey.section.<id>.title` and `.description` in content/i18n/<lang>/journey.json.
 */
export const journeySections: readonly JourneySection[] = [
  {
    id: "overview",
    routeId: "home",
  },
  {
    id: "transparency",
    routeId: "transparency",
  },
  {
    id: "impact",
    routeId: "impact",
  },
  {
    id: "execution",
    routeId: "dashboard",
  },
  {
    id: "investment",
    routeId: "investment",
  },
];

/** Spec §9 'Journey': the panel appears after more than 30 s and hides after more than 120 s. */
export const JOURNEY_SHOW_AFTER_SECONDS = 30;
export const JOURNEY_HIDE_AFTER_SECONDS = 120;

/** Spec §2: the encouragement shows at 3 or more completed sections. */
export const JOURNEY_ENCOURAGE_AT = 3;

export const engagementLevelIds = ["deep", "engaged", "active", "starting"] as const;
export type EngagementLevelId = (typeof engagementLevelIds)[number];

/** Spec §4 'Journey tracker': levels by completed sections, highest threshold first. */
export const engagementLevels: readonly { id: EngagementLevelId; minSections: number }[] = [
  { id: "deep", minSections: 4 },
  { id: "engaged", minSections: 3 },
  { id: "active", minSections: 2 },
  { id: "starting", minSections: 0 },
];

/**
 * What each number this module exports measures, by its path: the figure walk reads it
 * (content/figures/walk.ts; content/figures/measures.ts says how a rule reads).
 */
export const figureMeasures: FigureMeasures = [["*", local]];
