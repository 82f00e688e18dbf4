import { CircleCheck, Circle } from "lucide-react";
import { AsOf } from "@/components/programme/as-of";
import { Badge } from "@/components/ui/badge";
import { Card, CardTitle } from "@/components/ui/card";
import { ProgressBar } from "@/components/ui/progress-bar";
import { hubStateOf, type ProgressMetric } from "@/content/transparency";
import type { PartProps } from "@/lib/page";
import { formatDate, formatMonth, formatPercent, formatQuarter } from "@/lib/format";
import { AlsoGiven } from "@/components/also-given";
import { requestWords } from "@/lib/request-language";
import type { Ledger } from "@/lib/programme";

/** Progress Tracking tab: four metric cards with status, milestones and the last update. */
export function ProgressTab({
  ledger,
  metrics: progressMetrics,
}: PartProps & {
  /** The four metric cards, with the village's measurements (progressMetricsOf). */
  metrics: readonly ProgressMetric[];
}) {
  const { t } = requestWords();
  const hubState = hubStateOf(ledger);
  return (
    <div>
      <p className="max-w-3xl text-muted-foreground">
        {t("transparency.progress.intro", {
          measured: hubState.measured,
          count: progressMetrics.length,
        })}
      </p>
      <AsOf ledger={ledger} className="mt-2" />
      <div className="mt-6 grid gap-4 md:grid-cols-2">
        {progressMetrics.map((m) => (
          <MetricCard ledger={ledger} key={m.id} metric={m} />
        ))}
      </div>
    </div>
  );
}

function MetricCard({ metric, ledger }: { metric: ProgressMetric; ledger: Ledger }) {
  const { lang, t } = requestWords();
  const name = t(`dashboard.kpi.${metric.id}.name`);
  const current = formatPercent(metric.current, lang);
  const target = formatPercent(metric.target, lang);
  return (
    <Card>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <CardTitle>{name}</CardTitle>
        <Badge tone={metric.status === "active" ? "info" : "neutral"}>
          {t(`transparency.progress.status.${metric.status}`)}
        </Badge>
      </div>
      <p aria-hidden className="mt-3 text-2xl font-bold tabular-nums">
        {current} <span className="text-base font-medium text-muted-foreground">→ {target}</span>
      </p>
      <p className="sr-only">{t("transparency.progress.values", { current, target })}</p>
      <ProgressBar
        className="mt-2"
        label={t("transparency.progress.bar", { metric: name, current, target })}
        value={metric.current}
        max={metric.target}
      />
      <AlsoGiven ledger={ledger} measure={`target.${metric.id}`} shown={metric.target} />
      <AlsoGiven ledger={ledger} measure={`target.${metric.id}.baseline`} shown={metric.current} />
      <p className="mt-3 text-sm text-muted-foreground">
        {t("transparency.progress.timeline", { date: formatMonth(metric.timeline, lang) })}
        {" · "}
        {t("transparency.progress.lastUpdate", {
          value:
            metric.lastUpdate === "baseline"
              ? t("transparency.progress.updated.baseline")
              : t("transparency.progress.updated.measured", {
                  date: formatDate(metric.lastUpdate, lang),
                }),
        })}
      </p>
      <h4 className="mt-4 text-sm font-semibold">{t("transparency.progress.milestones")}</h4>
      <ul className="mt-2 space-y-1.5 text-sm">
        {metric.milestones.map((ms) => (
          <li key={ms.quarter} className="flex items-center justify-between gap-3">
            <span className="flex items-center gap-2">
              {ms.achieved ? (
                <CircleCheck aria-hidden className="size-4 text-success" />
              ) : (
                <Circle aria-hidden className="size-4 text-muted-foreground" />
              )}
              <span className="font-medium">{formatQuarter(ms.quarter, lang)}</span>
              <span className="tabular-nums">{formatPercent(ms.target, lang)}</span>
            </span>
            <span className={ms.achieved ? "text-success" : "text-muted-foreground"}>
              {ms.achieved
                ? t("transparency.progress.achieved")
                : t("transparency.progress.notYet")}
            </span>
          </li>
        ))}
      </ul>
    </Card>
  );
}
