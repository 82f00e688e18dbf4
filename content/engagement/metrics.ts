import { z } from "zod";
import { FUNDS_RAISED } from "@/content/ledger";
import { wayIds } from "@/content/engagement/shared";
import { village } from "@/content/village";
import type { FigureMeasures } from "@/content/figures/measures";

export const metricSchema = z.object({
  id: z.enum(["households", "villagers", "raised", "ways"]),
  value: z.number().int().nonnegative(),
  format: z.enum(["count", "rupees"]),
});
/** Each metric's hint is `engagement.metric.<id>.trend`. */
export type EngagementMetric = z.infer<typeof metricSchema>;

export const engagementMetrics: EngagementMetric[] = z.array(metricSchema).parse([
  {
    id: "households",
    value: village.population.households,
    format: "count",
  },
  {
    id: "villagers",
    value: village.population.total,
    format: "count",
  },
  {
    id: "raised",
    value: FUNDS_RAISED,
    format: "rupees",
  },
  { id: "ways", value: wayIds.length, format: "count" },
]);

/**
 * What each number this module exports measures, by its path: the figure walk reads it
 * (content/figures/walk.ts; content/figures/measures.ts says how a rule reads).
 */
export const figureMeasures: FigureMeasures = [["engagementMetrics[*].value", "engagement.{id}"]];
