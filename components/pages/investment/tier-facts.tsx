import type { ReactNode } from "react";
import type { InvestmentTier } from "@/content/investment";
import { TaxBenefitNote, type TaxCeiling } from "@/components/tax-benefit-note";
import { formatNumber, formatPercent, formatRupees } from "@/lib/format";
import type { Lang } from "@/lib/i18n";
import type { Translate } from "@/lib/messages";
import { cx } from "@/lib/cx";

export interface TierFact {
  label: string;
  value: string;
  /** What qualifies the figure, shown under it (the 80G conditions, what social ROI means). */
  hint?: ReactNode;
}

/** A tier's reach, updates, 80G benefit and social ROI, as shown on its card and in step 4. */
export function tierFacts(
  tier: InvestmentTier,
  lang: Lang,
  t: Translate,
  /** What 80G can save at most on the tier's gift. */
  taxCeiling: TaxCeiling,
  /** The programme's 80G number, once status.json publishes it. */
  registration80G?: string,
): TierFact[] {
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
      hint: (
        <TaxBenefitNote
          amount={tier.taxBenefit}
          gift={tier.amount}
          ceiling={taxCeiling}
          registration80G={registration80G}
        />
      ),
    },
    {
      label: t("investment.tier.roi"),
      value: formatPercent(tier.roi, lang),
      hint: t("investment.tier.roiShort"),
    },
  ];
}

/** Facts as label, figure and the hint under the figure: ruled above and below, or in a box. */
export function TierFactList({ rows, boxed }: { rows: TierFact[]; boxed?: boolean }) {
  return (
    <dl className={cx("divide-y text-sm", boxed ? "mt-3 rounded-lg border" : "mt-4 border-y")}>
      {rows.map((row) => (
        <div
          key={row.label}
          className={cx("flex flex-wrap justify-between gap-x-3 py-2", boxed && "px-3")}
        >
          <dt className="text-muted-foreground">{row.label}</dt>
          <dd className="text-right font-semibold tabular-nums">{row.value}</dd>
          {row.hint && <dd className="w-full text-xs text-muted-foreground">{row.hint}</dd>}
        </div>
      ))}
    </dl>
  );
}
