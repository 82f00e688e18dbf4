import type { ReactNode } from "react";
import type { ProgressMetric } from "@/content/impact-pages/schema";
import { Badge } from "@/components/ui/badge";
import { Card, CardDescription, CardTitle } from "@/components/ui/card";
import { ProgressBar } from "@/components/ui/progress-bar";
import { formatPercent } from "@/lib/format";
import { progressPercent } from "@/lib/progress";
import { cn } from "@/lib/utils";
import { formatFigure } from "./format-figure";
import { requestWords } from "@/lib/request-language";

interface MetricTileProps {
  label: string;
  metric: ProgressMetric;
  description?: ReactNode;
}

/**
 * One progress metric: its current figure (labelled as a planning figure or a baseline, since
 * nothing has started), the target, and a progress bar whose accessible name says all of it.
 */
export function MetricTile({ label, metric, description }: MetricTileProps) {
  const { lang, t } = requestWords();
  const percent = progressPercent(metric);
  const figure = (value: number) => formatFigure({ value, unit: metric.unit }, lang, t);
  const current = figure(metric.current);
  const target = figure(metric.target);
  const basis = t(
    metric.basis === "planning" ? "impact-pages.metric.planning" : "impact-pages.metric.baseline",
  );
  const progress =
    metric.reverse && metric.baseline !== undefined
      ? t("impact-pages.metric.ofWay", {
          percent: formatPercent(percent, lang),
          baseline: figure(metric.baseline),
          target,
        })
      : t("impact-pages.metric.ofTarget", { percent: formatPercent(percent, lang) });

  return (
    <Card className="flex flex-col gap-3">
      <Badge tone={metric.basis === "planning" ? "info" : "neutral"} className="self-start">
        {basis}
      </Badge>
      <CardTitle className="text-base">{label}</CardTitle>
      <p className="text-3xl font-bold tabular-nums">{current}</p>
      <div className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
        <span>{t("impact-pages.metric.target", { value: target })}</span>
        {metric.reverse && <Badge tone="warning">{t("impact-pages.metric.reverse")}</Badge>}
      </div>
      <ProgressBar
        label={t("impact-pages.metric.label", { label, basis, current, target, progress })}
        value={percent}
      />
      <p className="text-xs text-muted-foreground">{progress}</p>
      {description && <CardDescription className="mt-0">{description}</CardDescription>}
    </Card>
  );
}

/** Tiles side by side: four across on wide screens, one column on a phone. */
export function MetricGrid({ children, columns = 4 }: { children: ReactNode; columns?: 3 | 4 }) {
  return (
    <div
      className={cn(
        "grid gap-4 sm:grid-cols-2",
        columns === 4 ? "lg:grid-cols-4" : "lg:grid-cols-3",
      )}
    >
      {children}
    </div>
  );
}
