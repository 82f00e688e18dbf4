import { UpiGiving } from "@/components/funders/upi-giving";
import { Section } from "@/components/ui/section";
import { programmeContactOf } from "@/content/engagement/shared";
import type { InvestmentTier } from "@/content/investment";
import type { PartProps } from "@/lib/page";
import { requestWords } from "@/lib/request-language";

/**
 * Giving by UPI, once status.json publishes a UPI ID; without one, nothing at all (no empty box,
 * no account of our own making).
 */
export function Give({ ledger, tiers }: PartProps & { tiers: readonly InvestmentTier[] }) {
  const { t } = requestWords();
  const { upi } = ledger.status;
  if (!upi) return null;
  return (
    <Section id="give" title={t("giving.title")} description={t("giving.description")}>
      <div className="rounded-xl border bg-card p-4 sm:p-6">
        <UpiGiving
          upi={upi}
          tiers={tiers}
          registration80G={ledger.status.registrations?.["80G"]}
          contact={programmeContactOf(ledger)}
        />
      </div>
    </Section>
  );
}
