import type { ScalingPhase } from "@/content/scaling";
import { formatMonthSpan, formatNumber, formatScaleCount } from "@/lib/format";
import type { Lang } from "@/lib/i18n";
import type { Translate } from "@/lib/messages";

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

/** "Years 1-3 (Oct 2025 - Dec 2027)" where the phase's months are fixed, else "Years 3-5". */
export function phaseDuration(phase: ScalingPhase, lang: Lang, t: Translate): string {
  const years = {
    from: formatNumber(phase.years.from, lang),
    to: formatNumber(phase.years.to, lang),
  };
  if (!phase.dates) return t("scaling.phase.years", years);
  return t("scaling.phase.yearsDates", { ...years, dates: formatMonthSpan(phase.dates, lang) });
}
