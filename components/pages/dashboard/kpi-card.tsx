import { FigureNotes } from "@/components/figure-notes";
import { Card, CardDescription, CardTitle } from "@/components/ui/card";
import { ProgressBar } from "@/components/ui/progress-bar";
import { DataTable } from "@/components/ui/data-table";
import type { Kpi } from "@/content/kpis";
import { kpiDataLabelId } from "@/content/kpis-data";
import {
  formatBudget,
  formatDate,
  formatMonth,
  formatNumber,
  formatPercent,
  formatQuarter,
} from "@/lib/format";
import { languages } from "@/lib/i18n";
import { chartBackground } from "@/lib/chart-colors";
import { StatusBadge } from "@/components/ui/status-badge";
import { AlsoGiven } from "@/components/also-given";
import { requestWords } from "@/lib/request-language";
import type { Ledger } from "@/lib/programme";

/** The children's ages, which the baseline figures' labels state ("children aged 3-18"). */
export interface ChildAges {
  min: number;
  max: number;
}

/** One KPI: current against target, baseline figures, milestones, impact and method. */
export function KpiCard({ kpi, ledger, ages }: { kpi: Kpi; ledger: Ledger; ages: ChildAges }) {
  const { lang, t } = requestWords();
  const labelValues = { min: formatNumber(ages.min, lang), max: formatNumber(ages.max, lang) };
  const name = t(`dashboard.kpi.${kpi.id}.name`);
  const current = formatPercent(kpi.current, lang);
  const target = formatPercent(kpi.target, lang);
  return (
    <Card className="flex min-w-0 flex-col" id={`kpi-${kpi.id}`}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <CardTitle>{name}</CardTitle>
        <span className="text-sm text-muted-foreground">
          {t("dashboard.kpi.by", { date: formatMonth(kpi.timeline, lang) })}
        </span>
      </div>
      <CardDescription>{t(`dashboard.kpi.${kpi.id}.description`)}</CardDescription>
      <dl className="mt-4 flex gap-6">
        <div>
          <dt className="text-xs text-muted-foreground">{t("dashboard.kpi.current")}</dt>
          <dd className="text-2xl font-bold tabular-nums">{current}</dd>
          {kpi.measurement && (
            <dd className="text-xs text-muted-foreground" data-measured={kpi.measurement.date}>
              {t("dashboard.kpi.measured", { date: formatDate(kpi.measurement.date, lang) })}
              {" · "}
              {t("dashboard.kpi.baselineValue", { value: formatPercent(kpi.baseline, lang) })}
            </dd>
          )}
        </div>
        <div>
          <dt className="text-xs text-muted-foreground">{t("dashboard.kpi.target")}</dt>
          <dd className="text-2xl font-bold text-primary tabular-nums">{target}</dd>
        </div>
      </dl>
      <ProgressBar
        className="mt-2"
        label={t("dashboard.kpi.bar", { name, current, target })}
        value={kpi.current}
        max={kpi.target}
        barClassName={chartBackground(kpi.color)}
      />
      <AlsoGiven ledger={ledger} measure={`target.${kpi.id}`} shown={kpi.target} />
      <AlsoGiven ledger={ledger} measure={`target.${kpi.id}.baseline`} shown={kpi.baseline} />

      <h4 className="mt-5 text-sm font-semibold">{t("dashboard.kpi.currentData")}</h4>
      <dl className="mt-2 grid grid-cols-1 gap-x-4 gap-y-1 text-sm sm:grid-cols-2">
        {Object.entries(kpi.currentData).map(([label, value]) => (
          <div key={label} className="flex justify-between gap-3 border-b py-1">
            <dt className="text-muted-foreground">
              {t(`dashboard.kpi.data.${kpiDataLabelId(label)}`, labelValues)}
            </dt>
            <dd className="font-semibold tabular-nums">{formatNumber(value, lang)}</dd>
          </div>
        ))}
      </dl>
      <FigureNotes
        ledger={ledger}
        figures={Object.entries(kpi.currentData)
          .filter(([label]) => kpiDataLabelId(label) === "children")
          .map(([, value]) => ({ measure: "population.children", shown: value }))}
      />

      <h4 className="mt-5 text-sm font-semibold">{t("dashboard.kpi.milestones")}</h4>
      <div className="mt-2">
        <DataTable
          columns={[
            { header: t("dashboard.kpi.col.quarter"), className: "whitespace-nowrap" },
            { header: t("dashboard.kpi.col.target"), numeric: true },
            { header: t("dashboard.kpi.col.status") },
            { header: t("dashboard.kpi.col.budget"), numeric: true },
          ]}
          rows={kpi.milestones.map((m) => ({
            key: m.quarter,
            cells: [
              formatQuarter(m.quarter, lang),
              formatPercent(m.target, lang),
              <StatusBadge key="status" kind="progress" status={m.status} data-status={m.status}>
                {t(`dashboard.status.${m.status}`)}
              </StatusBadge>,
              formatBudget(m.budget, lang),
            ],
          }))}
        />
      </div>

      <div className="mt-5 grid gap-4 text-sm sm:grid-cols-2">
        <div>
          <h4 className="font-semibold">{t("dashboard.kpi.impact")}</h4>
          <p className="mt-1 text-muted-foreground">{t(`dashboard.kpi.${kpi.id}.impact`)}</p>
        </div>
        <div>
          <h4 className="font-semibold">{t("dashboard.kpi.methodology")}</h4>
          <p className="mt-1 text-muted-foreground">
            {t(`dashboard.kpi.${kpi.id}.methodology`, { languages: languages.length })}
          </p>
        </div>
      </div>
    </Card>
  );
}
