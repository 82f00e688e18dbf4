import type { ImpactItem } from "@/content/impact";
import { formatCrore, formatNumber, formatPercent, formatRupees } from "@/lib/format";
import type { Lang } from "@/lib/i18n";
import type { Translate } from "@/lib/messages";

/** An impact figure in its unit, formatted for the language. */
export function formatImpactValue(
  value: number,
  format: ImpactItem["format"],
  lang: Lang,
  t: Translate,
): string {
  switch (format) {
    case "percent":
      return formatPercent(value, lang);
    case "rupees":
      return formatRupees(value, lang);
    case "crore":
      return formatCrore(value, lang, 2);
    case "months":
      return t("impact.unit.months", { n: formatNumber(value, lang) });
    case "km":
      return t("impact.unit.km", { n: formatNumber(value, lang) });
    case "kw":
      return t("impact.unit.kw", { n: formatNumber(value, lang) });
    case "countPlus":
      return `${formatNumber(value, lang)}+`;
    default:
      return formatNumber(value, lang);
  }
}
