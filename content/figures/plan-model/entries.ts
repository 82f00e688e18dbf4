// Not in the content registry: the plan model's entries; its figures are walked in plan-model/index.ts.
import type { DisagreementInput, planModelIds } from "../disagreement-schema";
import { implied } from "./index";
import { clashes, type Implied } from "./model";

/**
 * The plan model's clashes as entries of the disagreement list: each measure whose implied
 * readings differ, under its anchor on /figures. The readings are the model's values (the first
 * is the one the site leads with) with the pages that show each; nothing here is typed by hand
 * but the anchor and the unit. A clash with no anchor below is `unnamedClashes`: the figure test
 * and the quality report's completeness check fail on it until it is given one and its words.
 */
const anchors: Record<
  string,
  { id: (typeof planModelIds)[number]; unit: DisagreementInput["unit"] }
> = {
  "phase1.satellite.budget": { id: "phase1-satellite", unit: "rupees" },
  "phase1.telemedicine.budget": { id: "phase1-telemedicine", unit: "rupees" },
  "phase1.waterWorks.budget": { id: "phase1-water-works", unit: "rupees" },
  "phase1.literacy.budget": { id: "phase1-literacy", unit: "rupees" },
  "phase1.surveyReview.budget": { id: "phase1-survey-review", unit: "rupees" },
  "initiative.telemedicine.finish": { id: "telemedicine-timing", unit: "planMonth" },
  "population.total": { id: "age-groups-population", unit: "people" },
  "phase.phase1.cumulative": { id: "phase1-planned-to-date", unit: "rupees" },
};

/** One reading per value, in the order first given, with every page that shows it. */
function readings(list: readonly Implied[]) {
  const byValue = new Map<number, Set<string>>();
  for (const i of list)
    byValue.set(i.value, new Set([...(byValue.get(i.value) ?? []), ...i.pages]));
  return [...byValue].map(([value, paths]) => ({ value, pages: [...paths] }));
}

/** Entries for the clashes of `list` (the site's implied figures unless a test plants its own). */
export function planEntriesOf(list: readonly Implied[] = implied): {
  entries: DisagreementInput[];
  unnamed: string[];
} {
  const found = [...clashes(list)];
  return {
    entries: found
      .filter(([measure]) => anchors[measure])
      .map(([measure, given]) => ({ ...anchors[measure]!, measure, readings: readings(given) })),
    unnamed: found.map(([measure]) => measure).filter((measure) => !anchors[measure]),
  };
}

const published = planEntriesOf();
export const planEntries = published.entries;
/** Clashes the model finds that have no anchor yet: none, or the figure test fails. */
export const unnamedClashes = published.unnamed;
