import { disagreements } from "@/content/figures/disagreements";
import { headlineIds } from "@/content/figures/headline";
import generated from "./shown-on.json";

/**
 * Where the walk of the built site found each figure /figures lists: for each reading, the pages
 * showing it. content/figures/pages/shown-on.json is written by `npm run figures:shown-on` from
 * the build and checked against a fresh walk by e2e/figures-walk.spec.ts.
 */
export const SHOWN_ON_COMMAND = "npm run build && npm run figures:shown-on";

/** Every figure /figures lists, with its number of readings. */
export function shownOnFigures(): { id: string; readings: number }[] {
  const listed = disagreements.map((d) => ({ id: d.id as string, readings: d.readings.length }));
  const ids = new Set(listed.map((f) => f.id));
  const headline = headlineIds.filter((id) => !ids.has(id)).map((id) => ({ id, readings: 1 }));
  return [...listed, ...headline];
}

/** What the walk writes: where each figure is shown, and what it found unaccounted for. */
export interface WalkRecord {
  shownOn: Record<string, string[][]>;
  /** "/hi/impact: unclassified 4,321": numbers the audit could not account for, page by page. */
  unaccounted: string[];
}

const record: WalkRecord = generated;

/** The pages that show a figure's reading (its first by default), as the last walk found them. */
export function shownOn(id: string, reading = 0): readonly string[] {
  return record.shownOn[id]?.[reading] ?? [];
}

/** The numbers the last walk found that no reading, measure or derivation accounts for. */
export function walkUnaccounted(): readonly string[] {
  return record.unaccounted;
}
