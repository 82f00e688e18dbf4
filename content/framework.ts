import { z } from "zod";
import {
  AGE_GROUP_INVESTMENT,
  INCOME_TARGET,
  monthSpanSchema,
  phases,
  programme,
} from "@/content/budget";
import { budgetCategories } from "@/content/budget-categories";
import { PLAN_ITEMS } from "@/content/implementation/plan-items";
import { HEALTHCARE_KM_BASELINE, village } from "@/content/village";
import { local, type FigureMeasures } from "@/content/figures/measures";

/**
 * The framework page (spec §2 'Framework page', §3 'Age group plan (framework)'). This module holds
 * ids, figures and order; the words are in content/i18n/<lang>/our-plan.json under `our-plan.*` keys
 * built from the ids, so the page reads in English, Hindi and Chhattisgarhi. Village, budget and
 * plan-item figures are imported so they are typed once.
 */

export const ageGroupIds = ["children", "adults", "seniors"] as const;
export type AgeGroupId = (typeof ageGroupIds)[number];

/**
 * A figure inside a sentence: the dictionary text has a `{placeholder}` for it, filled at render
 * time in the page's language. Dates are shown as content/budget.ts writes them; a span of months
 * is formatted for the language.
 */
export const figureSchema = z.union([
  z.object({ n: z.number().nonnegative(), format: z.enum(["number", "percent", "rupees"]) }),
  z.object({ date: z.string().min(1) }),
  z.object({ span: monthSpanSchema }),
]);
export type Figure = z.infer<typeof figureSchema>;
export const figuresSchema = z.record(z.string(), figureSchema);
export type Figures = z.infer<typeof figuresSchema>;

/** Problems, solutions and outcomes by id; the text is `our-plan.<kind>.<id>` in the dictionaries. */
export const problemIds = [
  "literacy",
  "internet",
  "electricity",
  "income",
  "agriculture",
  "femaleLiteracy",
  "distance",
  "water",
  "offline",
] as const;
export const solutionIds = [
  "aiLearning",
  "lab",
  "solar",
  "digitalSkills",
  "agriProcessing",
  "servicesHub",
  "telemedicine",
  "waterPumps",
  "digitalSessions",
] as const;
export const outcomeIds = [
  "literacy",
  "online",
  "income",
  "jobs",
  "womensLiteracy",
  "doctor",
  "cleanWater",
] as const;

const item = <T extends readonly [string, ...string[]]>(ids: T) =>
  z.object({ id: z.enum(ids), figures: figuresSchema.default({}) });

export const ageGroupPlanSchema = z.object({
  /** The group; its heading is `our-plan.group.<group>`, its timeline `our-plan.timeline.<group>`. */
  group: z.enum(ageGroupIds),
  population: z.number().int().positive(),
  problems: z.array(item(problemIds)).min(2),
  solutions: z.array(item(solutionIds)).min(2),
  outcomes: z.array(item(outcomeIds)).min(2),
  /** Rupees, from AGE_GROUP_INVESTMENT (35L, 95L, 13L: they sum to 143 lakh, shown as stated). */
  investment: z.number().positive(),
  timeline: figuresSchema,
});
export type AgeGroupPlan = z.infer<typeof ageGroupPlanSchema>;

const { population, literacy, economic, infrastructure } = village;
/** A plain number inside a sentence. */
export const num = (n: number) => ({ n, format: "number" as const });
const pct = (n: number) => ({ n, format: "percent" as const });
const rupees = (n: number) => ({ n, format: "rupees" as const });

/** The children's literacy outcome: 100% of those aged 3 to 18. */
export const CHILDREN_LITERACY_TARGET_PERCENT = 100;
export const CHILDREN_AGE = { min: 3, max: 18 } as const;

const skillsTraining = budgetCategories.find((c) => c.category === "Skills Training")!;
/** The year the programme ends ("2027-12" → "2027"). */
const endYear = programme.end.slice(0, 4);

export const ageGroupPlans: AgeGroupPlan[] = z
  .array(ageGroupPlanSchema)
  .length(3)
  .parse([
    {
      group: "children",
      population: population.children,
      problems: [
        {
          id: "literacy",
          figures: {
            schoolAge: num(population.schoolAge),
            preSchool: num(population.preSchool),
            literacy: pct(literacy.overall),
          },
        },
        { id: "internet", figures: { percent: pct(infrastructure.internetPercent) } },
        {
          id: "electricity",
          figures: { percent: pct(infrastructure.reliableElectricityPercent) },
        },
      ],
      solutions: [
        { id: "aiLearning" },
        { id: "lab", figures: { computers: num(PLAN_ITEMS.computers) } },
        { id: "solar" },
      ],
      outcomes: [
        {
          id: "literacy",
          figures: {
            percent: pct(CHILDREN_LITERACY_TARGET_PERCENT),
            count: num(population.children),
            min: num(CHILDREN_AGE.min),
            max: num(CHILDREN_AGE.max),
          },
        },
        { id: "online" },
      ],
      investment: AGE_GROUP_INVESTMENT[0],
      timeline: {
        launch: { date: programme.launch },
        end: { span: { from: programme.end, to: programme.end } },
      },
    },
    {
      group: "adults",
      population: population.adults,
      problems: [
        {
          id: "income",
          figures: {
            income: rupees(economic.averageMonthlyIncome),
            unemployment: pct(economic.unemploymentPercent),
          },
        },
        {
          id: "agriculture",
          figures: {
            percent: pct(economic.agricultureDependencePercent),
            farmers: num(economic.farmers),
          },
        },
        {
          id: "femaleLiteracy",
          figures: { female: pct(literacy.female), male: pct(literacy.male) },
        },
      ],
      solutions: [
        { id: "digitalSkills", figures: { adults: num(PLAN_ITEMS.adultsTrainedAtLeast) } },
        { id: "agriProcessing" },
        { id: "servicesHub", figures: { artisans: num(PLAN_ITEMS.artisans) } },
      ],
      outcomes: [
        {
          id: "income",
          figures: {
            from: rupees(economic.averageMonthlyIncome),
            to: rupees(INCOME_TARGET.monthlyHousehold),
            multiple: num(INCOME_TARGET.monthlyHousehold / economic.averageMonthlyIncome),
          },
        },
        { id: "jobs" },
        { id: "womensLiteracy" },
      ],
      investment: AGE_GROUP_INVESTMENT[1],
      timeline: { skills: { date: skillsTraining.timeline }, year: { date: endYear } },
    },
    {
      group: "seniors",
      population: population.seniors,
      problems: [
        { id: "distance", figures: { km: num(HEALTHCARE_KM_BASELINE) } },
        { id: "water", figures: { percent: pct(infrastructure.cleanWaterPercent) } },
        { id: "offline" },
      ],
      solutions: [{ id: "telemedicine" }, { id: "waterPumps" }, { id: "digitalSessions" }],
      outcomes: [{ id: "doctor" }, { id: "cleanWater" }],
      investment: AGE_GROUP_INVESTMENT[2],
      timeline: { period: { span: phases[0]!.period } },
    },
  ]);

/** The three age-group investments add up to 143 lakh, not the ₹1.63 Cr total: shown as stated. */
export const ageGroupInvestmentTotal = ageGroupPlans.reduce((sum, g) => sum + g.investment, 0);

/** Each group's share of the village population, in whole percent. */
export function populationShare(plan: AgeGroupPlan): number {
  return Math.round((plan.population / population.total) * 100);
}

/**
 * What each number this module exports measures, by its path: the figure walk reads it
 * (content/figures/walk.ts; content/figures/measures.ts says how a rule reads).
 */
export const figureMeasures: FigureMeasures = [
  ["CHILDREN_LITERACY_TARGET_PERCENT", "target.childrenLiteracy"],
  ["ageGroupPlans[*].population", "population.{id}"],
  ["ageGroupPlans[*].investment", local],
  ["ageGroupInvestmentTotal", "investment.total"],
  ["*", local],
];
