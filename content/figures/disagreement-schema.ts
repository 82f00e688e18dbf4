// Not in the content registry: schemas only.
import { z } from "zod";
import { routes, type Route } from "@/lib/routes";

/**
 * The one list of figures the specification gives more than one way. /figures shows each with
 * its readings and their difference, the notes beside the figures link to it, and the quality
 * report has a check for each. It is complete by construction: content/figures/figures.test.ts
 * walks every number in the content (content/figures/measures.ts says what each measures) and
 * fails on any figure that differs from itself without an entry here, or an entry that no longer
 * differs.
 *
 * An entry names the measure, then each reading: its value, taken from the content that shows
 * it (never typed here), and the pages that show it. The first reading is the one the site
 * leads with. What the figure is and why the readings differ are messages:
 * `figures.<id>.name` and `figures.<id>.about`.
 */
export type SitePath = Route["path"];
const sitePaths = new Set<string>(routes.map((r) => r.path));

export const readingSchema = z.object({
  value: z.number(),
  /** A range reading's lower end (3–5 km): `value` is its upper end, which the walk compares. */
  from: z.number().optional(),
  /**
   * Not read any more: where a reading is shown is what the walk of the built pages finds
   * (content/figures/pages/shown-on.json). Left for the list's next edit to remove.
   */
  pages: z.array(z.string().refine((p) => sitePaths.has(p), "not a page of the site")).optional(),
});
export type Reading = z.infer<typeof readingSchema>;

/** The figures given more than one way: each is an anchor on /figures and `figures.<id>.*`. */
const listedIds = [
  "total-investment",
  "plan-length",
  "starlink-budget",
  "solar-budget",
  "ai-lab-budget",
  "ai-lab-item",
  "handover-item",
  "ai-lab-phase",
  "solar-grid-phase",
  "literacy-target",
  "women-target",
  "income-baseline",
  "women-baseline",
  "leadership-baseline",
  "children",
  "healthcare-distance",
  "families-invested",
  "digital-hub-budget",
  "execution-plans-budget",
  "solar-capacity",
  "ai-lab-computers",
] as const;

/** The clashes the plan model finds (content/figures/plan-model/entries.ts), by the same anchors. */
export const planModelIds = [
  "phase1-satellite",
  "phase1-telemedicine",
  "phase1-water-works",
  "phase1-literacy",
  "phase1-survey-review",
  "telemedicine-timing",
  "age-groups-population",
  "phase1-planned-to-date",
] as const;

export const disagreementIds = [...listedIds, ...planModelIds] as const;

export const disagreementSchema = z.object({
  id: z.enum(disagreementIds),
  measure: z.string(),
  unit: z.enum([
    "rupees",
    "months",
    "percent",
    "people",
    "families",
    "km",
    "phase",
    "kw",
    "computers",
    "planMonth",
  ]),
  readings: z.array(readingSchema).min(2),
});
export type Disagreement = z.infer<typeof disagreementSchema>;
export type DisagreementId = (typeof disagreementIds)[number];

/** The pages of a reading, checked against the route table by the type system. */
export const pages = (...paths: SitePath[]) => paths;

/** An entry before the list is validated (content/figures/disagreements.ts parses them all). */
export type DisagreementInput = Omit<Disagreement, "id"> & { id: DisagreementId };
