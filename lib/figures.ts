import type { Disagreement } from "@/content/figures/disagreements";
import type { Headline } from "@/content/figures/headline";
import { formatNumber, formatPercent, formatRupees } from "@/lib/format";
import type { Lang } from "@/lib/i18n";
import type { Translate } from "@/lib/messages";

export type FigureUnit = Disagreement["unit"] | Headline["unit"];

/**
 * A figure's value as the pages write it: ₹1,63,00,000; 27 months; 95%; Phase 2; a range
 * reading (`from`) as 3–5 km.
 */
export function formatReading(
  { value, from }: { value: number; from?: number },
  unit: FigureUnit,
  lang: Lang,
  t: Translate,
): string {
  if (from !== undefined && unit === "km") {
    return t("figures.unit.kmRange", {
      from: formatNumber(from, lang),
      to: formatNumber(value, lang),
    });
  }
  switch (unit) {
    case "rupees":
      return formatRupees(value, lang);
    case "percent":
      return formatPercent(value, lang);
    case "km":
      return t("figures.unit.km", { count: formatNumber(value, lang) });
    case "mbps":
      return t("figures.unit.mbps", { count: formatNumber(value, lang) });
    case "kw":
      return t("figures.unit.kw", { count: formatNumber(value, lang) });
    case "phase":
      return t("figures.unit.phase", { count: formatNumber(value, lang) });
    default:
      return t(`figures.unit.${unit}`, { count: value });
  }
}

/** "₹10,00,000 less than the first reading (61%)": a reading's gap to the lead reading. */
export function gapText(
  value: number,
  lead: number,
  unit: FigureUnit,
  lang: Lang,
  t: Translate,
): string {
  const gap = Math.abs(value - lead);
  const amount =
    unit === "percent"
      ? t("figures.unit.points", { count: gap })
      : unit === "phase"
        ? t("figures.unit.phases", { count: gap })
        : unit === "planMonth"
          ? t("figures.unit.months", { count: gap })
          : formatReading({ value: gap }, unit, lang, t);
  // A share of nothing is no share: from a nil first reading, the gap alone.
  if (lead === 0) return t("figures.difference.fromNil", { amount });
  // A month of the plan is a place in time, not a quantity: later or earlier, with no share.
  if (unit === "planMonth") {
    return t(value > lead ? "figures.difference.later" : "figures.difference.earlier", { amount });
  }
  const percent = formatPercent((gap / lead) * 100, lang);
  return t(value > lead ? "figures.difference.more" : "figures.difference.less", {
    amount,
    percent,
  });
}
