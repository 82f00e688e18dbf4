import { phases as budgetPhases, programme, TOTAL_INVESTMENT } from "@/content/budget";
import { AGE_RANGE, LITERACY_TARGET, STUDENTS } from "@/content/education";
import { agriPlan } from "@/content/execution/agri-processing";
import { digitalServicesPlan } from "@/content/execution/digital-services";
import { tourismPlan } from "@/content/execution/village-tourism";
import { strategyPhases } from "@/content/framework-strategy";
import {
  HOTSPOTS,
  PEAK_SPEED,
  phases as starlinkPhases,
  UPTIME,
} from "@/content/impact-pages/starlink";
import { TOTAL_ANNUAL_SAVINGS } from "@/content/impact-pages/telemedicine";
import { investmentTiers } from "@/content/investment";
import { kpis } from "@/content/kpis";
import { partnershipTiers } from "@/content/partnerships";
import { NATIONAL_VILLAGES, RURAL_PEOPLE, VISION_YEARS } from "@/content/scaling";
import { timelinePhases } from "@/content/timeline";
import { village } from "@/content/village";
import { VISION_DAY } from "@/content/vision";
import {
  formatBudget,
  formatCrore,
  formatCroreRange,
  formatDate,
  formatLakh,
  formatNumber,
  formatPercent,
  formatRupees,
  formatScaleCount,
} from "@/lib/format";
import type { Lang } from "@/lib/i18n";
import { programmeSpan } from "@/lib/programme-span";
import type { MessageValues, Translate } from "@/lib/messages";
import type { RouteId } from "@/lib/routes";

/** What a page's summary and meta description count, as their `{count}`, read from content. */
export const routeCounts: Partial<Record<RouteId, number>> = {
  home: programme.years,
  "our-plan": strategyPhases.length,
  investment: investmentTiers.length,
  dashboard: kpis.length,
  "implementation-timeline": budgetPhases.length,
  timeline: timelinePhases.length,
  scaling: VISION_YEARS,
  "starlink-impact": starlinkPhases.length,
};

const firstTier = partnershipTiers[0]!;
const lastTier = partnershipTiers.at(-1)!;
const tierAmounts = investmentTiers.map((tier) => tier.amount);

/**
 * The other figures a page's summary and meta description state, read from content and written
 * for the page's language by lib/format, as the page itself writes them.
 */
export const routeFigures: Partial<Record<RouteId, (lang: Lang) => MessageValues>> = {
  "our-plan": (lang) => programmeSpan(lang),
  dashboard: (lang) => ({ end: programmeSpan(lang).end }),
  impact: (lang) => ({ end: programmeSpan(lang).end }),
  home: (lang) => ({ villages: formatScaleCount(NATIONAL_VILLAGES, lang) }),
  investment: (lang) => ({
    from: formatRupees(Math.min(...tierAmounts), lang),
    to: formatRupees(Math.max(...tierAmounts), lang),
  }),
  transparency: (lang) => ({ total: formatCrore(TOTAL_INVESTMENT, lang, 2) }),
  "partnership-ecosystem": (lang) => ({
    from: formatCroreRange(firstTier.min, firstTier.max, lang),
    to: formatCroreRange(lastTier.min, lastTier.max, lang),
  }),
  // Lower bounds, written with "+" as the scaling page writes them.
  scaling: (lang) => ({
    villages: `${formatScaleCount(NATIONAL_VILLAGES, lang)}+`,
    people: `${formatScaleCount(RURAL_PEOPLE, lang)}+`,
  }),
  "implementation-timeline": (lang) => ({ months: formatNumber(programme.months, lang) }),
  evidence: (lang) => ({
    population: formatNumber(village.population.total, lang),
    literacy: formatPercent(village.literacy.overall, lang),
    internet: formatPercent(village.infrastructure.internetPercent, lang),
  }),
  education: (lang) => ({
    students: formatNumber(STUDENTS, lang),
    min: formatNumber(AGE_RANGE.min, lang),
    max: formatNumber(AGE_RANGE.max, lang),
    target: formatPercent(LITERACY_TARGET, lang),
  }),
  initiatives: (lang) => ({ date: formatDate(VISION_DAY, lang) }),
  "starlink-impact": (lang) => ({
    mbps: formatNumber(PEAK_SPEED.value, lang),
    hotspots: formatNumber(HOTSPOTS.value, lang),
    uptime: formatPercent(UPTIME.value, lang, 1),
  }),
  "telemedicine-impact": (lang) => ({ savings: formatLakh(TOTAL_ANNUAL_SAVINGS, lang, 1) }),
  "digital-services-execution": (lang) => ({
    budget: formatBudget(digitalServicesPlan.investment, lang),
    amount: formatRupees(digitalServicesPlan.investment, lang),
    months: formatNumber(digitalServicesPlan.months, lang),
    youth: formatNumber(digitalServicesPlan.youth, lang),
  }),
  "agri-processing-execution": (lang) => ({
    budget: formatBudget(agriPlan.investment, lang),
    farmers: formatNumber(agriPlan.farmers, lang),
    jobs: formatNumber(agriPlan.jobs, lang),
  }),
  "village-tourism-execution": (lang) => ({
    budget: formatBudget(tourismPlan.investment, lang),
    visitors: formatNumber(tourismPlan.visitorsPerYear, lang),
    jobs: formatNumber(tourismPlan.jobs, lang),
  }),
};

/** A page's summary or meta description (`route.<id>.summary`, `.description`) in `t`'s language. */
export function routeText(t: Translate, id: RouteId, part: "summary" | "description"): string {
  const count = routeCounts[id];
  return t(`route.${id}.${part}`, {
    ...routeFigures[id]?.(t.lang),
    ...(count === undefined ? {} : { count }),
  });
}
