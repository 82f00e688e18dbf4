import type { PartnershipTier } from "@/content/partnerships";
import { Card, CardTitle } from "@/components/ui/card";
import { formatCroreRange, formatNumber } from "@/lib/format";
import { translator } from "@/lib/messages";
import { requestWords } from "@/lib/request-language";

/** English text as React list keys, as before the copy moved to the dictionaries. */
const en = translator("en");

/**
 * The four partnership tiers, shared by the scaling page (compact) and the partnership-ecosystem
 * page (with what each tier's partners receive).
 */
export function TierCards({
  partnershipTiers,
  districtVillages,
  detailed = false,
}: {
  partnershipTiers: readonly PartnershipTier[];
  /** The district phase's village count, which the district tier's description names. */
  districtVillages: number;
  detailed?: boolean;
}) {
  const { lang, t } = requestWords();
  return (
    <ol className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
      {partnershipTiers.map((tier, i) => (
        <li key={tier.id}>
          <Card className="flex h-full flex-col">
            <p className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">
              {formatNumber(i + 1, lang)} / {formatNumber(partnershipTiers.length, lang)}
            </p>
            <CardTitle className="mt-1">{t(`partnership-ecosystem.tier.${tier.id}`)}</CardTitle>
            <p className="mt-2 text-2xl font-bold text-primary tabular-nums">
              {formatCroreRange(tier.min, tier.max, lang)}
            </p>
            <dl className="mt-3 space-y-3 text-sm">
              <div>
                <dt className="font-semibold">{t("partnership-ecosystem.tier.supports")}</dt>
                <dd className="text-muted-foreground">
                  {t(`partnership-ecosystem.tier.${tier.id}.supports`, {
                    villages: formatNumber(districtVillages, lang),
                  })}
                </dd>
              </div>
              <div>
                <dt className="font-semibold">{t("partnership-ecosystem.tier.suitedTo")}</dt>
                <dd className="text-muted-foreground">
                  {t(`partnership-ecosystem.tier.${tier.id}.suitedTo`)}
                </dd>
              </div>
              {detailed && (
                <div>
                  <dt className="font-semibold">{t("partnership-ecosystem.tier.receives")}</dt>
                  <dd>
                    <ul className="list-disc space-y-1 ps-5 text-muted-foreground">
                      {tier.receives.map((r) => (
                        <li key={en(`partnership-ecosystem.receive.${r}`)}>
                          {t(`partnership-ecosystem.receive.${r}`)}
                        </li>
                      ))}
                    </ul>
                  </dd>
                </div>
              )}
            </dl>
          </Card>
        </li>
      ))}
    </ol>
  );
}
