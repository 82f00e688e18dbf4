import { Check } from "lucide-react";
import type { InvestmentTier } from "@/content/investment";
import { TierFactList, tierFacts } from "@/components/pages/investment/tier-facts";
import type { TaxCeiling } from "@/components/tax-benefit-note";
import { formatRupees } from "@/lib/format";
import { requestWords } from "@/lib/request-language";

/** Ids the stepper island points its radio names and descriptions at. */
export const tierTitleId = (key: string) => `tier-${key}-title`;
export const tierAmountId = (key: string) => `tier-${key}-amount`;

/**
 * What one tier buys, rendered on the server. The stepper island wraps it in a radio card;
 * without JavaScript it is shown as it is, so the three tiers always read in full.
 */
export function TierDetails({
  tier,
  taxCeiling,
  registration80G,
}: {
  tier: InvestmentTier;
  /** What 80G can save at most on the tier's gift. */
  taxCeiling: TaxCeiling;
  /** The programme's 80G number, once status.json publishes it. */
  registration80G?: string;
}) {
  const { lang, t } = requestWords();
  return (
    <div>
      <h4 id={tierTitleId(tier.key)} className="pr-20 text-lg font-semibold">
        {t(`investment.tier.${tier.key}`)}
      </h4>
      <p id={tierAmountId(tier.key)} className="mt-1 text-3xl font-bold text-primary tabular-nums">
        {formatRupees(tier.amount, lang)}
      </p>
      <p className="mt-2 text-sm text-muted-foreground">
        {t(`investment.tier.${tier.key}.impact`)}
      </p>
      <TierFactList rows={tierFacts(tier, lang, t, taxCeiling, registration80G)} />
      <p className="mt-4 text-sm font-semibold">{t("investment.tier.outcomes")}</p>
      <ul className="mt-2 space-y-1.5 text-sm">
        {tier.outcomes.map((outcome) => (
          <li key={t(`investment.outcome.${outcome}`)} className="flex gap-2">
            <Check aria-hidden className="mt-0.5 size-4 shrink-0 text-success" />
            <span>{t(`investment.outcome.${outcome}`)}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
