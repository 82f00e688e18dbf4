import type { Risk, RiskId, RiskTextField } from "@/content/risks";
import { formatCrore, formatPercent } from "@/lib/format";
import type { Lang } from "@/lib/i18n";
import type { Translate } from "@/lib/messages";

/** The figures risk text quotes: R1's total budget and the contingency reserve, percent. */
export interface RiskFigures {
  total: number;
  reserve: number;
}

/** What the matrix and the register show: the risks and the figures their text quotes. */
export interface RiskRegister {
  risks: readonly Risk[];
  figures: RiskFigures;
}

/** The figures risk text quotes, formatted for the language. */
export function riskVars(lang: Lang, figures: RiskFigures): Record<keyof RiskFigures, string> {
  return {
    total: formatCrore(figures.total, lang, 2),
    reserve: formatPercent(figures.reserve, lang),
  };
}

/** A risk's text (the risk itself, its mitigation or contingency) in the page's language. */
export function riskText(
  t: Translate,
  lang: Lang,
  id: RiskId,
  field: RiskTextField,
  figures: RiskFigures,
): string {
  return t(`risk-management.risk.${id}.${field}`, riskVars(lang, figures));
}
