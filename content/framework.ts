import { z } from "zod";
import { AGE_GROUP_INVESTMENT, INCOME_TARGET, phases, type BudgetPhase } from "@/content/budget";
import { HEALTHCARE_KM_BASELINE, village } from "@/content/village";
import { formatNumber, formatPercent, formatRupees } from "@/lib/format";

/**
 * The framework page (spec §2 'Framework page', §3 'Age group plan (framework)'). Body copy is
 * English (the issue allows it); headings are translated by id in content/i18n/<lang>/our-plan.ts.
 * Village and budget figures are imported so they are typed once.
 */

export const ageGroupIds = ["children", "adults", "seniors"] as const;
export type AgeGroupId = (typeof ageGroupIds)[number];

export const ageGroupPlanSchema = z.object({
  /** The group; its heading is `our-plan.group.<group>`. */
  group: z.enum(ageGroupIds),
  population: z.number().int().positive(),
  problems: z.array(z.string().min(1)).min(2),
  solutions: z.array(z.string().min(1)).min(2),
  outcomes: z.array(z.string().min(1)).min(2),
  /** Rupees, from AGE_GROUP_INVESTMENT (35L, 95L, 13L: they sum to 143 lakh, shown as stated). */
  investment: z.number().positive(),
  timeline: z.string().min(1),
});
export type AgeGroupPlan = z.infer<typeof ageGroupPlanSchema>;

const { population, literacy, economic, infrastructure } = village;
const pct = (n: number) => formatPercent(n);

export const ageGroupPlans: AgeGroupPlan[] = z
  .array(ageGroupPlanSchema)
  .length(3)
  .parse([
    {
      group: "children",
      population: population.children,
      problems: [
        `${population.schoolAge} school-age and ${population.preSchool} pre-school children in a village where literacy is ${pct(literacy.overall)}.`,
        `Internet access is ${pct(infrastructure.internetPercent)}: no online lessons, libraries or tutors.`,
        `Only ${pct(infrastructure.reliableElectricityPercent)} of homes have reliable electricity for study after dark.`,
      ],
      solutions: [
        "AI-assisted personalised learning in Hindi, Chhattisgarhi and English.",
        "An AI education lab with 25 computers, on satellite internet.",
        "Solar power so the lab and homes have light and power.",
      ],
      outcomes: [
        "Target: 100% literacy for the 540 students aged 3-18.",
        "Every student able to learn online in their own language.",
      ],
      investment: AGE_GROUP_INVESTMENT[0],
      timeline: "Lab and connectivity in Phase 1 (from Q4 2025); full programme to Dec 2027.",
    },
    {
      group: "adults",
      population: population.adults,
      problems: [
        `Average household income is ${formatRupees(economic.averageMonthlyIncome)} a month; unemployment is ${pct(economic.unemploymentPercent)}.`,
        `${pct(economic.agricultureDependencePercent)} depend on agriculture (${economic.farmers} farmers), selling raw produce.`,
        `Female literacy is ${pct(literacy.female)}, against ${pct(literacy.male)} for men.`,
      ],
      solutions: [
        "Digital literacy and remote-work training for 200+ adults.",
        "An agri-processing centre so farmers sell processed goods, not raw produce.",
        "A Digital Services Hub, village tourism and a market for 15 artisans.",
      ],
      outcomes: [
        `Target: household income from ${formatRupees(economic.averageMonthlyIncome)} to ${formatRupees(INCOME_TARGET.monthlyHousehold)} a month (${formatNumber(INCOME_TARGET.monthlyHousehold / economic.averageMonthlyIncome)}x).`,
        "New village jobs in processing, tourism and digital services.",
        "Women's literacy and digital skills closing the gap with men's.",
      ],
      investment: AGE_GROUP_INVESTMENT[1],
      timeline:
        "Digital literacy from Phase 1; skills training from Q2 2026; enterprises through 2027.",
    },
    {
      group: "seniors",
      population: population.seniors,
      problems: [
        `The nearest healthcare is ${HEALTHCARE_KM_BASELINE} km away in the baseline survey.`,
        `Only ${pct(infrastructure.cleanWaterPercent)} of homes have clean water.`,
        "No internet, so no way to reach a doctor or a government service online.",
      ],
      solutions: [
        "A 24/7 telemedicine centre with remote doctors and specialists.",
        "Solar-powered water pumps for clean water.",
        "Digital literacy sessions paced for older villagers.",
      ],
      outcomes: [
        "A doctor reachable day and night without the long journey.",
        "Clean water and health checks close to home.",
      ],
      investment: AGE_GROUP_INVESTMENT[2],
      timeline: "Basic telemedicine and solar pumps in Phase 1 (Oct 2025 - Mar 2026).",
    },
  ]);

/** The three age-group investments add up to 143 lakh, not the ₹1.63 Cr total: shown as stated. */
export const ageGroupInvestmentTotal = ageGroupPlans.reduce((sum, g) => sum + g.investment, 0);

/** Each group's share of the village population, in whole percent. */
export function populationShare(plan: AgeGroupPlan): number {
  return Math.round((plan.population / population.total) * 100);
}

export const systemicSchema = z.object({
  id: z.enum(["connectivity", "learning", "health", "energy", "livelihoods", "accountability"]),
  description: z.string().min(1),
  serves: z.array(z.enum(ageGroupIds)).min(1),
});
export type SystemicSolution = z.infer<typeof systemicSchema>;

/** Shared systems that serve more than one age group; titles are `our-plan.systemic.<id>`. */
export const systemicSolutions: SystemicSolution[] = z.array(systemicSchema).parse([
  {
    id: "connectivity",
    description:
      "Satellite internet of up to 100 Mbps from 3 Starlink kits, shared across homes, school and clinic.",
    serves: ["children", "adults", "seniors"],
  },
  {
    id: "learning",
    description:
      "AI-assisted lessons that adapt to each learner, in Hindi, Chhattisgarhi and English.",
    serves: ["children", "adults"],
  },
  {
    id: "health",
    description: "A 24/7 telemedicine centre linking the village to doctors and specialists.",
    serves: ["children", "adults", "seniors"],
  },
  {
    id: "energy",
    description: "15 kW of solar power and solar water pumps for power, light and clean water.",
    serves: ["children", "adults", "seniors"],
  },
  {
    id: "livelihoods",
    description:
      "Skills training, agri-processing, tourism and digital services that keep income in the village.",
    serves: ["adults"],
  },
  {
    id: "accountability",
    description:
      "Every rupee, receipt and milestone published on the transparency hub and the progress dashboard.",
    serves: ["children", "adults", "seniors"],
  },
]);

export const strategySchema = z.object({
  id: z.enum(["phase1", "phase2", "phase3"]),
  focus: z.array(z.string().min(1)).length(4),
});

/**
 * What each phase delivers. Phase 1's four items are the spec's; the later phases follow the
 * budget's category timeline (skills training Q2 2026) and the execution plans.
 */
const strategyFocus = z
  .array(strategySchema)
  .length(3)
  .parse([
    {
      id: "phase1",
      focus: [
        "Connectivity deployment",
        "Solar pump installation",
        "Basic telemedicine",
        "Digital literacy programmes",
      ],
    },
    {
      id: "phase2",
      focus: [
        "AI education lab in full use",
        "Skills training for remote work",
        "Digital Services Hub opens",
        "Specialist telemedicine",
      ],
    },
    {
      id: "phase3",
      focus: [
        "Agri-processing and village tourism",
        "Community ownership and handover",
        "Impact measured against the baseline",
        "Replication playbook",
      ],
    },
  ]);

export type StrategyPhase = BudgetPhase & { focus: string[] };

/** The 3-phase strategy: budget, period and months from content/budget.ts, with each phase's focus. */
export const strategyPhases: StrategyPhase[] = phases.map((p) => ({
  ...p,
  focus: strategyFocus.find((s) => s.id === p.id)!.focus,
}));
