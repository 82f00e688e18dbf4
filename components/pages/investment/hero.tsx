import { Badge } from "@/components/ui/badge";
import { PageHero } from "@/components/ui/section";
import { Stat, StatGrid } from "@/components/ui/stat";
import type { InvestmentTier } from "@/content/investment";
import { formatNumber, formatRupees } from "@/lib/format";
import { StageBadge } from "@/components/programme/stage-badge";
import { requestWords } from "@/lib/request-language";
import type { PartProps } from "@/lib/page";

interface InvestmentHeroProps extends PartProps {
  investmentTiers: readonly InvestmentTier[];
  /** The village's average household income a month, which the tiers aim to raise. */
  baselineIncome: number;
}

/** The page's one <h1>, its honest status and the tiers at a glance. */
export function InvestmentHero({ ledger, investmentTiers, baselineIncome }: InvestmentHeroProps) {
  const { lang, t } = requestWords();
  const amounts = investmentTiers.map((tier) => tier.amount);
  const reach = Math.max(...investmentTiers.map((tier) => tier.beneficiaries));
  return (
    <PageHero
      eyebrow={
        <>
          <StageBadge ledger={ledger} />
          <Badge tone="info">
            {t("investment.hero.noPayment", { upi: ledger.status.upi ? "yes" : "no" })}
          </Badge>
        </>
      }
      title={t("route.investment.title")}
      description={t("investment.hero.description")}
    >
      <StatGrid>
        <Stat
          label={t("investment.hero.levels")}
          value={formatNumber(investmentTiers.length, lang)}
        />
        <Stat label={t("investment.hero.reach")} value={formatNumber(reach, lang)} />
        <Stat
          label={t("investment.hero.range")}
          value={`${formatRupees(Math.min(...amounts), lang)} – ${formatRupees(Math.max(...amounts), lang)}`}
          className="col-span-2 lg:col-span-1"
        />
        <Stat
          className="col-span-2 lg:col-span-1"
          label={t("investment.hero.income")}
          value={t("investment.hero.perMonth", {
            amount: formatRupees(baselineIncome, lang),
          })}
        />
      </StatGrid>
    </PageHero>
  );
}
