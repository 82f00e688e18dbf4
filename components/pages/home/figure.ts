import type { Figure } from "@/content/home/shared";
import { formatNumber, formatPercent, formatRupees } from "@/lib/format";
import type { Lang } from "@/lib/i18n";

function formatOne(value: number, figure: Figure, lang: Lang): string {
  if (figure.format === "percent") return formatPercent(value, lang, figure.digits ?? 0);
  if (figure.format === "rupees") return formatRupees(value, lang);
  return formatNumber(value, lang, figure.digits ?? 0);
}

/** A content figure as the `{n}` and `{to}` its dictionary template quotes. */
export function figureVars(figure: Figure, lang: Lang): { n: string; to: string } {
  return {
    n: formatOne(figure.n, figure, lang),
    to: figure.to === undefined ? "" : formatOne(figure.to, figure, lang),
  };
}
