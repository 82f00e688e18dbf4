// Written by scripts/messages-index.mjs (npm run messages:index) from the folders of
// content/i18n/: do not edit. A new messages file is registered by adding it to en/, hi/ and cg/.
import enAgriProcessingExecution from "./en/agri-processing-execution.json";
import enAiLabImpact from "./en/ai-lab-impact.json";
import enChrome from "./en/chrome.json";
import enCommunity from "./en/community.json";
import enCsr from "./en/csr.json";
import enDashboardInitiatives from "./en/dashboard/initiatives.json";
import enDashboardKpis from "./en/dashboard/kpis.json";
import enDashboardLabels from "./en/dashboard/labels.json";
import enDashboardRoute from "./en/dashboard/route.json";
import enDigitalServicesExecution from "./en/digital-services-execution.json";
import enEducation from "./en/education.json";
import enEngagement from "./en/engagement.json";
import enEvidence from "./en/evidence.json";
import enExpertAdvisory from "./en/expert-advisory.json";
import enFeed from "./en/feed.json";
import enFigures from "./en/figures.json";
import enFunders from "./en/funders.json";
import enGiving from "./en/giving.json";
import enHomeAgeGroups from "./en/home/age-groups.json";
import enHomeHero from "./en/home/hero.json";
import enHomePlan from "./en/home/plan.json";
import enHomeProgrammes from "./en/home/programmes.json";
import enHomeRoute from "./en/home/route.json";
import enHomeTargets from "./en/home/targets.json";
import enImpactPages from "./en/impact-pages.json";
import enImpact from "./en/impact.json";
import enImplementationTimelineMonitoring from "./en/implementation-timeline/monitoring.json";
import enImplementationTimelinePage from "./en/implementation-timeline/page.json";
import enImplementationTimelinePhase1 from "./en/implementation-timeline/phase-1.json";
import enImplementationTimelinePhase2 from "./en/implementation-timeline/phase-2.json";
import enImplementationTimelinePhase3 from "./en/implementation-timeline/phase-3.json";
import enImplementationTimelineRoute from "./en/implementation-timeline/route.json";
import enInitiatives from "./en/initiatives.json";
import enInvestmentFamilies from "./en/investment/families.json";
import enInvestmentFamilyPlan from "./en/investment/family-plan.json";
import enInvestmentRoute from "./en/investment/route.json";
import enInvestmentTiers from "./en/investment/tiers.json";
import enJourney from "./en/journey.json";
import enOurPlan from "./en/our-plan.json";
import enPartnershipEcosystem from "./en/partnership-ecosystem.json";
import enQualityCheck from "./en/quality-check.json";
import enQualityReport from "./en/quality-report.json";
import enReach from "./en/reach.json";
import enRiskManagement from "./en/risk-management.json";
import enScaling from "./en/scaling.json";
import enScreens from "./en/screens.json";
import enSolarPowerImpact from "./en/solar-power-impact.json";
import enStarlinkImpact from "./en/starlink-impact.json";
import enTelemedicineImpact from "./en/telemedicine-impact.json";
import enTimeline from "./en/timeline.json";
import enTransparencyBudgetActual from "./en/transparency/budget-actual.json";
import enTransparencyDetails from "./en/transparency/details.json";
import enTransparencyHistory from "./en/transparency/history.json";
import enTransparencyHub from "./en/transparency/hub.json";
import enTransparencyIati from "./en/transparency/iati.json";
import enTransparencyOpenData from "./en/transparency/open-data.json";
import enTransparencyRoute from "./en/transparency/route.json";
import enVillageTourismExecution from "./en/village-tourism-execution.json";
import enVillages from "./en/villages.json";
import hiAgriProcessingExecution from "./hi/agri-processing-execution.json";
import hiAiLabImpact from "./hi/ai-lab-impact.json";
import hiChrome from "./hi/chrome.json";
import hiCommunity from "./hi/community.json";
import hiCsr from "./hi/csr.json";
import hiDashboardInitiatives from "./hi/dashboard/initiatives.json";
import hiDashboardKpis from "./hi/dashboard/kpis.json";
import hiDashboardLabels from "./hi/dashboard/labels.json";
import hiDashboardRoute from "./hi/dashboard/route.json";
import hiDigitalServicesExecution from "./hi/digital-services-execution.json";
import hiEducation from "./hi/education.json";
import hiEngagement from "./hi/engagement.json";
import hiEvidence from "./hi/evidence.json";
import hiExpertAdvisory from "./hi/expert-advisory.json";
import hiFeed from "./hi/feed.json";
import hiFigures from "./hi/figures.json";
import hiFunders from "./hi/funders.json";
import hiGiving from "./hi/giving.json";
import hiHomeAgeGroups from "./hi/home/age-groups.json";
import hiHomeHero from "./hi/home/hero.json";
import hiHomePlan from "./hi/home/plan.json";
import hiHomeProgrammes from "./hi/home/programmes.json";
import hiHomeRoute from "./hi/home/route.json";
import hiHomeTargets from "./hi/home/targets.json";
import hiImpactPages from "./hi/impact-pages.json";
import hiImpact from "./hi/impact.json";
import hiImplementationTimelineMonitoring from "./hi/implementation-timeline/monitoring.json";
import hiImplementationTimelinePage from "./hi/implementation-timeline/page.json";
import hiImplementationTimelinePhase1 from "./hi/implementation-timeline/phase-1.json";
import hiImplementationTimelinePhase2 from "./hi/implementation-timeline/phase-2.json";
import hiImplementationTimelinePhase3 from "./hi/implementation-timeline/phase-3.json";
import hiImplementationTimelineRoute from "./hi/implementation-timeline/route.json";
import hiInitiatives from "./hi/initiatives.json";
import hiInvestmentFamilies from "./hi/investment/families.json";
import hiInvestmentFamilyPlan from "./hi/investment/family-plan.json";
import hiInvestmentRoute from "./hi/investment/route.json";
import hiInvestmentTiers from "./hi/investment/tiers.json";
import hiJourney from "./hi/journey.json";
import hiOurPlan from "./hi/our-plan.json";
import hiPartnershipEcosystem from "./hi/partnership-ecosystem.json";
import hiQualityCheck from "./hi/quality-check.json";
import hiQualityReport from "./hi/quality-report.json";
import hiReach from "./hi/reach.json";
import hiRiskManagement from "./hi/risk-management.json";
import hiScaling from "./hi/scaling.json";
import hiScreens from "./hi/screens.json";
import hiSolarPowerImpact from "./hi/solar-power-impact.json";
import hiStarlinkImpact from "./hi/starlink-impact.json";
import hiTelemedicineImpact from "./hi/telemedicine-impact.json";
import hiTimeline from "./hi/timeline.json";
import hiTransparencyBudgetActual from "./hi/transparency/budget-actual.json";
import hiTransparencyDetails from "./hi/transparency/details.json";
import hiTransparencyHistory from "./hi/transparency/history.json";
import hiTransparencyHub from "./hi/transparency/hub.json";
import hiTransparencyIati from "./hi/transparency/iati.json";
import hiTransparencyOpenData from "./hi/transparency/open-data.json";
import hiTransparencyRoute from "./hi/transparency/route.json";
import hiVillageTourismExecution from "./hi/village-tourism-execution.json";
import hiVillages from "./hi/villages.json";
import cgAgriProcessingExecution from "./cg/agri-processing-execution.json";
import cgAiLabImpact from "./cg/ai-lab-impact.json";
import cgChrome from "./cg/chrome.json";
import cgCommunity from "./cg/community.json";
import cgCsr from "./cg/csr.json";
import cgDashboardInitiatives from "./cg/dashboard/initiatives.json";
import cgDashboardKpis from "./cg/dashboard/kpis.json";
import cgDashboardLabels from "./cg/dashboard/labels.json";
import cgDashboardRoute from "./cg/dashboard/route.json";
import cgDigitalServicesExecution from "./cg/digital-services-execution.json";
import cgEducation from "./cg/education.json";
import cgEngagement from "./cg/engagement.json";
import cgEvidence from "./cg/evidence.json";
import cgExpertAdvisory from "./cg/expert-advisory.json";
import cgFeed from "./cg/feed.json";
import cgFigures from "./cg/figures.json";
import cgFunders from "./cg/funders.json";
import cgGiving from "./cg/giving.json";
import cgHomeAgeGroups from "./cg/home/age-groups.json";
import cgHomeHero from "./cg/home/hero.json";
import cgHomePlan from "./cg/home/plan.json";
import cgHomeProgrammes from "./cg/home/programmes.json";
import cgHomeRoute from "./cg/home/route.json";
import cgHomeTargets from "./cg/home/targets.json";
import cgImpactPages from "./cg/impact-pages.json";
import cgImpact from "./cg/impact.json";
import cgImplementationTimelineMonitoring from "./cg/implementation-timeline/monitoring.json";
import cgImplementationTimelinePage from "./cg/implementation-timeline/page.json";
import cgImplementationTimelinePhase1 from "./cg/implementation-timeline/phase-1.json";
import cgImplementationTimelinePhase2 from "./cg/implementation-timeline/phase-2.json";
import cgImplementationTimelinePhase3 from "./cg/implementation-timeline/phase-3.json";
import cgImplementationTimelineRoute from "./cg/implementation-timeline/route.json";
import cgInitiatives from "./cg/initiatives.json";
import cgInvestmentFamilies from "./cg/investment/families.json";
import cgInvestmentFamilyPlan from "./cg/investment/family-plan.json";
import cgInvestmentRoute from "./cg/investment/route.json";
import cgInvestmentTiers from "./cg/investment/tiers.json";
import cgJourney from "./cg/journey.json";
import cgOurPlan from "./cg/our-plan.json";
import cgPartnershipEcosystem from "./cg/partnership-ecosystem.json";
import cgQualityCheck from "./cg/quality-check.json";
import cgQualityReport from "./cg/quality-report.json";
import cgReach from "./cg/reach.json";
import cgRiskManagement from "./cg/risk-management.json";
import cgScaling from "./cg/scaling.json";
import cgScreens from "./cg/screens.json";
import cgSolarPowerImpact from "./cg/solar-power-impact.json";
import cgStarlinkImpact from "./cg/starlink-impact.json";
import cgTelemedicineImpact from "./cg/telemedicine-impact.json";
import cgTimeline from "./cg/timeline.json";
import cgTransparencyBudgetActual from "./cg/transparency/budget-actual.json";
import cgTransparencyDetails from "./cg/transparency/details.json";
import cgTransparencyHistory from "./cg/transparency/history.json";
import cgTransparencyHub from "./cg/transparency/hub.json";
import cgTransparencyIati from "./cg/transparency/iati.json";
import cgTransparencyOpenData from "./cg/transparency/open-data.json";
import cgTransparencyRoute from "./cg/transparency/route.json";
import cgVillageTourismExecution from "./cg/village-tourism-execution.json";
import cgVillages from "./cg/villages.json";

/*
 * The site's messages: JSON files of ICU MessageFormat, one per page or part, the same files in
 * each language's folder. The English files are the type of every key.
 */

/** One file's messages: Hindi and Chhattisgarhi must hold every key of the English file. */
function file<T extends Record<string, string>>(
  en: T,
  hi: Record<keyof T, string>,
  cg: Record<keyof T, string>,
) {
  return { en, hi, cg };
}

const files = [
  file(enAgriProcessingExecution, hiAgriProcessingExecution, cgAgriProcessingExecution),
  file(enAiLabImpact, hiAiLabImpact, cgAiLabImpact),
  file(enChrome, hiChrome, cgChrome),
  file(enCommunity, hiCommunity, cgCommunity),
  file(enCsr, hiCsr, cgCsr),
  file(enDashboardInitiatives, hiDashboardInitiatives, cgDashboardInitiatives),
  file(enDashboardKpis, hiDashboardKpis, cgDashboardKpis),
  file(enDashboardLabels, hiDashboardLabels, cgDashboardLabels),
  file(enDashboardRoute, hiDashboardRoute, cgDashboardRoute),
  file(enDigitalServicesExecution, hiDigitalServicesExecution, cgDigitalServicesExecution),
  file(enEducation, hiEducation, cgEducation),
  file(enEngagement, hiEngagement, cgEngagement),
  file(enEvidence, hiEvidence, cgEvidence),
  file(enExpertAdvisory, hiExpertAdvisory, cgExpertAdvisory),
  file(enFeed, hiFeed, cgFeed),
  file(enFigures, hiFigures, cgFigures),
  file(enFunders, hiFunders, cgFunders),
  file(enGiving, hiGiving, cgGiving),
  file(enHomeAgeGroups, hiHomeAgeGroups, cgHomeAgeGroups),
  file(enHomeHero, hiHomeHero, cgHomeHero),
  file(enHomePlan, hiHomePlan, cgHomePlan),
  file(enHomeProgrammes, hiHomeProgrammes, cgHomeProgrammes),
  file(enHomeRoute, hiHomeRoute, cgHomeRoute),
  file(enHomeTargets, hiHomeTargets, cgHomeTargets),
  file(enImpactPages, hiImpactPages, cgImpactPages),
  file(enImpact, hiImpact, cgImpact),
  file(enImplementationTimelineMonitoring, hiImplementationTimelineMonitoring, cgImplementationTimelineMonitoring),
  file(enImplementationTimelinePage, hiImplementationTimelinePage, cgImplementationTimelinePage),
  file(enImplementationTimelinePhase1, hiImplementationTimelinePhase1, cgImplementationTimelinePhase1),
  file(enImplementationTimelinePhase2, hiImplementationTimelinePhase2, cgImplementationTimelinePhase2),
  file(enImplementationTimelinePhase3, hiImplementationTimelinePhase3, cgImplementationTimelinePhase3),
  file(enImplementationTimelineRoute, hiImplementationTimelineRoute, cgImplementationTimelineRoute),
  file(enInitiatives, hiInitiatives, cgInitiatives),
  file(enInvestmentFamilies, hiInvestmentFamilies, cgInvestmentFamilies),
  file(enInvestmentFamilyPlan, hiInvestmentFamilyPlan, cgInvestmentFamilyPlan),
  file(enInvestmentRoute, hiInvestmentRoute, cgInvestmentRoute),
  file(enInvestmentTiers, hiInvestmentTiers, cgInvestmentTiers),
  file(enJourney, hiJourney, cgJourney),
  file(enOurPlan, hiOurPlan, cgOurPlan),
  file(enPartnershipEcosystem, hiPartnershipEcosystem, cgPartnershipEcosystem),
  file(enQualityCheck, hiQualityCheck, cgQualityCheck),
  file(enQualityReport, hiQualityReport, cgQualityReport),
  file(enReach, hiReach, cgReach),
  file(enRiskManagement, hiRiskManagement, cgRiskManagement),
  file(enScaling, hiScaling, cgScaling),
  file(enScreens, hiScreens, cgScreens),
  file(enSolarPowerImpact, hiSolarPowerImpact, cgSolarPowerImpact),
  file(enStarlinkImpact, hiStarlinkImpact, cgStarlinkImpact),
  file(enTelemedicineImpact, hiTelemedicineImpact, cgTelemedicineImpact),
  file(enTimeline, hiTimeline, cgTimeline),
  file(enTransparencyBudgetActual, hiTransparencyBudgetActual, cgTransparencyBudgetActual),
  file(enTransparencyDetails, hiTransparencyDetails, cgTransparencyDetails),
  file(enTransparencyHistory, hiTransparencyHistory, cgTransparencyHistory),
  file(enTransparencyHub, hiTransparencyHub, cgTransparencyHub),
  file(enTransparencyIati, hiTransparencyIati, cgTransparencyIati),
  file(enTransparencyOpenData, hiTransparencyOpenData, cgTransparencyOpenData),
  file(enTransparencyRoute, hiTransparencyRoute, cgTransparencyRoute),
  file(enVillageTourismExecution, hiVillageTourismExecution, cgVillageTourismExecution),
  file(enVillages, hiVillages, cgVillages),
];

/** A key of any English file. */
type KeyOf<T> = T extends unknown ? keyof T : never;
export type MessageKey = KeyOf<(typeof files)[number]["en"]>;
export type Dictionary = Record<MessageKey, string>;

function join(lang: "en" | "hi" | "cg"): Dictionary {
  return Object.assign({}, ...files.map((f) => f[lang]));
}

export const en = join("en");
export const hi = join("hi");
export const cg = join("cg");
