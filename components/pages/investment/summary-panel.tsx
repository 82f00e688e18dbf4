import { UpiGiving } from "@/components/funders/upi-giving";
import { ProgrammeContact } from "@/components/programme-contact";
import { ButtonLink } from "@/components/ui/button";
import type { ProgrammeContactDetails } from "@/content/engagement/shared";
import type { InvestmentTier } from "@/content/investment";
import { TierFactList, tierFacts } from "@/components/pages/investment/tier-facts";
import type { TaxCeiling } from "@/components/tax-benefit-note";
import { formatRupees } from "@/lib/format";
import { localizePath } from "@/lib/i18n";
import { requestWords } from "@/lib/request-language";
import type { UpiPayee } from "@/lib/upi";

/**
 * Step 4 for one tier: the choice in summary and the next step (no payment on the site), which is
 * the team's contact once published and, until then, sharing, the figures and the feed; and, once
 * status.json publishes a UPI ID, the level's amount as a UPI code and link.
 */
export function SummaryPanel({
  tier,
  taxCeiling,
  contact,
  upi,
  registration80G,
}: {
  tier: InvestmentTier;
  /** What 80G can save at most on the tier's gift. */
  taxCeiling: TaxCeiling;
  /** The team's email and phone, once published. */
  contact: ProgrammeContactDetails;
  /** The UPI ID gifts go to, once status.json publishes one; without it, no way to pay is shown. */
  upi?: UpiPayee;
  /** The programme's 80G number, once status.json publishes it. */
  registration80G?: string;
}) {
  const { lang, t } = requestWords();
  const rows = [
    { label: t("investment.summary.level"), value: t(`investment.tier.${tier.key}`) },
    { label: t("investment.summary.amount"), value: formatRupees(tier.amount, lang) },
    ...tierFacts(tier, lang, t, taxCeiling, registration80G),
  ];
  return (
    <div className="grid gap-8 lg:grid-cols-2">
      <div>
        <h4 className="font-semibold">{t("investment.summary.title")}</h4>
        <TierFactList rows={rows} boxed />
      </div>
      <div className="rounded-xl border border-primary/40 bg-accent/40 p-4 sm:p-5">
        <h4 className="font-semibold">{t("investment.summary.nextTitle")}</h4>
        <p className="mt-2 mb-4 text-sm">
          {t("investment.summary.nextText", { upi: upi ? "yes" : "no" })}
        </p>
        <ProgrammeContact route="investment" contact={contact} level={5} />
        <ButtonLink href={localizePath("/transparency", lang)} variant="outline" className="mt-5">
          {t("investment.button.transparency")}
        </ButtonLink>
      </div>
      {upi && (
        <div className="rounded-xl border p-4 sm:p-5 lg:col-span-2">
          <h4 className="mb-4 font-semibold">{t("giving.title")}</h4>
          {/* The 80G conditions are just above, under the level's 80G figure in "Your choice". */}
          <UpiGiving upi={upi} chosen={tier} contact={contact} />
        </div>
      )}
    </div>
  );
}
