import type { EngagementMetric } from "@/content/engagement/metrics";
import { Section } from "@/components/ui/section";
import { Stat, StatGrid } from "@/components/ui/stat";
import { formatNumber, formatRupees } from "@/lib/format";
import type { PartProps } from "@/lib/page";
import type { EngagementVarsProps } from "./engagement-vars";
import { AsOf } from "@/components/programme/as-of";
import { requestWords } from "@/lib/request-language";

/** Engagement metrics: facts about the plan and a plain zero for what has not happened yet. */
export function Metrics({
  ledger,
  vars,
  metrics,
}: PartProps & EngagementVarsProps & { metrics: readonly EngagementMetric[] }) {
  const { lang, t } = requestWords();
  return (
    <Section
      id="metrics"
      title={t("engagement.metrics.title")}
      description={t("engagement.metrics.description")}
    >
      <StatGrid>
        {metrics.map((m) => (
          <Stat
            key={m.id}
            label={t(`engagement.metric.${m.id}`)}
            value={
              m.format === "rupees" ? formatRupees(m.value, lang) : formatNumber(m.value, lang)
            }
            hint={t(`engagement.metric.${m.id}.trend`, vars)}
          />
        ))}
      </StatGrid>
      <AsOf ledger={ledger} className="mt-3" />
    </Section>
  );
}
