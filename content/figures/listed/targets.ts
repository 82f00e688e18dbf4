// Not in the content registry: the figure walk and the lists it checks the content against.
import { FAMILIES_INVESTED_CLAIM } from "@/content/budget";
import { targets as evidenceTargets } from "@/content/evidence";
import {
  executionPlans,
  executionPlansInCategories,
  executionPlansTotal,
} from "@/content/figures/sums";
import { digitalServicesPlan } from "@/content/execution/digital-services";
import { facilities as aiLabFacilities } from "@/content/impact-pages/ai-lab";
import { metrics as solarMetrics } from "@/content/impact-pages/solar";
import { PLAN_ITEMS } from "@/content/implementation/plan-items";
import { kpiById } from "@/content/kpis";
import type { Ledger } from "@/content/ledger/derive";
import {
  HEALTHCARE_KM_BASELINE,
  HEALTHCARE_KM_HOME,
  HOME_PAGE_CHILDREN,
  village,
} from "@/content/village";
import { pages, type DisagreementInput } from "../disagreement-schema";

const evidence = (id: string) => evidenceTargets.find((t) => t.id === id)!;

/**
 * The listed figures of targets, people, places and what the plan builds; the gifts a village's
 * accounts record are one reading of the families who invested.
 */
export function targetEntriesOf(ledger: Pick<Ledger, "fundsGifts">): DisagreementInput[] {
  return [
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
        { value: ledger.fundsGifts, pages: pages("/transparency") },
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
  ];
}
