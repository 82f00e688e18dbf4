import { Badge } from "@/components/ui/badge";
import { AsOf } from "@/components/programme/as-of";
import { PageHero } from "@/components/ui/section";
import { Stat, StatGrid } from "@/components/ui/stat";
import type { PartProps } from "@/lib/page";
import {
  familiesHelpedOf,
  moneyState,
  phaseProgressSummary,
  projectCompletion,
  type DashboardPhase,
} from "@/content/dashboard";
import { formatCrore, formatNumber, formatPercent, formatRupees } from "@/lib/format";
import { StageBadge } from "@/components/programme/stage-badge";
import { stageArgs } from "@/lib/stage-args";
import { spanWords, type PlanSpan } from "@/lib/programme-span";
import { requestWords } from "@/lib/request-language";

/** The budget the money figures are set against: its total, and the shares of it raised and spent. */
export interface MoneyShares {
  total: number;
  /** Percent of the total raised and spent, as shareOfBudget rounds them. */
  raised: number;
  spent: number;
}

/** The hint under Total Raised or Funds Deployed: before launch, nothing yet, or a share of the budget. */
function moneyHint(
  amount: number,
  share: number,
  key: "raised" | "deployed",
  { ledger, money }: PartProps & { money: MoneyShares },
) {
  const { lang, t } = requestWords();
  return t(`dashboard.hero.${key}.hint`, {
    state: moneyState(amount, ledger.started),
    share: formatPercent(share, lang),
    total: formatCrore(money.total, lang, 2),
  });
}

/** Total Raised and Funds Deployed from the ledger, with their hints: the hero's and the Financial tab's. */
export function MoneyStats({ ledger, money }: PartProps & { money: MoneyShares }) {
  const { lang, t } = requestWords();
  return (
    <>
      <Stat
        label={t("dashboard.totalRaised")}
        value={formatRupees(ledger.fundsRaised, lang)}
        hint={moneyHint(ledger.fundsRaised, money.raised, "raised", { ledger, money })}
      />
      <Stat
        label={t("dashboard.fundsDeployed")}
        value={formatRupees(ledger.fundsSpent, lang)}
        hint={moneyHint(ledger.fundsSpent, money.spent, "deployed", { ledger, money })}
      />
    </>
  );
}

/** The dashboard's hero: the stage from status.json and the four dictionary stats from the ledger. */
export function DashboardHero({
  ledger,
  money,
  phases: dashboardPhases,
  kpis,
  households,
  span,
}: PartProps & {
  money: MoneyShares;
  /** The phases with the village's status and completion (dashboardPhasesOf). */
  phases: readonly DashboardPhase[];
  /** How many KPIs the dashboard tracks, and the village's households. */
  kpis: number;
  households: number;
  /** The plan's first and last month. */
  span: PlanSpan;
}) {
  const { lang, t } = requestWords();
  const stage = stageArgs(lang, ledger);
  return (
    <PageHero
      eyebrow={
        <>
          <StageBadge ledger={ledger} form="label" />
          <Badge tone="info">{t("dashboard.hero.launch", stage)}</Badge>
          <Badge tone="neutral">{t("dashboard.hero.kpis", { n: formatNumber(kpis, lang) })}</Badge>
        </>
      }
      title={t("route.dashboard.title")}
      description={t("dashboard.hero.description", {
        kpis,
        phases: dashboardPhases.length,
        ...stage,
        ...spanWords(lang, span),
      })}
    >
      <h2 className="sr-only">{t("dashboard.hero.figures")}</h2>
      <StatGrid>
        <MoneyStats ledger={ledger} money={money} />
        <Stat
          label={t("dashboard.familiesHelped")}
          value={formatNumber(familiesHelpedOf(ledger), lang)}
          hint={t("dashboard.hero.families.hint", {
            households: formatNumber(households, lang),
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
