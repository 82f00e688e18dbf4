// Not in the content registry: schemas only.
import { z } from "zod";
import { isoMonthSchema, monthSpanSchema } from "@/content/budget";

/**
 * Entities shared by the four impact pages (spec §3). Every visible word is a message key built
 * from an item's `id` (`<route-id>.<list>.<id>...`), so the type check fails on a missing
 * translation; this module keeps ids, figures, statuses, dates and order.
 */

/** How a figure is written; each has a translated template under `impact-pages.unit.*`. */
export const unitSchema = z.enum([
  "percent",
  "count",
  "people",
  "students",
  "courses",
  "specialists",
  "hotspots",
  "computers",
  "licences",
  "projects",
  "jobs",
  "kw",
  "mwh",
  "mwhPerYear",
  "tons",
  "tonsPerYear",
  "hours",
  "minutes",
  "years",
  "perMonth",
  "mbps",
  "ms",
  "rupees",
]);
export type Unit = z.infer<typeof unitSchema>;

const rangeSchema = z
  .object({ min: z.number().nonnegative(), max: z.number().positive() })
  .refine((r) => r.min < r.max, "a range runs from low to high");

/** A figure: a number or a range, its unit, and whether it is a floor ("500+") or a ceiling ("up to"). */
export const figureSchema = z.object({
  value: z.union([z.number().nonnegative(), rangeSchema]),
  unit: unitSchema,
  atLeast: z.boolean().optional(),
  upTo: z.boolean().optional(),
});
export type Figure = z.infer<typeof figureSchema>;

/**
 * Spec §3 'Progress metric (impact pages)'. `basis` says what the current figure is, because the
 * programme has not started: a planning figure of the plan, or a baseline measured before launch.
 * A reverse metric (lower is better) also needs the baseline it starts from (see lib/progress).
 */
export const progressMetricShape = z.object({
  current: z.number().nonnegative(),
  target: z.number().positive(),
  unit: unitSchema,
  basis: z.enum(["planning", "baseline"]),
  reverse: z.boolean().optional(),
  baseline: z.number().nonnegative().optional(),
});
export type ProgressMetric = z.infer<typeof progressMetricShape>;

export function metricListSchema<Id extends string>(id: z.ZodType<Id>) {
  return z.array(progressMetricShape.extend({ id })).superRefine((list, ctx) => {
    list.forEach((m, i) => {
      if (m.reverse && m.baseline === undefined)
        ctx.addIssue({
          code: "custom",
          path: [i, "baseline"],
          message: "a reverse metric needs a baseline",
        });
      if (m.reverse && m.baseline !== undefined && m.baseline <= m.target)
        ctx.addIssue({
          code: "custom",
          path: [i, "baseline"],
          message: "lower is better: baseline above target",
        });
    });
  });
}

const yearSchema = z.number().int().min(2000).max(2100);
/**
 * When a phase runs, as data: a span of months (formatted per language by lib/format), a budget quarter ("Q1 2026", shown
 * as the other pages show quarters), the work before launch in a year, or a month it ends by.
 * a month it ends by; the last two are written out by templates under `impact-pages.timeline.*`.
 */
export const timelineSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("months"), span: monthSpanSchema }),
  z.object({ kind: z.literal("quarter"), quarter: z.string().regex(/^Q[1-4] \d{4}$/) }),
  z.object({ kind: z.literal("beforeLaunch"), year: yearSchema }),
  z.object({ kind: z.literal("by"), month: isoMonthSchema }),
]);
export type Timeline = z.infer<typeof timelineSchema>;

export const phaseStatusSchema = z.enum(["In Progress", "Planned", "Completed"]);
export type PhaseStatus = z.infer<typeof phaseStatusSchema>;

/** The status a completion percent reads as: Completed at 100, Planned at 0, else In Progress. */
export function phaseStatusOf(completion: number): PhaseStatus {
  return completion === 100 ? "Completed" : completion === 0 ? "Planned" : "In Progress";
}

/**
 * Spec §3 'Implementation phase'. The status must agree with the completion percent. Title and
 * description are message keys by id.
 */
export function phaseListSchema<Id extends string>(id: z.ZodType<Id>) {
  return z
    .array(
      z.object({
        id,
        status: phaseStatusSchema,
        completion: z.number().int().min(0).max(100),
        /**
         * Where the completion comes from: the plan's own statement ("plan"), shown as a planning
         * figure and not a measurement, or the programme team's files ("recorded").
         */
        basis: z.enum(["plan", "recorded"]),
        timeline: timelineSchema,
      }),
    )
    .superRefine((list, ctx) => {
      list.forEach((p, i) => {
        const expected = phaseStatusOf(p.completion);
        if (p.status !== expected)
          ctx.addIssue({
            code: "custom",
            path: [i, "status"],
            message: `${p.completion}% is ${expected}`,
          });
      });
    });
}

/**
 * A labelled figure on a card (spec cards, solar components): the label is a key by stat id.
 * A stat whose value is words rather than a figure is keyed by its id alone (see solar.ts).
 */
export function statSchema<Id extends string>(id: z.ZodType<Id>) {
  return z.object({ id, figure: figureSchema });
}

/**
 * An illustrative story: the programme has not started, so no story is a real account. Name,
 * role, story and hope (what the plan hopes changes for this person) are message keys by id.
 */
export function storyListOf<Id extends string>(id: z.ZodType<Id>) {
  return z
    .array(
      z.object({
        id,
        age: z.number().int().positive(),
        illustrative: z.literal(true),
      }),
    )
    .length(3);
}
export const storyListSchema = storyListOf(z.string().min(1));
export type Story = z.infer<typeof storyListSchema>[number];
