import { FigureNotes } from "@/components/figure-notes";
import { ArrowRight } from "lucide-react";
import type { SuccessMetric } from "@/content/scaling";
import { Card, CardTitle } from "@/components/ui/card";
import { Section } from "@/components/ui/section";
import { formatNumber, formatPercent, formatRupees, formatScaleCount } from "@/lib/format";
import type { Lang } from "@/lib/i18n";
import { requestWords } from "@/lib/request-language";
import type { PartProps } from "@/lib/page";

function figure(value: number, metric: SuccessMetric, lang: Lang, isTarget: boolean): string {
  const text =
    metric.kind === "percent"
      ? formatPercent(value, lang)
      : metric.kind === "rupees"
        ? formatRupees(value, lang)
        : formatScaleCount(value, lang);
  return isTarget && metric.atLeast ? `${text}+` : text;
}

interface SuccessMetricsProps extends PartProps {
  successMetrics: readonly SuccessMetric[];
  visionYears: number;
  /** How many times cheaper a person is reached at scale than in the pilot. */
  costReduction: number;
  /** The literacy target, set beside the plan's other readings of it. */
  literacyTarget: number;
}

/** Each success metric from the pilot's baseline to the 10-year target. */
export function SuccessMetrics({
  ledger,
  successMetrics,
  visionYears,
  costReduction,
  literacyTarget,
}: SuccessMetricsProps) {
  const { lang, t } = requestWords();
  return (
    <Section
      id="success-metrics"
      title={t("scaling.success.title")}
      description={t("scaling.success.description", { count: visionYears })}
    >
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-5">
        {successMetrics.map((m) => (
          <li key={m.id}>
            <Card className="h-full">
              <CardTitle className="text-base">{t(`scaling.metric.${m.id}`)}</CardTitle>
              <dl className="mt-3 flex flex-wrap items-end gap-x-2 gap-y-1">
                <div>
                  <dt className="text-xs text-muted-foreground">{t("scaling.success.from")}</dt>
                  <dd className="text-lg font-semibold tabular-nums">
                    {figure(m.from, m, lang, false)}
                  </dd>
                </div>
                <div>
                  <dt className="text-xs text-muted-foreground">{t("scaling.success.to")}</dt>
                  <dd className="flex items-center gap-2 text-lg font-bold text-primary tabular-nums">
                    {/* Inside the <dd>: a <dl> may hold only term and value groups. */}
                    <ArrowRight aria-hidden className="size-4 text-muted-foreground" />
                    {figure(m.to, m, lang, true)}
                  </dd>
                </div>
              </dl>
              {m.id === "cost" && (
                <p className="mt-1 text-xs font-semibold text-success">
                  {t("scaling.success.costNote", { times: formatNumber(costReduction, lang, 1) })}
                </p>
              )}
              <p className="mt-2 text-sm text-muted-foreground">
                {t(`scaling.metric.${m.id}.measure`)}
              </p>
            </Card>
          </li>
        ))}
      </ul>
      <FigureNotes
        ledger={ledger}
        figures={[{ measure: "target.literacy", shown: literacyTarget }]}
      />
    </Section>
  );
}
