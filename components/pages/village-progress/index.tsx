import { Card, CardTitle } from "@/components/ui/card";
import { DataTable } from "@/components/ui/data-table";
import { ProgressBar } from "@/components/ui/progress-bar";
import { Section } from "@/components/ui/section";
import { VillageHero } from "@/components/village/hero";
import { Milestones } from "@/components/village/progress";
import { kpiIds } from "@/content/ledger/ids";
import { formatDate, formatMonth, formatPercent, formatRupees } from "@/lib/format";
import { defineVillagePage, type ViewProps } from "@/lib/page";
import { requestWords } from "@/lib/request-language";

/** Each phase: its budget, what was spent in its months, and its milestones achieved. */
function Phases({ village }: ViewProps) {
  const { lang, t } = requestWords();
  return (
    <ol className="mt-6 grid gap-3 md:grid-cols-3">
      {village.plan.phases.map((p, i) => {
        const spent = village.actuals.expenses
          .filter((e) => e.date.slice(0, 7) >= p.from && e.date.slice(0, 7) <= p.to)
          .reduce((sum, e) => sum + e.amount, 0);
        const done = village.ledger.phaseCompletion(p.id);
        return (
          <li key={p.id}>
            <Card className="h-full p-4">
              <CardTitle className="text-base">
                {t("villagePage.plan.phase", { number: i + 1 })}
              </CardTitle>
              <p className="text-sm text-muted-foreground">
                {formatMonth(p.from, lang)} – {formatMonth(p.to, lang)}
              </p>
              <p className="mt-2 text-sm">
                {t("villagePage.progress.spentInPhase", {
                  spent: formatRupees(spent, lang),
                  budget: formatRupees(p.budget, lang),
                })}
              </p>
              <ProgressBar
                className="mt-2"
                value={done}
                label={t("villagePage.plan.completion", { percent: formatPercent(done, lang) })}
              />
              <p className="mt-1 text-sm">
                {t("villagePage.plan.completion", { percent: formatPercent(done, lang) })}
              </p>
            </Card>
          </li>
        );
      })}
    </ol>
  );
}

/** Every measurement of every KPI in the village's files, newest first. */
function MeasurementHistory({ village }: ViewProps) {
  const { lang, t } = requestWords();
  const rows = kpiIds.flatMap((id) => village.ledger.measurementsOf(id).map((m) => ({ id, ...m })));
  if (rows.length === 0) {
    return <p className="mt-4 text-muted-foreground">{t("villagePage.kpis.noneYet")}</p>;
  }
  rows.sort((a, b) => b.date.localeCompare(a.date));
  return (
    <div className="mt-6">
      <DataTable
        caption={t("villagePage.kpis.title")}
        columns={[
          { header: t("villagePage.rows.date") },
          { header: t("villagePage.progress.kpi") },
          { header: t("villagePage.progress.value"), numeric: true },
          { header: t("villagePage.progress.source") },
        ]}
        rows={rows.map((m) => ({
          key: `${m.id}-${m.date}`,
          cells: [
            formatDate(m.date, lang),
            t(`dashboard.kpi.${m.id}.name`),
            formatPercent(m.value, lang),
            m.source,
          ],
        }))}
      />
    </div>
  );
}

function VillageProgressView({ village }: ViewProps) {
  const { t } = requestWords();
  return (
    <>
      <VillageHero village={village} section="dashboard" />
      <Section id="phases" title={t("villagePage.progress.phases")}>
        <Phases village={village} />
      </Section>
      <Section id="measurements" title={t("villagePage.kpis.title")} className="border-t">
        <MeasurementHistory village={village} />
      </Section>
      <Section id="milestones" title={t("villagePage.milestones.title")} className="border-t">
        <Milestones village={village} />
      </Section>
    </>
  );
}

const page = defineVillagePage(VillageProgressView, "dashboard");
export default page.Page;
export const generateMetadata = page.generateMetadata;
export const PilotPage = page.PilotPage;
export const pilotMetadata = page.pilotMetadata;
