import { z } from "zod";

/**
 * Entities shared by the four impact pages (spec §3). Titles and labels are message keys built
 * from each item's `id` (`<route-id>.<list>.<id>`), so the type check fails on a missing
 * translation; descriptions and stories are English body copy kept here.
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

export const phaseStatusSchema = z.enum(["In Progress", "Planned", "Completed"]);
export type PhaseStatus = z.infer<typeof phaseStatusSchema>;

/** Spec §3 'Implementation phase'. The status must agree with the completion percent. */
export function phaseListSchema<Id extends string>(id: z.ZodType<Id>) {
  return z
    .array(
      z.object({
        id,
        status: phaseStatusSchema,
        completion: z.number().int().min(0).max(100),
        description: z.string().min(1),
        timeline: z.string().min(1),
      }),
    )
    .superRefine((list, ctx) => {
      list.forEach((p, i) => {
        const expected: PhaseStatus =
          p.completion === 100 ? "Completed" : p.completion === 0 ? "Planned" : "In Progress";
        if (p.status !== expected)
          ctx.addIssue({
            code: "custom",
            path: [i, "status"],
            message: `${p.completion}% is ${expected}`,
          });
      });
    });
}

/** A card of labelled figures (spec cards, solar components): labels are keys by stat id. */
export function statSchema<Id extends string>(id: z.ZodType<Id>) {
  return z.union([
    z.object({ id, figure: figureSchema }),
    z.object({ id, text: z.string().min(1) }),
  ]);
}

/** An illustrative story: the programme has not started, so no story is a real account. */
export const storySchema = z.object({
  id: z.string().min(1),
  name: z.string().min(1),
  age: z.number().int().positive(),
  role: z.string().min(1),
  story: z.string().min(1),
  /** What the plan hopes changes for this person. */
  hope: z.string().min(1),
  illustrative: z.literal(true),
});
export type Story = z.infer<typeof storySchema>;
export const storyListSchema = z.array(storySchema).length(3);
