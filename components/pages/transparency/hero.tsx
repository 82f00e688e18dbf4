import { FigureNotes } from "@/components/figure-notes";
import { AsOf } from "@/components/programme/as-of";
import { Badge } from "@/components/ui/badge";
import { StageBadge } from "@/components/programme/stage-badge";
import { PageHero } from "@/components/ui/section";
import { Stat, StatGrid } from "@/components/ui/stat";
import type { PartProps } from "@/lib/page";
import { hubStateOf, receiptTotalsOf } from "@/content/transparency";
import {
  formatCrore,
  formatNumber,
  formatPercent,
  formatQuarter,
  formatRupees,
} from "@/lib/format";
import { requestWords } from "@/lib/request-language";

/** The plan's figures the hero states beside the village's accounts. */
export interface HeroPlan {
  /** The whole budget, in rupees. */
  total: number;
  phases: number;
  months: number;
  perPerson: number;
  population: number;
  /** The share of receipts to be checked: the commitment shown before any payment. */
  receiptCommitment: number;
  /** The total and length, for the notes on their other readings. */
  notes: readonly { measure: string; shown: number }[];
}

/** The hub's hero: stage badges and the four headline figures, as of the ledger's date. */
export function TransparencyHero({ ledger, plan }: PartProps & { plan: HeroPlan }) {
  const { lang, t } = requestWords();
  const hubState = hubStateOf(ledger);
  const receiptTotals = receiptTotalsOf(ledger);
  const total = formatCrore(plan.total, lang, 2);
  const spending = hubState.spending === "some";
  return (
    <PageHero
      eyebrow={
        <>
          <StageBadge ledger={ledger} form="label" />
          <Badge tone="info">
            {t("transparency.hero.launch", {
              stage: hubState.stage,
              quarter: formatQuarter(ledger.launchQuarter, lang),
            })}
          </Badge>
        </>
      }
      title={t("route.transparency.title")}
      description={t("transparency.hero.description", {
        recorded: hubState.recorded,
        total,
        raised: formatRupees(ledger.fundsRaised, lang),
        spent: formatRupees(ledger.fundsSpent, lang),
      })}
    >
      <h2 className="sr-only">{t("transparency.hero.figures")}</h2>
      <StatGrid>
        <Stat
          label={t("transparency.hero.total")}
          value={total}
          hint={t("transparency.hero.total.hint", {
            count: plan.phases,
            months: plan.months,
          })}
        />
        <Stat
          label={t("transparency.hero.perPerson")}
          value={formatRupees(plan.perPerson, lang)}
          hint={t("transparency.hero.perPerson.hint", {
            population: formatNumber(plan.population, lang),
          })}
        />
        <Stat
          label={t("transparency.hero.receipts")}
          // Before any payment, the commitment (every receipt); after, the share checked so far.
          value={formatPercent(
            spending ? ledger.verificationPercent() : plan.receiptCommitment,
            lang,
          )}
          hint={t("transparency.hero.receipts.hint", {
            spending: hubState.spending,
            verified: formatNumber(receiptTotals.verified, lang),
            payments: formatNumber(receiptTotals.expenses, lang),
          })}
        />
        <Stat
          label={t("transparency.hero.tracking")}
          value={formatRupees(ledger.fundsSpent, lang)}
          hint={t("transparency.hero.tracking.hint", { stage: hubState.stage })}
        />
      </StatGrid>
      <AsOf ledger={ledger} className="mt-3" />
      <FigureNotes ledger={ledger} figures={plan.notes} />
    </PageHero>
  );
}
