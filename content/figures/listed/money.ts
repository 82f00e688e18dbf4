// Not in the content registry: the figure walk and the lists it checks the content against.
import {
  OVERVIEW_CARD_TOTAL,
  programme,
  TOTAL_INVESTMENT,
  TOTAL_INVESTMENT_ABOUT,
} from "@/content/budget";
import { budgetCategories, dashboardCategorySplit } from "@/content/budget-categories";
import { dashboardPhases } from "@/content/dashboard";
import {
  CATEGORIES_TOTAL,
  initiativePhases,
  monthlyPlanBudgets,
  PHASE_MONTHS_TOTAL,
  SPLIT_TOTAL,
  YEAR_BUDGETS_TOTAL,
} from "@/content/figures/sums";
import { ageGroupInvestmentTotal } from "@/content/framework";
import { STARLINK_PAGE_INVESTMENT } from "@/content/impact-pages/starlink";
import { pages, type DisagreementInput } from "../disagreement-schema";

/** The listed figures of the plan's money and phases: totals, categories, items and their phases. */
const planBudget = (id: string) => monthlyPlanBudgets.find((b) => b.id === id)!.budget;
const dashboardInitiative = (id: string) =>
  dashboardPhases.flatMap((p) => p.initiatives).find((i) => i.id === id)!;
const phaseOf = (id: string, nth: number) =>
  initiativePhases.filter((i) => i.id === id)[nth]!.phase;
const category = (id: string) => budgetCategories.find((c) => c.id === id)!.budgeted;
const split = (id: string) => dashboardCategorySplit.find((c) => c.id === id)!.amount;

export const moneyEntries: DisagreementInput[] = [
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
];
