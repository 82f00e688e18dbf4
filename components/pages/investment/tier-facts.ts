import type { InvestmentTier } from "@/content/investment";
import { formatNumber, formatPercent, formatRupees } from "@/lib/format";
import type { Lang } from "@/lib/i18n";
import type { Translate } from "@/lib/messages";

export interface TierFact {
  label: string;
  value: string;
  /** A short qualifier shown under the figure (80G eligibility, what social ROI means). */
  hint?: string;
}

/** A tier's reach, updates, 80G benefit and social ROI, as shown on its card and in step 4. */
export function tierFacts(tier: InvestmentTier, lang: Lang, t: Translate): TierFact[] {
  return [
    {
      label: t("investment.tier.reach"),
      value: t("investment.tier.villagersFamilies", {
        villagers: formatNumber(tier.beneficiaries, lang),
        families: formatNumber(tier.families, lang),
      }),
    },
    { label: t("investment.tier.updates"), value: formatNumber(tier.monthlyUpdates, lang) },
    {
      label: t("investment.tier.tax"),
      value: formatRupees(tier.taxBenefit, lang),
      hint: t("investment.tier.taxShort"),
    },
    {
      label: t("investment.tier.roi"),
      value: formatPercent(tier.roi, lang),
      hint: t("investment.tier.roiShort"),
    },
  ];
}
