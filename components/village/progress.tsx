import { Badge } from "@/components/ui/badge";
import { Card, CardTitle } from "@/components/ui/card";
import { kpiIds } from "@/content/ledger/ids";
import { formatDate, formatPercent } from "@/lib/format";
import { languages } from "@/lib/i18n";
import type { ViewProps } from "@/lib/page";
import { requestWords } from "@/lib/request-language";

/** Each KPI's latest measurement in the village's files. */
export function Measurements({ village }: ViewProps) {
  const { lang, t } = requestWords();
  return (
    <ul className="mt-6 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
      {kpiIds.map((id) => {
        const latest = village.ledger.latestMeasurement(id);
        return (
          <li key={id}>
            <Card className="h-full p-4">
              <CardTitle className="text-base">{t(`dashboard.kpi.${id}.name`)}</CardTitle>
              <p className="mt-2 text-sm">
                {latest
                  ? t("villagePage.kpis.latest", {
                      value: formatPercent(latest.value, lang),
                      date: formatDate(latest.date, lang),
                    })
                  : t("villagePage.kpis.none")}
              </p>
            </Card>
          </li>
        );
      })}
    </ul>
  );
}

/** The plan's milestones, each achieved on its day or not yet. */
export function Milestones({ village }: ViewProps) {
  const { lang, t } = requestWords();
  return (
    <ol className="mt-6 divide-y rounded-xl border">
      {village.plan.milestones.map((m) => {
        const record = village.ledger.milestoneRecord(m.id);
        return (
          <li key={m.id} className="flex flex-wrap items-center justify-between gap-2 px-4 py-2.5">
            <span>
              <span className="text-sm text-muted-foreground">
                {t("villagePage.plan.phase", { number: Number(m.phase.slice(-1)) })} ·{" "}
              </span>
              {t(`timeline.phases.milestone.${m.id}`, { languages: languages.length })}
            </span>
            {record ? (
              <Badge tone="success">
                {t("villagePage.milestones.achieved", { date: formatDate(record.achieved, lang) })}
              </Badge>
            ) : (
              <Badge>{t("villagePage.milestones.pending")}</Badge>
            )}
          </li>
        );
      })}
    </ol>
  );
}
