import type { Figure } from "@/content/impact-pages/schema";
import { formatBudget, formatNumber } from "@/lib/format";
import type { Lang } from "@/lib/i18n";
import type { Translate } from "@/lib/messages";

/** A figure as text in the page's language: "50–100 Mbps", "500+ people", "up to 100 Mbps", "₹50 lakh". */
export function formatFigure(figure: Figure, lang: Lang, t: Translate): string {
  const { value, unit } = figure;
  if (unit === "rupees" && typeof value === "number") return formatBudget(value, lang);
  const n =
    typeof value === "number"
      ? formatNumber(value, lang)
      : `${formatNumber(value.min, lang)}–${formatNumber(value.max, lang)}`;
  const text = t(`impact-pages.unit.${unit}`, { n: figure.atLeast ? `${n}+` : n });
  return figure.upTo ? t("impact-pages.upTo", { value: text }) : text;
}
