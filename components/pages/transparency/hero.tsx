import { Badge } from "@/components/ui/badge";
import { PageHero } from "@/components/ui/section";
import { Stat, StatGrid } from "@/components/ui/stat";
import { perPersonInvestment, phases, programme, TOTAL_INVESTMENT } from "@/content/budget";
import { FUNDS_SPENT } from "@/content/ledger";
import { RECEIPT_VERIFICATION_PERCENT } from "@/content/transparency";
import { village } from "@/content/village";
import {
  formatCrore,
  formatNumber,
  formatPercent,
  formatQuarter,
  formatRupees,
} from "@/lib/format";
import type { Lang } from "@/lib/i18n";
import type { Translate } from "@/lib/messages";

/** The hub's hero: stage badges and the four headline figures. */
export function TransparencyHero({ lang, t }: { lang: Lang; t: Translate }) {
  const total = formatCrore(TOTAL_INVESTMENT, lang, 2);
  return (
    <PageHero
      eyebrow={
        <>
          <Badge tone="warning">{t("transparency.hero.stage")}</Badge>
          <Badge tone="info">
            {t("transparency.hero.launch", { quarter: formatQuarter(programme.launch, lang) })}
          </Badge>
        </>
      }
      title={t("route.transparency.title")}
      description={t("transparency.hero.description", { total })}
    >
      <h2 className="sr-only">{t("transparency.hero.figures")}</h2>
      <StatGrid>
        <Stat
          label={t("transparency.hero.total")}
          value={total}
          hint={t("transparency.hero.total.hint", {
            count: phases.length,
            months: programme.months,
          })}
        />
        <Stat
          label={t("transparency.hero.perPerson")}
          value={formatRupees(perPersonInvestment(), lang)}
          hint={t("transparency.hero.perPerson.hint", {
            population: formatNumber(village.population.total, lang),
          })}
        />
        <Stat
          label={t("transparency.hero.receipts")}
          value={formatPercent(RECEIPT_VERIFICATION_PERCENT, lang)}
          hint={t("transparency.hero.receipts.hint")}
        />
        <Stat
          label={t("transparency.hero.tracking")}
          value={formatRupees(FUNDS_SPENT, lang)}
          hint={t("transparency.hero.tracking.hint")}
        />
      </StatGrid>
    </PageHero>
  );
}
