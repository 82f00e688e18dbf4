import { z } from "zod";
import {
  FAMILIES_INVESTED_CLAIM,
  OVERVIEW_CARD_TOTAL,
  programme,
  TOTAL_INVESTMENT,
  TOTAL_INVESTMENT_ABOUT,
} from "@/content/budget";
import { budgetCategories, dashboardCategorySplit } from "@/content/budget-categories";
import { dashboardPhases } from "@/content/dashboard";
import { targets as evidenceTargets } from "@/content/evidence";
import {
  CATEGORIES_TOTAL,
  executionPlans,
  executionPlansInCategories,
  executionPlansTotal,
  initiativePhases,
  monthlyPlanBudgets,
  PHASE_MONTHS_TOTAL,
  SPLIT_TOTAL,
  YEAR_BUDGETS_TOTAL,
} from "@/content/figures/sums";
import { ageGroupInvestmentTotal } from "@/content/framework";
import { digitalServicesPlan } from "@/content/execution/digital-services";
import { facilities as aiLabFacilities } from "@/content/impact-pages/ai-lab";
import { metrics as solarMetrics } from "@/content/impact-pages/solar";
import { STARLINK_PAGE_INVESTMENT } from "@/content/impact-pages/starlink";
import { PLAN_ITEMS } from "@/content/implementation/plan-items";
import { kpiById } from "@/content/kpis";
import { FUNDS_GIFTS } from "@/content/ledger";
import {
  HEALTHCARE_KM_BASELINE,
  HEALTHCARE_KM_HOME,
  HOME_PAGE_CHILDREN,
  village,
} from "@/content/village";
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
type SitePath = Route["path"];
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
export const disagreementIds = [
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
  ]),
  readings: z.array(readingSchema).min(2),
});
export type Disagreement = z.infer<typeof disagreementSchema>;
export type DisagreementId = (typeof disagreementIds)[number];

const planBudget = (id: string) => monthlyPlanBudgets.find((b) => b.id === id)!.budget;
const dashboardInitiative = (id: string) =>
  dashboardPhases.flatMap((p) => p.initiatives).find((i) => i.id === id)!;
const phaseOf = (id: string, nth: number) =>
  initiativePhases.filter((i) => i.id === id)[nth]!.phase;
const evidence = (id: string) => evidenceTargets.find((t) => t.id === id)!;
const category = (id: string) => budgetCategories.find((c) => c.id === id)!.budgeted;
const split = (id: string) => dashboardCategorySplit.find((c) => c.id === id)!.amount;

const pages = (...paths: SitePath[]) => paths;

export const disagreements: readonly Disagreement[] = z.array(disagreementSchema).parse([
  {
    id: "total-investment",
    measure: "investment.total",
    unit: "rupees",
    readings: [
      {
        value: TOTAL_INVESTMENT,
        pages: pages(
          "/",
          "/our-plan",
          "/transparency",
          "/dashboard",
          "/implementation-timeline",
          "/risk-management",
        ),
      },
      { value: OVERVIEW_CARD_TOTAL, pages: pages("/dashboard") },
      { value: TOTAL_INVESTMENT_ABOUT, pages: [] },
      { value: CATEGORIES_TOTAL, pages: pages("/transparency") },
      { value: SPLIT_TOTAL, pages: pages("/dashboard") },
      { value: YEAR_BUDGETS_TOTAL, pages: pages("/") },
      { value: ageGroupInvestmentTotal, pages: pages("/our-plan") },
    ],
  },
  {
    id: "plan-length",
    measure: "plan.months",
    unit: "months",
    readings: [
      {
        value: programme.months,
        pages: pages("/", "/implementation-timeline", "/our-plan", "/timeline"),
      },
      {
        value: PHASE_MONTHS_TOTAL,
        pages: pages("/implementation-timeline", "/our-plan", "/dashboard"),
      },
    ],
  },
  {
    id: "starlink-budget",
    measure: "category.starlink.budget",
    unit: "rupees",
    readings: [
      {
        value: category("starlink"),
        pages: pages("/transparency", "/dashboard"),
      },
      { value: STARLINK_PAGE_INVESTMENT, pages: pages("/starlink-impact") },
    ],
  },
  {
    id: "solar-budget",
    measure: "category.solar.budget",
    unit: "rupees",
    readings: [
      { value: category("solar"), pages: pages("/transparency", "/solar-power-impact") },
      { value: split("solar"), pages: pages("/dashboard") },
    ],
  },
  {
    id: "ai-lab-budget",
    measure: "category.aiLab.budget",
    unit: "rupees",
    readings: [
      { value: category("aiLab"), pages: pages("/transparency") },
      { value: split("aiLab"), pages: pages("/dashboard") },
    ],
  },
  {
    id: "ai-lab-item",
    measure: "initiative.aiLab.budget",
    unit: "rupees",
    readings: [
      { value: dashboardInitiative("aiLab").budget, pages: pages("/dashboard") },
      { value: planBudget("aiLab"), pages: pages("/implementation-timeline") },
    ],
  },
  {
    id: "handover-item",
    measure: "initiative.handover.budget",
    unit: "rupees",
    readings: [
      { value: dashboardInitiative("handover").budget, pages: pages("/dashboard") },
      { value: planBudget("handover"), pages: pages("/implementation-timeline") },
    ],
  },
  {
    id: "ai-lab-phase",
    measure: "initiative.aiLab.phase",
    unit: "phase",
    readings: [
      { value: phaseOf("aiLab", 0), pages: pages("/dashboard") },
      { value: phaseOf("aiLab", 1), pages: pages("/implementation-timeline") },
    ],
  },
  {
    id: "solar-grid-phase",
    measure: "initiative.solarGrid.phase",
    unit: "phase",
    readings: [
      { value: phaseOf("solarGrid", 0), pages: pages("/dashboard") },
      { value: phaseOf("solarGrid", 1), pages: pages("/implementation-timeline") },
    ],
  },
  {
    id: "literacy-target",
    measure: "target.literacy",
    unit: "percent",
    readings: [
      { value: evidence("literacy").target, pages: pages("/evidence", "/", "/education") },
      { value: kpiById("literacy").target, pages: pages("/dashboard", "/transparency") },
    ],
  },
  {
    id: "women-target",
    measure: "target.women",
    unit: "percent",
    readings: [
      { value: evidence("women").target, pages: pages("/evidence", "/") },
      { value: kpiById("women").target, pages: pages("/dashboard") },
    ],
  },
  {
    id: "income-baseline",
    measure: "target.economic.baseline",
    unit: "percent",
    readings: [
      { value: evidence("economic").current, pages: pages("/evidence", "/") },
      { value: kpiById("economic").baseline, pages: pages("/dashboard", "/transparency") },
    ],
  },
  {
    id: "women-baseline",
    measure: "target.women.baseline",
    unit: "percent",
    readings: [
      { value: evidence("women").current, pages: pages("/evidence", "/") },
      { value: kpiById("women").baseline, pages: pages("/dashboard") },
    ],
  },
  {
    id: "leadership-baseline",
    measure: "target.leadership.baseline",
    unit: "percent",
    readings: [
      { value: evidence("leadership").current, pages: pages("/evidence", "/") },
      { value: kpiById("leadership").baseline, pages: pages("/dashboard") },
    ],
  },
  {
    id: "children",
    measure: "population.children",
    unit: "people",
    readings: [
      {
        value: village.population.children,
        pages: pages("/evidence", "/education", "/our-plan", "/transparency"),
      },
      { value: HOME_PAGE_CHILDREN, pages: pages("/") },
    ],
  },
  {
    id: "healthcare-distance",
    measure: "baseline.healthcare",
    unit: "km",
    readings: [
      {
        value: HEALTHCARE_KM_BASELINE,
        pages: pages("/evidence", "/dashboard", "/telemedicine-impact"),
      },
      { value: HEALTHCARE_KM_HOME.max, from: HEALTHCARE_KM_HOME.min, pages: pages("/") },
    ],
  },
  {
    id: "families-invested",
    measure: "funds.families",
    unit: "families",
    readings: [
      { value: FUNDS_GIFTS, pages: pages("/transparency") },
      { value: FAMILIES_INVESTED_CLAIM, pages: pages("/engagement") },
    ],
  },
  {
    id: "digital-hub-budget",
    measure: "execution.digital.budget",
    unit: "rupees",
    readings: [
      { value: digitalServicesPlan.investment, pages: pages("/digital-services-execution") },
      {
        value: executionPlans.digital.quartersAsShown,
        pages: pages("/digital-services-execution"),
      },
    ],
  },
  {
    id: "execution-plans-budget",
    measure: "execution.plans.budget",
    unit: "rupees",
    readings: [
      {
        value: executionPlansTotal,
        pages: pages(
          "/digital-services-execution",
          "/agri-processing-execution",
          "/village-tourism-execution",
        ),
      },
      { value: executionPlansInCategories, pages: pages("/transparency") },
    ],
  },
  {
    id: "solar-capacity",
    measure: "plan.solarKw",
    unit: "kw",
    readings: [
      {
        value: PLAN_ITEMS.solarKw,
        pages: pages("/", "/dashboard", "/our-plan", "/implementation-timeline"),
      },
      {
        value: solarMetrics.find((m) => m.id === "capacity")!.target,
        pages: pages("/solar-power-impact"),
      },
    ],
  },
  {
    id: "ai-lab-computers",
    measure: "plan.computers",
    unit: "computers",
    readings: [
      { value: PLAN_ITEMS.computers, pages: pages("/", "/our-plan", "/implementation-timeline") },
      {
        value: aiLabFacilities.find((f) => f.id === "workstations")!.target,
        pages: pages("/ai-lab-impact"),
      },
    ],
  },
]);
