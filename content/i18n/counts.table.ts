import { phases as budgetPhases, programme } from "@/content/budget";
import { budgetCategories } from "@/content/budget-categories";
import { appointmentSteps } from "@/content/advisory";
import { dashboardPhases } from "@/content/dashboard";
import {
  ageGroups as educationAgeGroups,
  roadmap as educationRoadmap,
  teachingMethods,
} from "@/content/education";
import { engagementSteps } from "@/content/engagement/steps";
import { targets as evidenceTargets } from "@/content/evidence";
import { agriProducts, agriRoadmap } from "@/content/execution/agri-processing";
import { digitalRoadmap } from "@/content/execution/digital-services";
import { tourismPackages, tourismRoadmap } from "@/content/execution/village-tourism";
import { ageGroupPlans } from "@/content/framework";
import { strategyPhases, systemicSolutions } from "@/content/framework-strategy";
import { homePhases, replicationSteps } from "@/content/home/plan";
import { programmeCards } from "@/content/home/programmes";
import { transformationTargets } from "@/content/home/targets";
import { en, type MessageKey } from "@/content/i18n";
import { phases as starlinkPhases } from "@/content/impact-pages/starlink";
import { savings } from "@/content/impact-pages/telemedicine";
import { PLAN_ITEMS } from "@/content/implementation/plan-items";
import { investmentTiers } from "@/content/investment";
import { kpis } from "@/content/kpis";
import { partnerRoles, partnershipTiers } from "@/content/partnerships";
import { scalingPhases, VISION_YEARS } from "@/content/scaling";
import { quarterMilestones, timelinePhases } from "@/content/timeline";
import { progressMetrics } from "@/content/transparency";
import { joinCards, reasons } from "@/content/vision";
import { languages } from "@/lib/i18n";
import { FAMILY_PLAN_STEPS } from "@/lib/family-plan";

/** A message that spells out how many items a list holds, and that count read from content. */
export interface CountRow {
  key: MessageKey;
  count: number;
}

/** The tourism roadmap's "homestays-ready" target, in the quarter that upgrades the homestays. */
const homestaysReady =
  tourismRoadmap
    .find((q) => q.deliverables.includes("homestays-upgraded"))
    ?.kpis.find((k) => k.metric === "homestays-ready")?.target ?? NaN;

/** Partner steps are the page's `partnership-ecosystem.join.step<n>` messages. */
const partnerJoinSteps = Object.keys(en).filter((k) =>
  /^partnership-ecosystem\.join\.step\d+$/.test(k),
).length;

const rows = (count: number, keys: MessageKey[]): CountRow[] => keys.map((key) => ({ key, count }));

export const countRows: CountRow[] = [
  // The programme's eight core KPIs and eight targets.
  ...rows(kpis.length, [
    "route.dashboard.summary",
    "route.dashboard.description",
    "dashboard.hero.description",
    "implementation-timeline.deliverable.review1.1",
    "implementation-timeline.monitoring.quarterly.description",
    "implementation-timeline.reporting.dashboard",
  ]),
  ...rows(transformationTargets.length, ["home.targets.title", "timeline.quarters.item.midReview"]),
  ...rows(evidenceTargets.length, ["evidence.sources.cover.targets"]),
  // The three phases of the plan, as each page lists them.
  ...rows(budgetPhases.length, [
    "route.implementation-timeline.description",
    "implementation-timeline.hero.description",
    "implementation-timeline.phase.total",
    "transparency.hero.total.hint",
    "vision.succeed.costed.title",
    "vision.succeed.costed.body",
  ]),
  ...rows(timelinePhases.length, [
    "route.timeline.description",
    "timeline.hero.description",
    "timeline.phases.description",
  ]),
  ...rows(homePhases.length, ["home.timeline.title"]),
  ...rows(strategyPhases.length, [
    "route.our-plan.description",
    "our-plan.hero.description",
    "our-plan.strategy.description",
    "engagement.journey.discover.description",
  ]),
  ...rows(dashboardPhases.length, [
    "dashboard.hero.description",
    "dashboard.hero.completion.hint",
    "dashboard.overview.totalBudget.hint",
    "dashboard.financial.total.hint",
  ]),
  ...rows(educationRoadmap.length, ["education.roadmap.description"]),
  // The programme's length in years.
  ...rows(programme.years, [
    "footer.about",
    "route.home.description",
    "hero.description",
    "home.timeline.title",
    "timeline.hero.description",
  ]),
  // Lists on single pages.
  ...rows(programmeCards.length, ["home.initiatives.title"]),
  ...rows(replicationSteps.length, ["national.steps"]),
  ...rows(ageGroupPlans.length, ["our-plan.groups.note"]),
  ...rows(systemicSolutions.length, ["our-plan.systemic.description"]),
  ...rows(investmentTiers.length, ["route.investment.description", "investment.journey.noScript"]),
  ...rows(FAMILY_PLAN_STEPS.length, ["investment.journey.description"]),
  ...rows(PLAN_ITEMS.satelliteKits, ["dashboard.initiative.connectivity.description"]),
  ...rows(budgetCategories.length, [
    "transparency.financial.budget.description",
    "transparency.financial.budget.sum",
  ]),
  ...rows(progressMetrics.length, ["transparency.progress.intro"]),
  ...rows(appointmentSteps.length, ["expert-advisory.process.description"]),
  ...rows(partnershipTiers.length, [
    "partnership-ecosystem.tiers.description",
    "scaling.tiers.description",
  ]),
  ...rows(partnerRoles.length, ["partnership-ecosystem.roles.description"]),
  ...rows(partnerJoinSteps, ["partnership-ecosystem.join.description"]),
  ...rows(scalingPhases.length, ["scaling.roadmap.description"]),
  ...rows(VISION_YEARS, ["route.scaling.description", "scaling.success.description"]),
  ...rows(engagementSteps.length, ["engagement.journey.description"]),
  ...rows(educationAgeGroups.length, [
    "education.hero.groupsHint",
    "education.groups.description",
    "education.roadmap.milestone.labOpen",
  ]),
  ...rows(teachingMethods.length, ["education.methods.description"]),
  ...rows(reasons.length, ["vision.succeed.description"]),
  ...rows(joinCards.length, ["vision.join.description"]),
  ...rows(quarterMilestones.length, ["timeline.quarters.description"]),
  ...rows(starlinkPhases.length, [
    "route.starlink-impact.description",
    "starlink-impact.phases.title",
  ]),
  ...rows(savings.length, ["telemedicine-impact.savings.totalNote"]),
  // Execution plans: six quarters each, and the lists they roll out.
  ...rows(digitalRoadmap.length, ["digital-services-execution.roadmap.description"]),
  ...rows(agriRoadmap.length, ["agri-processing-execution.roadmap.description"]),
  ...rows(tourismRoadmap.length, ["village-tourism-execution.roadmap.description"]),
  ...rows(agriProducts.length, [
    "agri-processing-execution.projections.description",
    "agri-processing-execution.line.all-lines",
  ]),
  ...rows(tourismPackages.length, [
    "village-tourism-execution.portfolio.description",
    "village-tourism-execution.line.all-packages",
  ]),
  ...rows(homestaysReady, [
    "village-tourism-execution.line.homestays-upgraded",
    "village-tourism-execution.line.homestays-inspected",
  ]),
  // The site's (and the lessons') three languages.
  ...rows(languages.length, [
    "dashboard.kpi.multilingual.methodology",
    "evidence.age.children.focus",
    "community.testimonial.student.impact",
    "vision.hero.description",
    "timeline.phases.milestone.aiLessons",
    "timeline.focus.languages",
    "quality-check.features.Links",
  ]),
];
