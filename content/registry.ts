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
import * as figureSums from "@/content/figures/sums";
import * as planModel from "@/content/figures/plan-model";
import * as agri from "@/content/execution/agri-processing";
import * as digital from "@/content/execution/digital-services";
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
import * as solar from "@/content/impact-pages/solar";
import * as starlink from "@/content/impact-pages/starlink";
import * as telemedicine from "@/content/impact-pages/telemedicine";
import * as implementation from "@/content/implementation";
import * as implementationCohorts from "@/content/implementation/cohorts";
import * as implementationMonitoring from "@/content/implementation/monitoring";
import * as implementationPlanItems from "@/content/implementation/plan-items";
import * as implementationPhase1 from "@/content/implementation/phase-1";
import * as implementationPhase2 from "@/content/implementation/phase-2";
import * as implementationPhase3 from "@/content/implementation/phase-3";
import * as investment from "@/content/investment";
import * as familyProfiles from "@/content/investment/family-profiles";
import * as investmentTax from "@/content/investment/tax";
import * as journey from "@/content/journey";
import * as kpis from "@/content/kpis";
import * as ledger from "@/content/ledger";
import * as partnerships from "@/content/partnerships";
import * as quality from "@/content/quality";
import * as risks from "@/content/risks";
import * as scaling from "@/content/scaling";
import * as timeline from "@/content/timeline";
import * as timelineQuarters from "@/content/timeline-quarters";
import * as transparency from "@/content/transparency";
import * as transparencyImpact from "@/content/transparency-impact";
import * as verification from "@/content/transparency-verification";
import * as village from "@/content/village";
import * as vision from "@/content/vision";

/**
 * A content module: its exports, which the link checks scan and the figure walk reads. Each module
 * validates its own data with zod when it loads, so nothing here re-validates it.
 */
export interface ContentModule {
  file: string;
  namespace: Readonly<Record<string, unknown>>;
}

function mod(file: string, namespace: object): ContentModule {
  return { file, namespace: namespace as Record<string, unknown> };
}

/**
 * Every content module. A new module is one entry here; registry.test.ts fails until it is added.
 */
export const contentModules: readonly ContentModule[] = [
  mod("content/advisory.ts", advisory),
  mod("content/budget.ts", budget),
  mod("content/budget-categories.ts", budgetCategories),
  mod("content/budget-vs-actual.ts", budgetVsActual),
  mod("content/community.ts", community),
  mod("content/dashboard.ts", dashboard),
  mod("content/education.ts", education),
  mod("content/engagement/activities.ts", engagementActivities),
  mod("content/engagement/steps.ts", engagementStepsModule),
  mod("content/engagement/metrics.ts", engagementMetrics),
  mod("content/engagement/proof.ts", engagementProof),
  mod("content/engagement/shared.ts", engagementShared),
  mod("content/engagement/ways.ts", engagementWays),
  mod("content/evidence.ts", evidence),
  mod("content/execution/agri-processing.ts", agri),
  mod("content/execution/digital-services.ts", digital),
  // Functions only: a plan's quarter progress from the ledger's milestones.
  mod("content/execution/progress.ts", executionProgress),
  mod("content/execution/village-tourism.ts", tourism),
  mod("content/figures/sums.ts", figureSums),
  mod("content/figures/plan-model/index.ts", planModel),
  mod("content/framework.ts", framework),
  mod("content/framework-strategy.ts", frameworkStrategy),
  mod("content/home/age-groups.ts", homeAgeGroups),
  mod("content/home/hero.ts", homeHero),
  mod("content/home/plan.ts", homePlan),
  mod("content/home/programmes.ts", homeProgrammes),
  mod("content/home/targets.ts", homeTargets),
  mod("content/impact.ts", impact),
  mod("content/impact-pages/ai-lab.ts", aiLab),
  mod("content/impact-pages/solar.ts", solar),
  mod("content/impact-pages/starlink.ts", starlink),
  mod("content/impact-pages/telemedicine.ts", telemedicine),
  mod("content/implementation/index.ts", implementation),
  mod("content/implementation/cohorts.ts", implementationCohorts),
  mod("content/implementation/monitoring.ts", implementationMonitoring),
  mod("content/implementation/plan-items.ts", implementationPlanItems),
  mod("content/implementation/phase-1.ts", implementationPhase1),
  mod("content/implementation/phase-2.ts", implementationPhase2),
  mod("content/implementation/phase-3.ts", implementationPhase3),
  mod("content/investment/family-profiles.ts", familyProfiles),
  mod("content/investment/index.ts", investment),
  mod("content/investment/tax.ts", investmentTax),
  mod("content/journey.ts", journey),
  mod("content/kpis.ts", kpis),
  // The programme team's files, already checked line by line when they load (content/ledger/read.ts).
  mod("content/ledger/index.ts", ledger),
  mod("content/partnerships.ts", partnerships),
  mod("content/quality.ts", quality),
  mod("content/risks.ts", risks),
  mod("content/scaling.ts", scaling),
  mod("content/timeline.ts", timeline),
  mod("content/timeline-quarters.ts", timelineQuarters),
  mod("content/transparency.ts", transparency),
  mod("content/transparency-impact.ts", transparencyImpact),
  mod("content/transparency-verification.ts", verification),
  mod("content/village.ts", village),
  mod("content/vision.ts", vision),
];
