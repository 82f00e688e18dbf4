import { ButtonLink } from "@/components/ui/button";
import { Section } from "@/components/ui/section";
import { FamilyPanel, type FamilyIncome } from "@/components/pages/investment/family-panel";
import { FamilyPlanStepper } from "@/components/pages/investment/family-plan/family-plan-stepper";
import { SetupPanel, type ReleasePlan } from "@/components/pages/investment/setup-panel";
import { SummaryPanel } from "@/components/pages/investment/summary-panel";
import { programmeContactOf } from "@/content/engagement/shared";
import { tierAmountId, tierTitleId, TierDetails } from "@/components/pages/investment/tier-details";
import type { InvestmentTier } from "@/content/investment";
import type { TaxCeiling } from "@/components/tax-benefit-note";
import { formatNumber, formatRupees } from "@/lib/format";
import { localizePath } from "@/lib/i18n";
import { FAMILY_PLAN_STEPS } from "@/lib/family-plan";
import type { PartProps } from "@/lib/page";
import type { ReactNode } from "react";
import { requestWords } from "@/lib/request-language";

/** Renders one server panel per tier, keyed for the island. */
function byTier(
  tiers: readonly InvestmentTier[],
  render: (tier: InvestmentTier) => ReactNode,
): Record<string, ReactNode> {
  return Object.fromEntries(tiers.map((tier) => [tier.key, render(tier)]));
}

interface FamilyPlanSectionProps extends PartProps {
  investmentTiers: readonly InvestmentTier[];
  /** The amount selected when the journey opens. */
  initialAmount: number;
  release: ReleasePlan;
  familyIncome: FamilyIncome;
  /** What 80G can save at most on each tier's gift. */
  taxCeilings: Record<string, TaxCeiling>;
}

/**
 * The family plan stepper. Every panel is rendered here on the server; the island gets
 * them with the few strings and figures it needs to step between them.
 */
export function FamilyPlanSection({
  ledger,
  investmentTiers,
  initialAmount,
  release,
  taxCeilings,
  familyIncome,
}: FamilyPlanSectionProps) {
  const { lang, t } = requestWords();
  const registration80G = ledger.status.registrations?.["80G"];
  const total = formatNumber(FAMILY_PLAN_STEPS.length, lang);
  const steps = FAMILY_PLAN_STEPS.map((n) => ({
    title: t(`investment.step${n}.title`),
    description: t(`investment.step${n}.description`),
    counter: t("investment.journey.stepOf", { n: formatNumber(n, lang), total }),
  }));
  const tiers = investmentTiers.map((tier) => {
    const name = t(`investment.tier.${tier.key}`);
    return {
      key: tier.key,
      amount: tier.amount,
      titleId: tierTitleId(tier.key),
      amountId: tierAmountId(tier.key),
      selectedText: t("investment.tiers.selected", { tier: name }),
      label: `${name} · ${formatRupees(tier.amount, lang)}`,
    };
  });
  return (
    <Section
      id="journey"
      title={t("investment.journey.title")}
      description={t("investment.journey.description", { count: FAMILY_PLAN_STEPS.length })}
    >
      <FamilyPlanStepper
        tiers={tiers}
        initialAmount={initialAmount}
        steps={steps}
        labels={{
          steps: t("investment.journey.steps"),
          completed: t("investment.journey.completed"),
          selectedBadge: t("investment.tier.badge.selected"),
          noScript: t("investment.journey.noScript", { count: investmentTiers.length }),
          continue: t("investment.button.continue"),
          back: t("investment.button.back"),
          proceed: t("investment.button.proceed"),
          review: t("investment.button.review"),
          restart: t("investment.button.restart"),
        }}
        cards={byTier(investmentTiers, (tier) => (
          <TierDetails
            tier={tier}
            taxCeiling={taxCeilings[tier.key]!}
            registration80G={registration80G}
          />
        ))}
        families={byTier(investmentTiers, (tier) => (
          <FamilyPanel tier={tier} ledger={ledger} income={familyIncome} />
        ))}
        setup={byTier(investmentTiers, (tier) => (
          <SetupPanel tier={tier} ledger={ledger} release={release} />
        ))}
        summaries={byTier(investmentTiers, (tier) => (
          <SummaryPanel
            tier={tier}
            taxCeiling={taxCeilings[tier.key]!}
            contact={programmeContactOf(ledger)}
            upi={ledger.status.upi}
            registration80G={registration80G}
          />
        ))}
        fallbackAction={
          <ButtonLink href={localizePath("/engagement", lang)}>
            {t("investment.button.contact")}
          </ButtonLink>
        }
      />
    </Section>
  );
}
