import type { Figure, Figures } from "@/content/framework";
import {
  formatMonthSpan,
  formatNumber,
  formatPercent,
  formatQuarter,
  formatRupees,
} from "@/lib/format";
import type { Lang } from "@/lib/i18n";

function formatFigure(figure: Figure, lang: Lang): string {
  if ("date" in figure) return formatQuarter(figure.date, lang);
  if ("span" in figure) return formatMonthSpan(figure.span, lang, true);
  switch (figure.format) {
    case "percent":
      return formatPercent(figure.n, lang);
    case "rupees":
      return formatRupees(figure.n, lang);
    default:
      return formatNumber(figure.n, lang);
  }
}

/** The `{placeholders}` of a framework sentence, formatted in the page's language. */
export function figureVars(figures: Figures, lang: Lang): Record<string, string> {
  return Object.fromEntries(
    Object.entries(figures).map(([name, figure]) => [name, formatFigure(figure, lang)]),
  );
}
