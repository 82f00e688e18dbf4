import { phases as budgetPhases, programme } from "@/content/budget";
import { strategyPhases } from "@/content/framework-strategy";
import { phases as starlinkPhases } from "@/content/impact-pages/starlink";
import { investmentTiers } from "@/content/investment";
import { kpis } from "@/content/kpis";
import { VISION_YEARS } from "@/content/scaling";
import { timelinePhases } from "@/content/timeline";
import type { Translate } from "@/lib/messages";
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

/** A page's summary or meta description (`route.<id>.summary`, `.description`) in `t`'s language. */
export function routeText(t: Translate, id: RouteId, part: "summary" | "description"): string {
  const count = routeCounts[id];
  return t(`route.${id}.${part}`, count === undefined ? undefined : { count });
}
