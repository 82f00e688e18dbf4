import { AsOf } from "@/components/programme/as-of";
import { Card, CardTitle } from "@/components/ui/card";
import { ProgressBar } from "@/components/ui/progress-bar";
import type { PartProps } from "@/lib/page";
import { currentPhase, projectCompletion, type DashboardPhase } from "@/content/dashboard";
import { milestoneTallyOf } from "@/content/timeline";
import type { Kpi } from "@/content/kpis";
import {
  formatBudget,
  formatCrore,
  formatMonthSpan,
  formatPercent,
  formatRupees,
} from "@/lib/format";
import { chartBackground } from "@/lib/chart-colors";
import { StatusBadge } from "@/components/ui/status-badge";
import { StageBadge } from "@/components/programme/stage-badge";
import { stageArgs } from "@/lib/stage-args";
import { AlsoGiven } from "@/components/also-given";
import { perPersonWords } from "@/lib/per-person";
import type { Headline } from "@/content/figures/headline";
import { requestWords } from "@/lib/request-language";

/** The budget as the overview card states it (₹1.29 Cr), and the whole budget its hint names. */
export interface OverviewBudget {
  card: number;
  total: number;
}

/** Overview tab: the four dictionary headings (progress, money, impact, village) at a glance. */
export function OverviewTab({
  ledger,
  phases: dashboardPhases,
  kpis,
  budget,
  perPersonFigure,
}: PartProps & {
  /** The phases and KPIs with the village's status, completion and measurements. */
  phases: readonly DashboardPhase[];
  kpis: readonly Kpi[];
  budget: OverviewBudget;
  /** The per-person investment, as /figures gives it. */
  perPersonFigure: Headline;
}) {
  const { lang, t } = requestWords();
  // Before launch the first phase's work is what comes next; once work has started, the phase
  // under way (or the last one, once all are done), with each initiative's status.
  const firstPhase = ledger.started ? currentPhase(dashboardPhases) : dashboardPhases[0];
  const perPerson = perPersonWords(lang, t, perPersonFigure);
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <Card>
        <CardTitle>{t("dashboard.progressOverview")}</CardTitle>
        <p className="mt-2 text-sm text-muted-foreground">
          {t("dashboard.projectCompletion")}:{" "}
          <span className="font-semibold text-foreground">
            {formatPercent(projectCompletion(dashboardPhases), lang)}
          </span>
        </p>
        <ul className="mt-4 space-y-4">
          {dashboardPhases.map((p) => {
            const name = t(`dashboard.phases.${p.phase}`);
            return (
              <li key={p.phase}>
                <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
                  <span className="font-medium">{name}</span>
                  <StatusBadge kind="progress" status={p.status} data-status={p.status}>
                    {t(`dashboard.status.${p.status}`)}
                  </StatusBadge>
                </div>
                <ProgressBar
                  className="mt-2"
                  label={t("dashboard.overview.phaseProgress", {
                    phase: name,
                    completion: formatPercent(p.completion, lang),
                  })}
                  value={p.completion}
                />
                <p className="mt-1 text-xs text-muted-foreground">
                  {formatMonthSpan(p.period, lang, true)} · {formatBudget(p.totalBudget, lang)}
                </p>
              </li>
            );
          })}
        </ul>
      </Card>

      <Card>
        <CardTitle>{t("dashboard.financialTracking")}</CardTitle>
        <dl className="mt-4 grid gap-3 sm:grid-cols-3">
          <div className="rounded-lg border p-3 sm:col-span-3">
            <dt className="text-sm text-muted-foreground">{t("dashboard.overview.totalBudget")}</dt>
            <dd className="text-2xl font-bold tabular-nums">{formatCrore(budget.card, lang, 2)}</dd>
            <dd className="text-xs text-muted-foreground">
              {t("dashboard.overview.totalBudget.hint", {
                count: dashboardPhases.length,
                total: formatCrore(budget.total, lang, 2),
              })}
            </dd>
            <dd>
              <AlsoGiven ledger={ledger} measure="investment.total" shown={budget.card} />
            </dd>
          </div>
          <div className="rounded-lg border p-3 sm:col-span-3" data-figure="per-person">
            <dt className="text-sm text-muted-foreground">{perPerson.label}</dt>
            <dd className="text-xl font-bold tabular-nums">{perPerson.value}</dd>
            <dd className="text-xs text-muted-foreground">{perPerson.derivation}</dd>
          </div>
          <div className="rounded-lg border p-3">
            <dt className="text-sm text-muted-foreground">{t("dashboard.totalRaised")}</dt>
            <dd className="text-xl font-bold tabular-nums">
              {formatRupees(ledger.fundsRaised, lang)}
            </dd>
          </div>
          <div className="rounded-lg border p-3">
            <dt className="text-sm text-muted-foreground">{t("dashboard.fundsDeployed")}</dt>
            <dd className="text-xl font-bold tabular-nums">
              {formatRupees(ledger.fundsSpent, lang)}
            </dd>
          </div>
          <div className="rounded-lg border p-3">
            <dt className="text-sm text-muted-foreground">{t("dashboard.projectCompletion")}</dt>
            <dd className="text-xl font-bold tabular-nums">
              {formatPercent(projectCompletion(dashboardPhases), lang)}
            </dd>
          </div>
        </dl>
        <AsOf ledger={ledger} className="mt-3" />
      </Card>

      <Card>
        <CardTitle>{t("dashboard.impactMetrics")}</CardTitle>
        <ul className="mt-4 space-y-3">
          {kpis.map((k) => {
            const name = t(`dashboard.kpi.${k.id}.name`);
            const current = formatPercent(k.current, lang);
            const target = formatPercent(k.target, lang);
            return (
              <li key={k.id}>
                <div className="flex justify-between gap-3 text-sm">
                  <span className="font-medium">{name}</span>
                  <span className="text-muted-foreground tabular-nums">
                    {current} → {target}
                  </span>
                </div>
                <ProgressBar
                  className="mt-1.5"
                  label={t("dashboard.overview.kpiLine", { name, current, target })}
                  value={k.current}
                  barClassName={chartBackground(k.color)}
                />
              </li>
            );
          })}
        </ul>
      </Card>

      <Card>
        <CardTitle>{t("dashboard.villageUpdates")}</CardTitle>
        <div className="mt-3 flex flex-wrap items-center gap-2 text-sm">
          <span className="text-muted-foreground">{t("dashboard.overview.stage")}:</span>
          <StageBadge ledger={ledger} form="label" />
        </div>
        <p className="mt-3 text-sm text-muted-foreground">
          {t("dashboard.overview.updates.body", {
            ...stageArgs(lang, ledger),
            ...milestoneTallyOf(ledger),
          })}
        </p>
        {firstPhase && (
          <>
            <h4 className="mt-4 text-sm font-semibold">
              {t("dashboard.overview.updates.next", {
                now: ledger.stageArg,
                phase: t(`dashboard.phases.${firstPhase.phase}`),
              })}
            </h4>
            <ul className="mt-2 space-y-2 text-sm">
              {firstPhase.initiatives.map((i) => (
                <li key={i.id} className="flex flex-wrap items-center justify-between gap-x-2">
                  <span>{t(`dashboard.initiative.${i.id}.name`)}</span>
                  {/* ml-auto: a date that wraps under a long name stays on the right. */}
                  <span className="ml-auto text-muted-foreground">
                    {formatMonthSpan(i.timeline, lang)}
                  </span>
                  {ledger.started && (
                    <StatusBadge kind="progress" status={i.status} data-status={i.status}>
                      {t(`dashboard.status.${i.status}`)}
                    </StatusBadge>
                  )}
                </li>
              ))}
            </ul>
          </>
        )}
      </Card>
    </div>
  );
}
