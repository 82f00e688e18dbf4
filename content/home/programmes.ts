import { z } from "zod";
import { INCOME_GROWTH_PERCENT } from "@/content/budget";
import {
  figureSchema,
  INCOME_TARGET_MONTHLY,
  INTERNET_MBPS,
  pathSchema,
} from "@/content/home/shared";
import { village } from "@/content/village";
import { local, type FigureMeasures } from "@/content/figures/measures";

export const programmeSchema = z.object({
  /** Dictionary id (`service.<id>.*`). */
  id: z.enum(["internet", "ai", "telemedicine", "solar", "skills", "family"]),
  /** Element id: the footer links to #digital, #healthcare and #employment. */
  anchor: z.string().regex(/^[a-z-]+$/),
  path: pathSchema,
  stats: z.array(figureSchema.extend({ id: z.string() })).length(3),
});
export type ProgrammeCard = z.infer<typeof programmeSchema>;

/** The six programme cards (spec §3 'Programme card'), figures from spec §9. */
export const programmeCards: ProgrammeCard[] = z
  .array(programmeSchema)
  .length(6)
  .parse([
    {
      id: "internet",
      anchor: "digital",
      path: "/starlink-impact",
      stats: [
        { id: "speed", n: INTERNET_MBPS },
        { id: "hotspots", n: 8 },
        { id: "uptime", n: 99.9, format: "percent", digits: 1 },
      ],
    },
    {
      id: "ai",
      anchor: "ai-learning",
      path: "/ai-lab-impact",
      stats: [
        { id: "computers", n: 25 },
        { id: "courses", n: 8, to: 20 },
        { id: "languages", n: 3 },
      ],
    },
    {
      id: "telemedicine",
      anchor: "healthcare",
      path: "/telemedicine-impact",
      stats: [
        { id: "availability", n: 24, to: 7 },
        { id: "consultations", n: 300 },
        { id: "response", n: 8, to: 2 },
      ],
    },
    {
      id: "solar",
      anchor: "solar-power",
      path: "/solar-power-impact",
      stats: [
        { id: "capacity", n: 15 },
        { id: "lifespan", n: 25 },
        {
          id: "electricity",
          n: village.infrastructure.reliableElectricityPercent,
          format: "percent",
        },
      ],
    },
    {
      id: "skills",
      anchor: "employment",
      path: "/community",
      stats: [
        { id: "adults", n: 200 },
        { id: "artisans", n: 15 },
        { id: "unemployment", n: village.economic.unemploymentPercent, format: "percent" },
      ],
    },
    {
      id: "family",
      anchor: "family-income",
      path: "/investment",
      stats: [
        {
          id: "income",
          n: village.economic.averageMonthlyIncome,
          to: INCOME_TARGET_MONTHLY,
          format: "rupees",
        },
        { id: "growth", n: INCOME_GROWTH_PERCENT, format: "percent" },
        { id: "households", n: village.population.households },
      ],
    },
  ]);

/**
 * What each number this module exports measures, by its path: the figure walk reads it
 * (content/figures/walk.ts; content/figures/measures.ts says how a rule reads).
 */
export const figureMeasures: FigureMeasures = [
  ["programmeCards[*].stats[*].n", "programme.{id}"],
  ["programmeCards[*].stats[*].to", "programme.{id}.to"],
  ["programmeCards[*].stats[*].digits", local],
];
