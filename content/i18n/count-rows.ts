import { en, type MessageKey } from "@/content/i18n";
import { languages } from "@/lib/i18n";
import { appointmentSteps } from "@/content/advisory";
import { FAMILIES_INVESTED_CLAIM, phases as budgetPhases, programme } from "@/content/budget";
import { budgetCategories, perPersonBreakdown } from "@/content/budget-categories";
import { dashboardPhases } from "@/content/dashboard";
import {
  ageGroups as educationAgeGroups,
  roadmap as educationRoadmap,
  teachingMethods,
} from "@/content/education";
import { engagementSteps } from "@/content/engagement/steps";
import { targets as evidenceTargets } from "@/content/evidence";
import { agriProducts, agriRoadmap } from "@/content/execution/agri-processing";
import { disagreements } from "@/content/figures/disagreements";
import { digitalRoadmap } from "@/content/execution/digital-services";
import { HOMESTAYS, tourismPackages, tourismRoadmap } from "@/content/execution/village-tourism";
import { ageGroupPlans } from "@/content/framework";
import { strategyPhases, systemicSolutions } from "@/content/framework-strategy";
import { homePhases, replicationSteps } from "@/content/home/plan";
import { programmeCards } from "@/content/home/programmes";
import { transformationTargets } from "@/content/home/targets";
import { REPORT_SHARED_CACHE_SECONDS } from "@/lib/quality/cache";
import { phases as starlinkPhases } from "@/content/impact-pages/starlink";
import { savings } from "@/content/impact-pages/telemedicine";
import { skillsCohorts } from "@/content/implementation/cohorts";
import { PLAN_ITEMS } from "@/content/implementation/plan-items";
import { investmentTiers } from "@/content/investment";
import { kpis } from "@/content/kpis";
import { partnerRoles, partnershipTiers } from "@/content/partnerships";
import { scalingPhases, VISION_YEARS } from "@/content/scaling";
import { village } from "@/content/village";
import { timelinePhases } from "@/content/timeline";
import { quarterMilestones } from "@/content/timeline-quarters";
import { progressKpiIds } from "@/content/transparency";
import { joinCards, reasons } from "@/content/vision";
import { FAMILY_PLAN_STEPS } from "@/lib/family-plan";
import { getPilot, listVillages, villagesUnderReview } from "@/lib/programme";
import { ledgerChecksOf } from "@/lib/roll-up";
import type { RouteId } from "@/lib/routes";

/**
 * The table content/i18n/counts.test.ts checks. Messages that say how many items a list of the
 * content holds ("8 core KPIs", "6 quarters") take the count as a plural argument, which the page
 * passes from content. Each row names the content the message counts, as its page does. Formatted
 * with those counts, every language shows their digits; formatted with another count, it shows
 * that one, so a message cannot keep its number as text or lose its argument.
 */

export type Counts = Record<string, number>;

/** Partner steps are the page's `partnership-ecosystem.join.step<n>` messages. */
const partnerJoinSteps = Object.keys(en).filter((k) =>
  /^partnership-ecosystem\.join\.step\d+$/.test(k),
).length;

const count = (n: number): Counts => ({ count: n });

/** The counts of the team's rows are the pilot's: its pages are the ones built. */
const { actuals, ledger } = getPilot();
const { totalTally } = ledger;

/** Pages' summaries and meta descriptions, which lib/route-text.ts gives their counts. */
export const routeRows: [RouteId, "summary" | "description", Counts][] = [
  ["home", "description", count(programme.years)],
  ["our-plan", "summary", count(strategyPhases.length)],
  ["our-plan", "description", count(strategyPhases.length)],
  ["investment", "description", count(investmentTiers.length)],
  ["dashboard", "summary", count(kpis.length)],
  ["dashboard", "description", count(kpis.length)],
  ["implementation-timeline", "description", count(budgetPhases.length)],
  ["timeline", "description", count(timelinePhases.length)],
  ["scaling", "description", count(VISION_YEARS)],
  ["starlink-impact", "description", count(starlinkPhases.length)],
];

export const rows: [MessageKey, Counts][] = [
  ...routeRows.map(([id, part, counts]): [MessageKey, Counts] => [`route.${id}.${part}`, counts]),
  // The programme's core KPIs and transformation targets.
  ["dashboard.hero.description", { kpis: kpis.length, phases: dashboardPhases.length }],
  ["dashboard.tabs.kpis", count(kpis.length)],
  ["our-plan.strategy.title", count(strategyPhases.length)],
  ["implementation-timeline.deliverable.review1.1", { kpis: kpis.length }],
  // The skills cohorts that enrolled before the third (content/implementation/cohorts.ts).
  ["implementation-timeline.deliverable.skills3.2", { earlier: skillsCohorts.indexOf("skills3") }],
  ["implementation-timeline.monitoring.quarterly.description", { kpis: kpis.length }],
  ["implementation-timeline.reporting.dashboard", { kpis: kpis.length }],
  ["home.targets.title", count(transformationTargets.length)],
  ["timeline.quarters.item.midReview", { targets: transformationTargets.length }],
  ["evidence.sources.cover.targets", { targets: evidenceTargets.length }],
  // The plan's phases and years, as each page lists them.
  ["implementation-timeline.hero.description", count(budgetPhases.length)],
  ["implementation-timeline.phase.total", count(budgetPhases.length)],
  ["transparency.hero.total.hint", count(budgetPhases.length)],
  ["vision.succeed.costed.title", { phases: budgetPhases.length }],
  ["vision.succeed.costed.body", { phases: budgetPhases.length }],
  ["timeline.hero.description", { phases: timelinePhases.length, years: programme.years }],
  ["timeline.phases.description", count(timelinePhases.length)],
  ["home.timeline.title", { phases: homePhases.length, years: programme.years }],
  ["our-plan.hero.description", count(strategyPhases.length)],
  ["our-plan.strategy.description", count(strategyPhases.length)],
  ["engagement.journey.discover.description", { phases: strategyPhases.length }],
  ["dashboard.hero.completion.hint", count(dashboardPhases.length)],
  ["dashboard.overview.totalBudget.hint", count(dashboardPhases.length)],
  ["dashboard.financial.total.hint", count(dashboardPhases.length)],
  ["education.roadmap.description", count(educationRoadmap.length)],
  ["footer.about", count(programme.years)],
  ["hero.description", count(programme.years)],
  // Lists on single pages.
  ["home.initiatives.title", count(programmeCards.length)],
  ["national.steps", count(replicationSteps.length)],
  ["our-plan.groups.note", count(ageGroupPlans.length)],
  ["our-plan.systemic.description", count(systemicSolutions.length)],
  ["investment.journey.noScript", count(investmentTiers.length)],
  ["investment.journey.description", count(FAMILY_PLAN_STEPS.length)],
  ["dashboard.initiative.connectivity.description", { kits: PLAN_ITEMS.satelliteKits }],
  ["transparency.financial.budget.description", count(budgetCategories.length)],
  ["transparency.financial.budget.sum", count(budgetCategories.length)],
  ["transparency.progress.intro", count(progressKpiIds.length)],
  ["transparency.openData.total.budget", count(budgetCategories.length)],
  ["transparency.openData.total.kpis", count(kpis.length)],
  ["transparency.openData.total.expenses", count(actuals.expenses.length)],
  ["transparency.openData.total.funds", count(actuals.funds.length)],
  ["transparency.openData.total.measurements", count(actuals.measurements.length)],
  ["transparency.openData.total.milestones", count(actuals.milestones.length)],
  // For CSR committees: receipts in across the categories, the hub's total.
  ["csr.download.text", { receipts: totalTally.receipts }],
  ["csr.openData.total", { receipts: totalTally.receipts }],
  ["expert-advisory.process.description", count(appointmentSteps.length)],
  ["partnership-ecosystem.tiers.description", count(partnershipTiers.length)],
  ["scaling.tiers.description", count(partnershipTiers.length)],
  ["partnership-ecosystem.roles.description", count(partnerRoles.length)],
  ["partnership-ecosystem.join.description", count(partnerJoinSteps)],
  ["scaling.roadmap.description", count(scalingPhases.length)],
  ["scaling.success.description", count(VISION_YEARS)],
  ["engagement.journey.description", count(engagementSteps.length)],
  ["education.hero.groupsHint", count(educationAgeGroups.length)],
  ["education.groups.description", count(educationAgeGroups.length)],
  ["education.roadmap.milestone.labOpen", { groups: educationAgeGroups.length }],
  ["education.methods.description", count(teachingMethods.length)],
  ["vision.succeed.description", count(reasons.length)],
  ["vision.join.description", count(joinCards.length)],
  ["timeline.quarters.description", count(quarterMilestones.length)],
  ["starlink-impact.phases.title", count(starlinkPhases.length)],
  ["telemedicine-impact.savings.totalNote", count(savings.length)],
  // Execution plans: their quarters, and the lists they roll out.
  ["digital-services-execution.roadmap.description", count(digitalRoadmap.length)],
  ["agri-processing-execution.roadmap.description", count(agriRoadmap.length)],
  ["village-tourism-execution.roadmap.description", count(tourismRoadmap.length)],
  ["agri-processing-execution.projections.description", count(agriProducts.length)],
  ["agri-processing-execution.line.all-lines", { products: agriProducts.length }],
  ["village-tourism-execution.portfolio.description", count(tourismPackages.length)],
  ["village-tourism-execution.line.all-packages", { packages: tourismPackages.length }],
  ["village-tourism-execution.line.homestays-upgraded", { homestays: HOMESTAYS }],
  ["village-tourism-execution.line.homestays-inspected", { homestays: HOMESTAYS }],
  // The site's (and the lessons') languages.
  ["dashboard.kpi.multilingual.methodology", { languages: languages.length }],
  ["evidence.age.children.focus", { languages: languages.length }],
  ["community.testimonial.student.impact", { languages: languages.length }],
  ["vision.hero.description", count(languages.length)],
  ["timeline.phases.milestone.aiLessons", { languages: languages.length }],
  ["timeline.focus.languages", { languages: languages.length }],
  ["quality-check.features.Links", { languages: languages.length }],
  // How long a shared cache may keep the report (lib/quality/cache.ts).
  ["quality-check.api.description", { minutes: REPORT_SHARED_CACHE_SECONDS / 60 }],
  // The feed counts the ledger's rows (content/ledger): with the published files, none.
  ["feed.month.body", { count: totalTally.expenses, receipts: totalTally.receipts }],
  ["feed.funds.body", count(actuals.funds.length)],
  // /figures: each figure's value in its unit, from content/figures/ (the plan's months here).
  ["figures.unit.months", count(programme.months)],
  ["figures.unit.people", count(village.population.seniors)],
  ["figures.unit.households", count(village.population.households)],
  ["figures.unit.families", count(FAMILIES_INVESTED_CLAIM)],
  ["figures.unit.villages", count(scalingPhases[1]!.villages)],
  ["figures.unit.phases", count(budgetPhases.length)],
  ["figures.check.complete.pass", count(disagreements.length)],
  ["figures.unit.computers", count(PLAN_ITEMS.computers)],
  ["figures.unit.points", count(Math.abs(kpis[0]!.target - evidenceTargets[0]!.target))],
  // The quality report's checks count what they read (lib/quality).
  ["quality-report.figures.breakdown.details", { lines: perPersonBreakdown.length }],
  ["quality-report.figures.breakdown.detailsOff", { lines: perPersonBreakdown.length }],
  ["quality-report.ledger.spending.details", count(actuals.expenses.length)],
  [
    "quality-report.ledger.verified.fix",
    { late: actuals.expenses.filter((e) => !e.verified).length },
  ],
  // The villages' directory and pages count the villages and their checks (lib/roll-up.ts).
  ["villages.kpis.covers", count(listVillages().length)],
  ["villages.list.showing", count(listVillages().length)],
  ["villages.checks.open", count(ledgerChecksOf(getPilot()).length)],
  ["villages.review.problems", count(villagesUnderReview().length)],
  ["villagePage.plan.months", count(budgetPhases[0]!.months)],
  ["villagePage.figures.raised", count(actuals.funds.length)],
  ["villagePage.figures.spent", count(actuals.expenses.length)],
  ["villagePage.figures.receiptsHow", count(actuals.expenses.length)],
];
