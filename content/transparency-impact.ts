import { z } from "zod";
import { INCOME_GROWTH_PERCENT, INCOME_TARGET } from "@/content/budget";
import { village } from "@/content/village";

/**
 * The Impact Analysis tab of the transparency hub: ROI projections and social impact metrics.
 * Every value is a plan figure of spec §9 or the village baseline; nothing here is a result.
 */

const formatKind = z.enum(["rupees", "crore", "months", "percent", "count"]);
export type FormatKind = z.infer<typeof formatKind>;

export const roiSchema = z.object({
  id: z.enum(["householdIncome", "communityIncome", "growth", "recovery"]),
  label: z.string(),
  /** Value today, when there is one. */
  now: z.number().nonnegative().optional(),
  projected: z.number().positive(),
  format: formatKind,
  note: z.string(),
});
export type RoiProjection = z.infer<typeof roiSchema>;

const baselineIncome = village.economic.averageMonthlyIncome;

export const roiProjections: RoiProjection[] = z.array(roiSchema).parse([
  {
    id: "householdIncome",
    label: "Average household income a month",
    now: baselineIncome,
    projected: INCOME_TARGET.monthlyHousehold,
    format: "rupees",
    note: "Target by the end of the programme, through skills, remote work, enterprise and better farm prices.",
  },
  {
    id: "communityIncome",
    label: "Community income a year",
    now: INCOME_TARGET.communityNow,
    projected: INCOME_TARGET.communityProjected,
    format: "crore",
    note: "The whole village's yearly income, today and as projected once the programme's services are running.",
  },
  {
    id: "growth",
    label: "Income growth target",
    projected: INCOME_GROWTH_PERCENT,
    format: "percent",
    note: "The increase from today's average household income to the target.",
  },
  {
    id: "recovery",
    label: "Investment recovery",
    projected: INCOME_TARGET.recoveryMonths,
    format: "months",
    note: "Projected time for the village's added income to match the money invested in it.",
  },
]);

export const socialSchema = z.object({
  label: z.string(),
  value: z.number().int().nonnegative(),
  /** "900+" when the figure is a lower bound. */
  atLeast: z.boolean(),
  description: z.string(),
});

/** "200+ adults trained" among the plan items of spec §9. */
export const ADULTS_TO_TRAIN = 200;

export const socialImpactMetrics = z.array(socialSchema).parse([
  {
    label: "Villagers reached",
    value: village.population.total,
    atLeast: false,
    description: "Everyone in the village gains internet, telemedicine and clean water.",
  },
  {
    label: "Households connected",
    value: village.population.households,
    atLeast: false,
    description: "Every household on the satellite network, from today's 0%.",
  },
  {
    label: "Children in AI-assisted learning",
    value: village.population.children,
    atLeast: false,
    description: "Children aged 3-18 learning in Hindi, Chhattisgarhi and English.",
  },
  {
    label: "Women in enterprise and leadership",
    value: village.economic.womenAtLeast,
    atLeast: true,
    description: "Self-help groups, paid work and a say in village decisions.",
  },
  {
    label: "Farmers with better practices and markets",
    value: village.economic.farmers,
    atLeast: false,
    description: "Weather and price alerts, solar irrigation and the agri-processing centre.",
  },
  {
    label: "Adults trained in digital skills",
    value: ADULTS_TO_TRAIN,
    atLeast: true,
    description: "Digital marketing, remote work and computer skills at the community hub.",
  },
]);
