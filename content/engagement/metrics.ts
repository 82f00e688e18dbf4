import { z } from "zod";
import type { Ledger } from "@/content/ledger/derive";
import { wayIds } from "@/content/engagement/shared";
import { village } from "@/content/village";
import type { FigureMeasures } from "@/content/figures/measures";
import type { LedgerFigures } from "@/content/registry";

export const metricSchema = z.object({
  id: z.enum(["households", "villagers", "raised", "ways"]),
  value: z.number().int().nonnegative(),
  format: z.enum(["count", "rupees"]),
});
/** Each metric's hint is `engagement.metric.<id>.trend`. */
export type EngagementMetric = z.infer<typeof metricSchema>;

/** The hub's four figures: the village's people, the ways to take part, and money received. */
export function engagementMetricsOf(ledger: Pick<Ledger, "fundsRaised">): EngagementMetric[] {
  return z.array(metricSchema).parse([
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
      value: ledger.fundsRaised,
      format: "rupees",
    },
    { id: "ways", value: wayIds.length, format: "count" },
  ]);
}

/**
 * What each number this module exports measures, by its path: the figure walk reads it
 * (content/figures/walk.ts; content/figures/measures.ts says how a rule reads).
 */
export const figureMeasures: FigureMeasures = [["engagementMetrics[*].value", "engagement.{id}"]];

/** A village's figures for the figure walk (the registry reads the pilot's), under the names the pages have shown them by. */
export const ledgerFigures: LedgerFigures = (ledger) => ({
  engagementMetrics: engagementMetricsOf(ledger),
});
