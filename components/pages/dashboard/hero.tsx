import { Badge } from "@/components/ui/badge";
import { AsOf } from "@/components/programme/as-of";
import { PageHero } from "@/components/ui/section";
import { Stat, StatGrid } from "@/components/ui/stat";
import { TOTAL_INVESTMENT } from "@/content/budget";
import type { PartProps } from "@/lib/page";
import {
  dashboardPhasesOf,
  familiesHelpedOf,
  moneyState,
  phaseProgressSummary,
  projectCompletion,
  shareOfBudget,
} from "@/content/dashboard";
import { kpis } from "@/content/kpis";
import { village } from "@/content/village";
import { formatCrore, formatNumber, formatPercent, formatRupees } from "@/lib/format";
import { StageBadge } from "@/components/programme/stage-badge";
import { stageArgs } from "@/lib/stage-args";
import { programmeSpan } from "@/lib/programme-span";
import { requestWords } from "@/lib/request-language";

/** The hint under Total Raised or Funds Deployed: before launch, nothing yet, or a share of the budget. */
function moneyHint(amount: number, key: "raised" | "deployed", { ledger }: PartProps) {
  const { lang, t } = requestWords();
  return t(`dashboard.hero.${key}.hint`, {
    state: moneyState(amount, ledger.started),
    share: formatPercent(shareOfBudget(amount), lang),
    total: formatCrore(TOTAL_INVESTMENT, lang, 2),
  });
}

/** Total Raised and Funds Deployed from the ledger, with their hints: the hero's and the Financial tab's. */
export function MoneyStats({ ledger }: PartProps) {
  const { lang, t } = requestWords();
  return (
    <>
      <Stat
        label={t("dashboard.totalRaised")}
        value={formatRupees(ledger.fundsRaised, lang)}
        hint={moneyHint(ledger.fundsRaised, "raised", { ledger })}
      />
      <Stat
        label={t("dashboard.fundsDeployed")}
        value={formatRupees(ledger.fundsSpent, lang)}
        hint={moneyHint(ledger.fundsSpent, "deployed", { ledger })}
      />
    </>
  );
}

/** The dashboard's hero: the stage from status.json and the four dictionary stats from the ledger. */
export function DashboardHero({ ledger }: PartProps) {
  const { lang, t } = requestWords();
  const dashboardPhases = dashboardPhasesOf(ledger);
  const stage = stageArgs(lang, ledger);
  return (
    <PageHero
      eyebrow={
        <>
          <StageBadge ledger={ledger} form="label" />
          <Badge tone="info">{t("dashboard.hero.launch", stage)}</Badge>
          <Badge tone="neutral">
            {t("dashboard.hero.kpis", { n: formatNumber(kpis.length, lang) })}
          </Badge>
        </>
      }
      title={t("route.dashboard.title")}
      description={t("dashboard.hero.description", {
        kpis: kpis.length,
        phases: dashboardPhases.length,
        ...stage,
        ...programmeSpan(lang),
      })}
    >
      <h2 className="sr-only">{t("dashboard.hero.figures")}</h2>
      <StatGrid>
        <MoneyStats ledger={ledger} />
        <Stat
          label={t("dashboard.familiesHelped")}
          value={formatNumber(familiesHelpedOf(ledger), lang)}
          hint={t("dashboard.hero.families.hint", {
            households: formatNumber(village.population.households, lang),
          })}
        />
        <Stat
          label={t("dashboard.projectCompletion")}
          value={formatPercent(projectCompletion(dashboardPhases), lang)}
          hint={t("dashboard.hero.completion.hint", phaseProgressSummary(dashboardPhases))}
        />
      </StatGrid>
      <AsOf ledger={ledger} className="mt-3" />
    </PageHero>
  );
}
