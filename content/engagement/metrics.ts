import { z } from "zod";
import { formatMonth } from "@/lib/format";
import { FUNDS_RAISED, programme } from "@/content/budget";
import { wayIds } from "@/content/engagement/shared";
import { village } from "@/content/village";

export const metricSchema = z.object({
  id: z.enum(["households", "villagers", "raised", "ways"]),
  value: z.number().int().nonnegative(),
  format: z.enum(["count", "rupees"]),
  trend: z.string().min(1),
});
export type EngagementMetric = z.infer<typeof metricSchema>;

export const engagementMetrics: EngagementMetric[] = z.array(metricSchema).parse([
  {
    id: "households",
    value: village.population.households,
    format: "count",
    trend: "Every household is in the plan",
  },
  {
    id: "villagers",
    value: village.population.total,
    format: "count",
    trend: `To be reached by ${formatMonth(programme.end)}`,
  },
  {
    id: "raised",
    value: FUNDS_RAISED,
    format: "rupees",
    trend: `Pre-launch: launch is ${programme.launch}`,
  },
  { id: "ways", value: wayIds.length, format: "count", trend: "Open now, before launch" },
]);
