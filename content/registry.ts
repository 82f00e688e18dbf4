import { z } from "zod";

/** Any zod schema. */
type ZodType = z.core.$ZodType;
import * as advisory from "@/content/advisory";
import * as budget from "@/content/budget";
import * as budgetCategories from "@/content/budget-categories";
import * as budgetVsActual from "@/content/budget-vs-actual";
import * as community from "@/content/community";
import * as dashboard from "@/content/dashboard";
import * as education from "@/content/education";
import * as engagementActivities from "@/content/engagement/activities";
import * as engagementStepsModule from "@/content/engagement/steps";
import * as engagementMetrics from "@/content/engagement/metrics";
import * as engagementProof from "@/content/engagement/proof";
import * as engagementShared from "@/content/engagement/shared";
import * as engagementWays from "@/content/engagement/ways";
import * as evidence from "@/content/evidence";
import * as agri from "@/content/execution/agri-processing";
import * as digital from "@/content/execution/digital-services";
import * as execution from "@/content/execution/schema";
import * as executionProgress from "@/content/execution/progress";
import * as tourism from "@/content/execution/village-tourism";
import * as framework from "@/content/framework";
import * as frameworkStrategy from "@/content/framework-strategy";
import * as homeAgeGroups from "@/content/home/age-groups";
import * as homeHero from "@/content/home/hero";
import * as homePlan from "@/content/home/plan";
import * as homeProgrammes from "@/content/home/programmes";
import * as homeTargets from "@/content/home/targets";
import * as impact from "@/content/impact";
import * as aiLab from "@/content/impact-pages/ai-lab";
import * as impactPages from "@/content/impact-pages/schema";
import * as solar from "@/content/impact-pages/solar";
import * as starlink from "@/content/impact-pages/starlink";
import * as telemedicine from "@/content/impact-pages/telemedicine";
import * as implementation from "@/content/implementation";
import * as implementationMonitoring from "@/content/implementation/monitoring";
import * as implementationPlanItems from "@/content/implementation/plan-items";
import * as implementationPhase1 from "@/content/implementation/phase-1";
import * as implementationPhase2 from "@/content/implementation/phase-2";
import * as implementationPhase3 from "@/content/implementation/phase-3";
import * as investment from "@/content/investment";
import * as familyProfiles from "@/content/investment/family-profiles";
import * as journey from "@/content/journey";
import * as journeySchema from "@/content/journey-schema";
import * as kpis from "@/content/kpis";
import * as ledger from "@/content/ledger";
import * as partnerships from "@/content/partnerships";
import * as quality from "@/content/quality";
import * as risks from "@/content/risks";
import * as scaling from "@/content/scaling";
import * as timeline from "@/content/timeline";
import * as transparency from "@/content/transparency";
import * as transparencyImpact from "@/content/transparency-impact";
import * as verification from "@/content/transparency-verification";
import * as village from "@/content/village";
import * as vision from "@/content/vision";

/** A content module: its exports (scanned for links) and the schema each data export must satisfy. */
export interface ContentModule {
  file: string;
  namespace: Readonly<Record<string, unknown>>;
  schemas: Readonly<Record<string, ZodType>>;
}

function mod<M extends object>(
  file: string,
  namespace: M,
  schemas: { [K in keyof M]?: ZodType },
): ContentModule {
  return {
    file,
    namespace: namespace as Record<string, unknown>,
    schemas: schemas as Record<string, ZodType>,
  };
}

const list = (schema: ZodType) => z.array(schema);
const metricList = impactPages.metricListSchema(z.string());
const phaseList = impactPages.phaseListSchema(z.string());
const stories = impactPages.storyListSchema;

/**
 * Every content module the report re-validates and scans. A new module is one entry here;
 * content.test.ts fails until it is added.
 */
export const contentModules: readonly ContentModule[] = [
  mod("content/advisory.ts", advisory, {
    advisorySeats: list(advisory.advisorySeatSchema),
    appointmentSteps: list(advisory.appointmentStepSchema),
  }),
  mod("content/budget.ts", budget, { phases: list(budget.phaseSchema) }),
  mod("content/budget-categories.ts", budgetCategories, {
    budgetCategories: list(budgetCategories.categorySchema),
    dashboardCategorySplit: list(budgetCategories.splitSchema),
  }),
  mod("content/budget-vs-actual.ts", budgetVsActual, {
    categoryPlans: list(budgetVsActual.categoryPlanSchema),
    planMonths: list(budgetVsActual.planMonthSchema),
  }),
  mod("content/community.ts", community, {
    leaders: list(community.leaderSchema),
    testimonials: list(community.testimonialSchema),
    activities: list(community.activitySchema),
  }),
  mod("content/dashboard.ts", dashboard, { dashboardPhases: list(dashboard.phaseSchema) }),
  mod("content/education.ts", education, {
    ageGroups: list(education.ageGroupSchema),
    teachingMethods: list(education.methodSchema),
    roadmap: list(education.roadmapSchema),
  }),
  mod("content/engagement/activities.ts", engagementActivities, {
    engagementActivities: list(engagementActivities.activitySchema),
  }),
  mod("content/engagement/steps.ts", engagementStepsModule, {
    engagementSteps: list(engagementStepsModule.engagementStepSchema),
  }),
  mod("content/engagement/metrics.ts", engagementMetrics, {
    engagementMetrics: list(engagementMetrics.metricSchema),
  }),
  mod("content/engagement/proof.ts", engagementProof, {
    socialProof: list(engagementProof.proofSchema),
  }),
  mod("content/engagement/shared.ts", engagementShared, {
    PROGRAMME_CONTACT_EMAIL: engagementShared.contactEmailSchema,
  }),
  mod("content/engagement/ways.ts", engagementWays, {
    waysToTakePart: list(engagementWays.waySchema),
  }),
  mod("content/evidence.ts", evidence, {
    baselineCards: list(evidence.baselineCardSchema),
    ageGroups: list(evidence.ageGroupSchema),
    targets: list(evidence.targetSchema),
    dataSources: list(evidence.dataSourceSchema),
  }),
  mod("content/execution/agri-processing.ts", agri, {
    agriProducts: list(execution.processingProductSchema),
    agriSalesChannels: list(execution.salesChannelSchema),
    agriRoadmap: execution.roadmapSchema,
  }),
  mod("content/execution/digital-services.ts", digital, {
    digitalRevenueProjections: list(execution.projectionSchema),
    digitalServices: list(execution.serviceSchema),
    digitalRoadmap: execution.roadmapSchema,
  }),
  // Functions only: a plan's quarter progress from the ledger's milestones.
  mod("content/execution/progress.ts", executionProgress, {}),
  mod("content/execution/village-tourism.ts", tourism, {
    tourismPackages: list(execution.tourismPackageSchema),
    tourismSeasons: list(execution.seasonSchema),
    tourismRevenueSplit: list(execution.revenueShareSchema),
    tourismRoadmap: execution.roadmapSchema,
  }),
  mod("content/framework.ts", framework, {
    ageGroupPlans: list(framework.ageGroupPlanSchema),
  }),
  mod("content/framework-strategy.ts", frameworkStrategy, {
    systemicSolutions: list(frameworkStrategy.systemicSchema),
    strategyPhases: list(frameworkStrategy.strategySchema),
  }),
  mod("content/home/age-groups.ts", homeAgeGroups, {
    ageGroups: list(homeAgeGroups.ageGroupSchema),
  }),
  mod("content/home/hero.ts", homeHero, { heroLinks: list(homeHero.heroLinkSchema) }),
  mod("content/home/plan.ts", homePlan, {
    homePhases: list(homePlan.homePhaseSchema),
    nationalProjections: homePlan.nationalProjectionsSchema,
  }),
  mod("content/home/programmes.ts", homeProgrammes, {
    programmeCards: list(homeProgrammes.programmeSchema),
  }),
  mod("content/home/targets.ts", homeTargets, {
    transformationTargets: list(homeTargets.targetSchema),
  }),
  mod("content/impact.ts", impact, {
    impactGroups: list(impact.impactGroupSchema),
    beforeAfter: list(impact.beforeAfterSchema),
  }),
  mod("content/impact-pages/ai-lab.ts", aiLab, { metrics: metricList, stories }),
  mod("content/impact-pages/solar.ts", solar, { metrics: metricList, phases: phaseList, stories }),
  mod("content/impact-pages/starlink.ts", starlink, { metrics: metricList, phases: phaseList }),
  mod("content/impact-pages/telemedicine.ts", telemedicine, { metrics: metricList, stories }),
  mod("content/implementation/index.ts", implementation, {
    monthlyTimeline: list(implementation.monthlyEntrySchema),
  }),
  mod("content/implementation/monitoring.ts", implementationMonitoring, {
    reviewCadence: list(implementationMonitoring.reviewSchema),
    reporting: list(implementationMonitoring.reportingSchema),
  }),
  mod("content/implementation/plan-items.ts", implementationPlanItems, {
    PLAN_ITEMS: implementationPlanItems.planItemsSchema,
  }),
  mod("content/implementation/phase-1.ts", implementationPhase1, {
    phase1Months: list(implementation.monthlyEntrySchema),
  }),
  mod("content/implementation/phase-2.ts", implementationPhase2, {
    phase2Months: list(implementation.monthlyEntrySchema),
  }),
  mod("content/implementation/phase-3.ts", implementationPhase3, {
    phase3Months: list(implementation.monthlyEntrySchema),
  }),
  mod("content/investment/family-profiles.ts", familyProfiles, {
    familyProfiles: z.record(z.enum(familyProfiles.familyIds), familyProfiles.familyProfileSchema),
  }),
  mod("content/investment/index.ts", investment, {
    investmentTiers: list(investment.investmentTierSchema),
  }),
  mod("content/journey.ts", journey, { journeySections: list(journeySchema.sectionSchema) }),
  mod("content/kpis.ts", kpis, { kpis: list(kpis.kpiSchema) }),
  // The programme team's files, already checked line by line when they load (content/ledger/read.ts).
  mod("content/ledger/index.ts", ledger, {}),
  mod("content/partnerships.ts", partnerships, {
    partnershipTiers: list(partnerships.tierSchema),
    partnerRoles: list(partnerships.roleSchema),
  }),
  mod("content/quality.ts", quality, {
    qualityStandards: quality.qualityStandardsSchema,
    qualitySchedule: quality.qualityScheduleSchema,
  }),
  mod("content/risks.ts", risks, { risks: list(risks.riskSchema) }),
  mod("content/scaling.ts", scaling, {
    scalingPhases: list(scaling.scalingPhaseSchema),
    successMetrics: list(scaling.successMetricSchema),
  }),
  mod("content/timeline.ts", timeline, {
    overviewMetrics: list(timeline.metricSchema),
    quarterMilestones: list(timeline.quarterSchema),
    timelinePhases: list(timeline.phaseSchema),
    educationalFocus: list(timeline.focusSchema),
  }),
  mod("content/transparency.ts", transparency, {
    monthlyExpenses: list(transparency.monthlyExpenseSchema),
    progressMetrics: list(transparency.progressMetricSchema),
  }),
  mod("content/transparency-impact.ts", transparencyImpact, {
    roiProjections: list(transparencyImpact.roiSchema),
    socialImpactMetrics: list(transparencyImpact.socialSchema),
  }),
  mod("content/transparency-verification.ts", verification, {
    verificationSteps: list(verification.stepSchema),
    auditSchedule: list(verification.auditSchema),
    transparencyContacts: list(verification.contactSchema),
  }),
  mod("content/village.ts", village, { village: village.villageSchema }),
  mod("content/vision.ts", vision, {
    VISION_DAY: vision.isoDateSchema,
    daySlots: list(vision.slotSchema),
    reasons: list(vision.reasonSchema),
    joinCards: list(vision.joinCardSchema),
  }),
];
