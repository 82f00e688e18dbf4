import { ExecutionPlanView } from "@/components/execution/execution-plan-view";
import { executionLabels } from "@/components/execution/labels";
import { ProjectionChart } from "@/components/execution/projection-chart";
import { roadmapText } from "@/components/execution/roadmap-text";
import { TourismPortfolio } from "@/components/pages/village-tourism-execution/portfolio";
import {
  HOMESTAYS,
  tourismPackages,
  tourismPlan,
  tourismRevenueSplit,
  tourismRoadmapOf,
  tourismSeasons,
} from "@/content/execution/village-tourism";
import {
  executionPlanInCategories,
  executionPlans,
  executionPlansTotal,
} from "@/content/figures/sums";
import { formatBudget, formatNumber, formatRupees, formatPercent } from "@/lib/format";
import { definePage, type ViewProps } from "@/lib/page";
import { requestWords } from "@/lib/request-language";

const ID = "village-tourism-execution";

/** Digital Village Tourism execution plan: ₹21 lakh, 1,200 visitors a year, 30 jobs (spec §9). */
function VillageTourismView({ village: { ledger } }: ViewProps) {
  const { lang, t } = requestWords();
  const roadmap = tourismRoadmapOf(ledger);
  const labels = executionLabels(t, ID, { roadmap }, ledger);
  const n = (value: number) => formatNumber(value, lang);
  return (
    <ExecutionPlanView
      ledger={ledger}
      plan="tourism"
      money={{
        ...executionPlans.tourism,
        plansTotal: executionPlansTotal,
        inCategories: executionPlanInCategories("tourism"),
      }}
      title={t(`route.${ID}.title`)}
      description={t(`${ID}.hero.description`, {
        investment: formatBudget(tourismPlan.investment, lang),
        visitors: n(tourismPlan.visitorsPerYear),
        jobs: n(tourismPlan.jobs),
      })}
      labels={labels}
      summary={[
        {
          label: t(`${ID}.summary.investment`),
          value: formatBudget(tourismPlan.investment, lang),
          hint: formatRupees(tourismPlan.investment, lang),
        },
        { label: t(`${ID}.summary.visitors`), value: n(tourismPlan.visitorsPerYear) },
        { label: t(`${ID}.summary.jobs`), value: n(tourismPlan.jobs) },
        { label: t(`${ID}.summary.packages`), value: n(tourismPackages.length) },
      ]}
      roadmap={roadmapText(
        roadmap,
        lang,
        { line: (id) => `${ID}.line.${id}`, kpi: (id) => `${ID}.kpi.${id}` },
        { packages: tourismPackages.length, homestays: HOMESTAYS },
      )}
      portfolio={
        <TourismPortfolio
          demand={labels.demand}
          packages={tourismPackages}
          seasons={tourismSeasons}
        />
      }
      projections={
        <>
          <ProjectionChart
            title={t(`${ID}.projections.split`)}
            labelHeading={t(`${ID}.projections.item`)}
            valueHeading={t(`${ID}.projections.value`)}
            max={100}
            data={tourismRevenueSplit.map((r) => ({
              label: t(`${ID}.stream.${r.id}`),
              value: r.percentage,
              valueLabel: formatPercent(r.percentage, lang),
            }))}
          />
          <ProjectionChart
            title={t(`${ID}.projections.bySeason`)}
            labelHeading={t(`${ID}.projections.item`)}
            valueHeading={t(`${ID}.projections.value`)}
            data={tourismSeasons.map((s) => ({
              label: t(`${ID}.season.${s.id}.name`),
              value: s.visitors,
              valueLabel: n(s.visitors),
            }))}
          />
        </>
      }
    />
  );
}

const page = definePage(ID, VillageTourismView);
export default page.Page;
export const generateMetadata = page.generateMetadata;
