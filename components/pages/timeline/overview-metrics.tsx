import { CalendarRange, Flag, IndianRupee, Users, type LucideIcon } from "lucide-react";
import { Stat, StatGrid } from "@/components/ui/stat";
import { perPersonInvestment, phases, programme } from "@/content/budget";
import { overviewMetricsOf, type OverviewMetric } from "@/content/timeline";
import { village } from "@/content/village";
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

function metricValue(metric: OverviewMetric, lang: Lang, t: Translate): string {
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
        all: formatNumber(phases.length, lang),
      });
  }
}

/** Four overview metrics: label, value, change text and icon (spec §3 'Overview metric'). */
export function OverviewMetrics({ ledger }: Omit<PartProps, "t">) {
  const { lang, t } = requestWords();
  const vars = {
    start: formatMonth(programme.start, lang),
    end: formatMonth(programme.end, lang),
    perPerson: formatRupees(perPersonInvestment(), lang),
    households: formatNumber(village.population.households, lang),
    ...stageArgs(lang, ledger),
  };
  return (
    <StatGrid>
      {overviewMetricsOf(ledger).map((metric) => {
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
            value={metricValue(metric, lang, t)}
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
