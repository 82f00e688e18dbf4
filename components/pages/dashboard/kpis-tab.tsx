import { BarChart } from "@/components/ui/bar-chart";
import { Card } from "@/components/ui/card";
import { AsOf } from "@/components/programme/as-of";
import { statusCounts } from "@/content/dashboard";
import { kpisMeasuredOf, type Kpi } from "@/content/kpis";
import { formatPercent } from "@/lib/format";
import type { PartProps } from "@/lib/page";
import { chartFill } from "@/lib/chart-colors";
import { KpiCard, type ChildAges } from "./kpi-card";
import { requestWords } from "@/lib/request-language";

/** 8 Core KPIs tab: one current-against-target chart, then a card per KPI. */
export function KpisTab({
  ledger,
  kpis,
  ages,
}: PartProps & {
  /** The KPIs with the village's measurements (kpisOf). */
  kpis: readonly Kpi[];
  ages: ChildAges;
}) {
  const { lang, t } = requestWords();
  const steps = kpis.flatMap((k) => k.milestones);
  const counts = statusCounts(steps);
  return (
    <div className="space-y-6">
      <Card>
        <BarChart
          className="max-w-3xl"
          title={t("dashboard.kpi.chart")}
          labelHeading={t("dashboard.kpi.chart.kpi")}
          valueHeading={t("dashboard.kpi.chart.values")}
          max={100}
          data={kpis.map((k) => ({
            label: t(`dashboard.kpi.${k.id}.name`),
            value: k.target,
            overlay: k.current,
            valueLabel: `${formatPercent(k.current, lang)} → ${formatPercent(k.target, lang)}`,
            fillClassName: chartFill(k.color),
          }))}
        />
        <p className="mt-3 text-sm text-muted-foreground">
          {t("dashboard.kpi.intro", {
            measured: kpisMeasuredOf(ledger) ? "some" : "none",
            mode: counts.planned === steps.length ? "allPlanned" : "some",
            ...counts,
          })}
        </p>
        <AsOf ledger={ledger} className="mt-2" />
      </Card>
      <div className="grid gap-4 lg:grid-cols-2">
        {kpis.map((k) => (
          <KpiCard ledger={ledger} key={k.id} kpi={k} ages={ages} />
        ))}
      </div>
    </div>
  );
}
