import { programme } from "@/content/budget";
import { MENTORING_FROM_YEAR } from "@/content/engagement/activities";
import { digitalServicesPlan } from "@/content/execution/digital-services";
import { tourismPackages } from "@/content/execution/village-tourism";
import { PLAN_ITEMS } from "@/content/implementation/plan-items";
import { formatMonth, formatNumber, formatQuarter } from "@/lib/format";
import type { Lang } from "@/lib/i18n";

const stayDays = tourismPackages.map((p) => p.duration);

/** The shortest and longest stay of the village tourism packages, in days. */
export const VISIT_STAY_DAYS = { min: Math.min(...stayDays), max: Math.max(...stayDays) } as const;

/**
 * The figures the engagement hub's sentences hold (`{launch}`, `{end}`, `{min}`...), formatted for
 * the language. Every sentence is given all of them; each uses the ones it names.
 */
export function engagementVars(lang: Lang): Record<string, string> {
  return {
    launch: formatQuarter(programme.launch, lang),
    start: formatMonth(programme.start, lang),
    end: formatMonth(programme.end, lang),
    min: formatNumber(VISIT_STAY_DAYS.min, lang),
    max: formatNumber(VISIT_STAY_DAYS.max, lang),
    adults: `${formatNumber(PLAN_ITEMS.adultsTrainedAtLeast, lang)}+`,
    youth: formatNumber(digitalServicesPlan.youth, lang),
    year: String(MENTORING_FROM_YEAR),
  };
}
