import { riskFigures, type RiskId, type RiskTextField } from "@/content/risks";
import { formatCrore, formatPercent } from "@/lib/format";
import type { Lang } from "@/lib/i18n";
import type { Translate } from "@/lib/messages";

/** The figures risk text quotes, formatted for the language: R1's total budget and reserve. */
export function riskVars(lang: Lang): Record<keyof typeof riskFigures, string> {
  return {
    total: formatCrore(riskFigures.total, lang, 2),
    reserve: formatPercent(riskFigures.reserve, lang),
  };
}

/** A risk's text (the risk itself, its mitigation or contingency) in the page's language. */
export function riskText(t: Translate, lang: Lang, id: RiskId, field: RiskTextField): string {
  return t(`risk-management.risk.${id}.${field}`, riskVars(lang));
}
