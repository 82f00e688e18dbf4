import type { Direction } from "@/content/plan-comparison";
import { formatRupees } from "@/lib/format";
import type { Lang } from "@/lib/i18n";
import type { Translate } from "@/lib/messages";

/**
 * "₹1,20,000 under plan", "₹5,000 over plan", "On plan", or "Nothing due yet" where the plan
 * has not begun and nothing is spent.
 */
export function varianceText(
  t: Translate,
  lang: Lang,
  planEnd: string,
  row: { variance: number; direction: Direction; planned: number; spent: number; month?: string },
): string {
  const none = row.planned === 0 && row.spent === 0;
  // A month after the plan's last one has nothing planned: spending then is not "over plan".
  const after = row.month !== undefined && row.month > planEnd;
  return t("transparency.budgetActual.variance.cell", {
    direction: after ? "after" : none ? "none" : row.direction,
    amount: formatRupees(Math.abs(row.variance), lang),
  });
}
