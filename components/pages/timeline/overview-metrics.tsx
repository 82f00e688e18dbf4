import { CalendarRange, Flag, IndianRupee, Users, type LucideIcon } from "lucide-react";
import { Stat, StatGrid } from "@/components/ui/stat";
import type { OverviewMetric } from "@/content/timeline";
import { formatCrore, formatMonth, formatNumber, formatRupees } from "@/lib/format";
import type { Lang } from "@/lib/i18n";
import type { PartProps } from "@/lib/page";
import { type Translate } from "@/lib/messages";
import { stageArgs } from "@/lib/stage-args";
import { AlsoGiven } from "@/components/also-given";
import { requestWords } from "@/lib/request-language";

const icons: Record<OverviewMetric["icon"], LucideIcon> = {
  CalendarRange,
  Flag,
  IndianRupee,
  Users,
};

function metricValue(metric: OverviewMetric, phases: number, lang: Lang, t: Translate): string {
  switch (metric.format) {
    case "months":
      return t("timeline.metrics.duration.value", { months: formatNumber(metric.value, lang) });
    case "crore":
      // Two decimals: the spec's "1.63 crore" for this page.
      return formatCrore(metric.value, lang, 2);
    case "count":
      return formatNumber(metric.value, lang);
    case "phasesDone":
      return t("timeline.metrics.phases.value", {
        done: formatNumber(metric.value, lang),
        all: formatNumber(phases, lang),
      });
  }
}

export interface OverviewMetricsProps extends PartProps {
  /** The four metrics, with the phases the village has completed. */
  metrics: readonly OverviewMetric[];
  /** How many phases the plan has, its first and last month (ISO), and what it invests a person. */
  phases: number;
  start: string;
  end: string;
  perPerson: number;
  households: number;
}

/** Four overview metrics: label, value, change text and icon (spec §3 'Overview metric'). */
export function OverviewMetrics({
  ledger,
  metrics,
  phases,
  start,
  end,
  perPerson,
  households,
}: OverviewMetricsProps) {
  const { lang, t } = requestWords();
  const vars = {
    start: formatMonth(start, lang),
    end: formatMonth(end, lang),
    perPerson: formatRupees(perPerson, lang),
    households: formatNumber(households, lang),
    ...stageArgs(lang, ledger),
  };
  return (
    <StatGrid>
      {metrics.map((metric) => {
        const Icon = icons[metric.icon];
        return (
          <Stat
            key={metric.id}
            label={
              <span className="flex items-center gap-2">
                <Icon aria-hidden className="size-4 shrink-0 text-primary" />
                {t(`timeline.metrics.${metric.id}.label`)}
              </span>
            }
            value={metricValue(metric, phases, lang, t)}
            hint={
              <>
                {t(`timeline.metrics.${metric.id}.change`, vars)}
                {metric.id === "duration" && (
                  <AlsoGiven ledger={ledger} measure="plan.months" shown={metric.value} />
                )}
              </>
            }
          />
        );
      })}
    </StatGrid>
  );
}
