import { BarChart } from "@/components/ui/bar-chart";
import { Card, CardDescription, CardTitle } from "@/components/ui/card";
import { ProgressBar } from "@/components/ui/progress-bar";
import { DataTable } from "@/components/ui/data-table";
import type { DashboardPhase } from "@/content/dashboard";
import type { PartProps } from "@/lib/page";
import type { Initiative } from "@/content/dashboard-initiatives";
import { phase1MeasureOf } from "@/content/figures/plan-model/items";
import { formatBudget, formatMonthSpan, formatNumber, formatPercent } from "@/lib/format";
import type { Lang } from "@/lib/i18n";
import type { MessageValues } from "@/lib/messages";
import { chartFill, nthChartColor } from "@/lib/chart-colors";
import { StatusBadge } from "@/components/ui/status-badge";
import { AlsoGiven } from "@/components/also-given";
import { requestWords } from "@/lib/request-language";
import type { Ledger } from "@/lib/programme";

/** A phase's budget and its share of the whole budget (rounded down), as the split chart draws it. */
export type PhaseSplit = Pick<DashboardPhase, "phase" | "totalBudget"> & { share: number };

/** A phase as its card shows it: the village's status and initiatives, its share and its number. */
export type PhaseRow = DashboardPhase & PhaseSplit & { number: number };

/**
 * The figures an initiative's description names, formatted for the language, and the count of
 * satellite kits, which the connectivity description counts.
 */
function initiativeFigures(initiative: Initiative, lang: Lang, kits: number): MessageValues {
  return {
    ...Object.fromEntries(
      Object.entries(initiative.figures ?? {}).map(([name, n]) => [name, formatNumber(n, lang)]),
    ),
    kits,
  };
}

/** The phase split as a bar chart (budget and share of the total). */
export function PhaseSplitChart({ phases }: { phases: readonly PhaseSplit[] }) {
  const { lang, t } = requestWords();
  return (
    <BarChart
      className="max-w-3xl"
      title={t("dashboard.phases.chart")}
      labelHeading={t("dashboard.phases.chart.phase")}
      valueHeading={t("dashboard.phases.chart.budget")}
      data={phases.map((p, i) => ({
        label: t(`dashboard.phases.${p.phase}`),
        value: p.totalBudget,
        valueLabel: `${formatBudget(p.totalBudget, lang)} · ${formatPercent(p.share, lang)}`,
        fillClassName: chartFill(nthChartColor(i)),
      }))}
    />
  );
}

/** Phase Timeline tab: the split, then each phase with its initiatives. */
export function PhasesTab({
  ledger,
  phases,
  months,
  kits,
}: PartProps & {
  phases: readonly PhaseRow[];
  /** The phases' months added up, for the note on the plan's length. */
  months: number;
  /** The satellite kits the connectivity initiative counts. */
  kits: number;
}) {
  return (
    <div className="space-y-6">
      <Card>
        <PhaseSplitChart phases={phases} />
        <AlsoGiven ledger={ledger} measure="plan.months" shown={months} sum className="mt-3" />
      </Card>
      {phases.map((p) => (
        <PhaseCard ledger={ledger} key={p.phase} phase={p} kits={kits} />
      ))}
    </div>
  );
}

function PhaseCard({ phase, ledger, kits }: { phase: PhaseRow; ledger: Ledger; kits: number }) {
  const { lang, t } = requestWords();
  const name = t(`dashboard.phases.${phase.phase}`);
  return (
    <Card>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <CardTitle>{name}</CardTitle>
        <StatusBadge kind="progress" status={phase.status} data-status={phase.status}>
          {t(`dashboard.status.${phase.status}`)}
        </StatusBadge>
      </div>
      <CardDescription>
        {formatMonthSpan(phase.period, lang, true)} ·{" "}
        {t("dashboard.phases.share", {
          budget: formatBudget(phase.totalBudget, lang),
          share: formatPercent(phase.share, lang),
        })}
      </CardDescription>
      <div className="mt-3 flex items-center gap-3 text-sm">
        <span className="text-muted-foreground">{t("dashboard.phases.completion")}</span>
        <ProgressBar
          className="max-w-xs"
          label={t("dashboard.phases.completionBar", {
            phase: name,
            completion: formatPercent(phase.completion, lang),
          })}
          value={phase.completion}
        />
        <span className="font-semibold tabular-nums">{formatPercent(phase.completion, lang)}</span>
      </div>
      <h4 className="mt-5 text-sm font-semibold">{t("dashboard.phases.initiatives")}</h4>
      <div className="mt-2">
        <DataTable
          columns={[
            { header: t("dashboard.phases.col.initiative"), className: "min-w-56" },
            { header: t("dashboard.phases.col.budget"), numeric: true },
            { header: t("dashboard.phases.col.timeline"), className: "whitespace-nowrap" },
            { header: t("dashboard.phases.col.beneficiaries"), numeric: true },
            { header: t("dashboard.phases.col.status") },
          ]}
          rows={phase.initiatives.map((i) => ({
            key: i.id,
            cells: [
              <>
                <span className="font-medium">{t(`dashboard.initiative.${i.id}.name`)}</span>
                <span className="mt-0.5 block text-xs text-muted-foreground">
                  {t(`dashboard.initiative.${i.id}.description`, initiativeFigures(i, lang, kits))}
                </span>
                {i.figures?.kw !== undefined && (
                  <AlsoGiven ledger={ledger} measure="plan.solarKw" shown={i.figures.kw} />
                )}
                <AlsoGiven ledger={ledger} measure={`initiative.${i.id}.budget`} shown={i.budget} />
                <AlsoGiven
                  ledger={ledger}
                  measure={`initiative.${i.id}.phase`}
                  shown={phase.number}
                />
                {phase1MeasureOf("dashboard", i.id, phase.phase) && (
                  <AlsoGiven
                    ledger={ledger}
                    measure={phase1MeasureOf("dashboard", i.id, phase.phase)!}
                    shown={i.budget}
                  />
                )}
              </>,
              formatBudget(i.budget, lang),
              formatMonthSpan(i.timeline, lang),
              t("dashboard.phases.beneficiaries", { n: formatNumber(i.beneficiaries, lang) }),
              <StatusBadge key="status" kind="progress" status={i.status} data-status={i.status}>
                {t(`dashboard.status.${i.status}`)}
              </StatusBadge>,
            ],
          }))}
        />
      </div>
    </Card>
  );
}
