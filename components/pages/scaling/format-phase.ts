import type { ScalingPhase } from "@/content/scaling";
import { formatScaleCount } from "@/lib/format";
import type { Lang } from "@/lib/i18n";

/** "600,000+" where the figure is a lower bound. */
export function phaseVillages(phase: ScalingPhase, lang: Lang): string {
  return `${formatScaleCount(phase.villages, lang)}${phase.atLeast ? "+" : ""}`;
}

/** "≈ 89,850" where estimated from the pilot's population; "800M+" where a lower bound. */
export function phasePopulation(phase: ScalingPhase, lang: Lang): string {
  const n = formatScaleCount(phase.population, lang);
  if (phase.estimated) return `≈ ${n}`;
  return phase.atLeast ? `${n}+` : n;
}
