import { SiteLink } from "@/components/site-link";
import { Card, CardDescription, CardTitle } from "@/components/ui/card";
import { ProgressBar } from "@/components/ui/progress-bar";
import { Stat, StatGrid } from "@/components/ui/stat";
import type { PartProps } from "@/lib/page";
import { AsOf } from "@/components/programme/as-of";
import { withPlanStatus, type MonthlyEntry } from "@/content/implementation";
import type { reporting, reviewCadence } from "@/content/implementation/monitoring";
import { formatMonth, formatNumber, formatRupees } from "@/lib/format";
import { localizePath } from "@/lib/i18n";
import type { MessageKey } from "@/lib/messages";
import { StageBadge } from "@/components/programme/stage-badge";
import { stageArgs } from "@/lib/stage-args";
import { requestWords } from "@/lib/request-language";

type Review = (typeof reviewCadence)[number];
type Report = (typeof reporting)[number];

const reportingTitle: Record<Report["id"], MessageKey> = {
  transparency: "route.transparency.title",
  dashboard: "route.dashboard.title",
  investment: "route.investment.title",
  village: "implementation-timeline.monitoring.village",
};

export interface MonitoringTabProps extends PartProps {
  /** The monthly plan, and the plan's length in months. */
  plan: readonly MonthlyEntry[];
  months: number;
  /** The last month of each phase, when its review happens. */
  reviewMonths: readonly string[];
  cadence: readonly Review[];
  /** Where progress is reported. */
  reports: readonly Report[];
  /** How many KPIs the quarterly review and the dashboard's report count. */
  kpis: number;
}

/** Monitoring tab: today's pre-implementation status, the review cadence and where results go. */
export function MonitoringTab({
  ledger,
  plan,
  months,
  reviewMonths,
  cadence,
  reports,
  kpis,
}: MonitoringTabProps) {
  const { lang, t } = requestWords();
  // Derived from the ledger: a month has Ended once the as-of date is past it.
  const done = withPlanStatus(plan, ledger).filter((m) => m.status === "Ended").length;
  // The quarterly review and the dashboard's report count the KPIs.
  const counts = { kpis };
  const progress = t("implementation-timeline.monitoring.progress", {
    done: formatNumber(done, lang),
    total: formatNumber(months, lang),
  });
  return (
    <div className="space-y-10">
      <section aria-labelledby="monitoring-status">
        <div className="flex flex-wrap items-center gap-3">
          <h3 id="monitoring-status" className="text-xl font-bold">
            {t("implementation-timeline.monitoring.status")}
          </h3>
          <StageBadge ledger={ledger} form="label" />
        </div>
        <p className="mt-2 text-muted-foreground">
          {t("implementation-timeline.monitoring.statusNote", {
            ...stageArgs(lang, ledger),
            raised: ledger.fundsRaised > 0 ? "some" : "none",
          })}
        </p>
        <StatGrid className="mt-4 lg:grid-cols-3">
          <Stat
            label={t("implementation-timeline.monitoring.raised")}
            value={formatRupees(ledger.fundsRaised, lang)}
          />
          <Stat
            label={t("implementation-timeline.monitoring.spent")}
            value={formatRupees(ledger.fundsSpent, lang)}
          />
          <Stat
            label={t("implementation-timeline.monitoring.monthsDone")}
            value={`${formatNumber(done, lang)} / ${formatNumber(months, lang)}`}
          />
        </StatGrid>
        <ProgressBar className="mt-4" label={progress} value={done} max={months} />
        <AsOf ledger={ledger} className="mt-2" />
      </section>

      <section aria-labelledby="monitoring-cadence">
        <h3 id="monitoring-cadence" className="text-xl font-bold">
          {t("implementation-timeline.monitoring.cadence")}
        </h3>
        <div className="mt-4 grid gap-4 md:grid-cols-3">
          {cadence.map((r) => (
            <Card key={r.id}>
              <h4 className="font-semibold">{t(`implementation-timeline.monitoring.${r.id}`)}</h4>
              <CardDescription>
                {t(`implementation-timeline.monitoring.${r.id}.description`, counts)}
              </CardDescription>
              {r.id === "phase" && (
                <p className="mt-3 text-sm font-medium">
                  {t("implementation-timeline.monitoring.reviewMonths", {
                    months: reviewMonths.map((m) => formatMonth(m, lang)).join(", "),
                  })}
                </p>
              )}
            </Card>
          ))}
        </div>
      </section>

      <section aria-labelledby="monitoring-reporting">
        <h3 id="monitoring-reporting" className="text-xl font-bold">
          {t("implementation-timeline.monitoring.reporting")}
        </h3>
        <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {reports.map((r) => (
            <li key={r.id}>
              <Card className="h-full">
                <CardTitle className="text-base">
                  {r.path ? (
                    <SiteLink
                      href={localizePath(r.path, lang)}
                      className="text-primary underline-offset-4 hover:underline"
                    >
                      {t(reportingTitle[r.id])}
                    </SiteLink>
                  ) : (
                    t(reportingTitle[r.id])
                  )}
                </CardTitle>
                <CardDescription>
                  {t(`implementation-timeline.reporting.${r.id}`, counts)}
                </CardDescription>
              </Card>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
