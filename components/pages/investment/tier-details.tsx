import { Check } from "lucide-react";
import type { InvestmentTier } from "@/content/investment";
import { tierFacts } from "@/components/pages/investment/tier-facts";
import { formatRupees } from "@/lib/format";
import type { Lang } from "@/lib/i18n";
import type { Translate } from "@/lib/messages";

/** Ids the stepper island points its radio names and descriptions at. */
export const tierTitleId = (key: string) => `tier-${key}-title`;
export const tierAmountId = (key: string) => `tier-${key}-amount`;

/**
 * What one tier buys, rendered on the server. The stepper island wraps it in a radio card;
 * without JavaScript it is shown as it is, so the three tiers always read in full.
 */
export function TierDetails({ tier, lang, t }: { tier: InvestmentTier; lang: Lang; t: Translate }) {
  const rows = tierFacts(tier, lang, t);
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
      <dl className="mt-4 divide-y border-y text-sm">
        {rows.map((row) => (
          <div key={row.label} className="flex flex-wrap justify-between gap-x-3 py-2">
            <dt className="text-muted-foreground">{row.label}</dt>
            <dd className="text-right font-semibold tabular-nums">{row.value}</dd>
            {row.hint && <dd className="w-full text-xs text-muted-foreground">{row.hint}</dd>}
          </div>
        ))}
      </dl>
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
