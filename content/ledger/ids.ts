/**
 * The names the programme team's files (content/villages/pilot/actuals/) may use, in one leaf module so that the
 * ledger reader and the plan modules that show its figures both read them without an import cycle.
 * The plan modules (content/budget-categories.ts, content/kpis.ts, content/timeline.ts) take their
 * ids from here.
 */

/** The transparency hub's six budget categories, by id, with the English name the hub shows. */
export const budgetCategoryNames = {
  starlink: "Starlink Infrastructure",
  solar: "Solar Power System",
  telemedicine: "Telemedicine Setup",
  aiLab: "AI Education Lab",
  water: "Water Infrastructure",
  skills: "Skills Training",
} as const;
export const budgetCategoryIds = [
  "starlink",
  "solar",
  "telemedicine",
  "aiLab",
  "water",
  "skills",
] as const;
export type BudgetCategoryId = (typeof budgetCategoryIds)[number];

/** The dashboard's eight KPIs. */
export const kpiIds = [
  "literacy",
  "digital",
  "economic",
  "health",
  "women",
  "agriculture",
  "multilingual",
  "leadership",
] as const;
export type KpiId = (typeof kpiIds)[number];

/**
 * The milestones the timeline page shows under each phase (`timeline.phases.milestone.<id>`); the
 * phase each belongs to is the village's plan (content/villages/<slug>/plan.json). A phase is
 * completed once all of its milestones are achieved.
 */
export const milestoneIds = [
  "installInternet",
  "commissionPumps",
  "openTelemedicine",
  "startDigitalClasses",
  "aiLessons",
  "firstCohort",
  "agreeAgriProducts",
  "measureTargets",
  "handOver",
  "publishGuide",
] as const;
export type MilestoneId = (typeof milestoneIds)[number];

/** Where funds come from (funds.csv `source`). */
export const fundSources = ["individual", "csr", "grant", "government", "other"] as const;
export type FundSource = (typeof fundSources)[number];

/** The programme's stage (status.json `stage`). */
export const stages = ["Pre-Implementation", "Implementation", "Completed"] as const;
export type Stage = (typeof stages)[number];
