import { ExecutionPlanView } from "@/components/execution/execution-plan-view";
import { executionLabels } from "@/components/execution/labels";
import { ProjectionChart } from "@/components/execution/projection-chart";
import { roadmapText } from "@/components/execution/roadmap-text";
import { AgriPortfolio } from "@/components/pages/agri-processing-execution/portfolio";
import {
  agriPlan,
  agriProducts,
  agriRoadmapOf,
  agriSalesChannels,
  channelRevenue,
} from "@/content/execution/agri-processing";
import {
  executionPlanInCategories,
  executionPlans,
  executionPlansTotal,
} from "@/content/figures/sums";
import { formatBudget, formatNumber, formatRupees, formatPercent } from "@/lib/format";
import { definePage, type ViewProps } from "@/lib/page";
import { requestWords } from "@/lib/request-language";

const ID = "agri-processing-execution";

/** Agri-Processing Center execution plan: ₹30 lakh, 150 farmers, ₹1.2 crore, 25 jobs (spec §9). */
function AgriProcessingView({ village: { ledger } }: ViewProps) {
  const { lang, t } = requestWords();
  const roadmap = agriRoadmapOf(ledger);
  const labels = executionLabels(t, ID, { roadmap, projected: agriProducts.length }, ledger);
  const n = (value: number) => formatNumber(value, lang);
  return (
    <ExecutionPlanView
      ledger={ledger}
      plan="agri"
      money={{
        ...executionPlans.agri,
        plansTotal: executionPlansTotal,
        inCategories: executionPlanInCategories("agri"),
      }}
      title={t(`route.${ID}.title`)}
      description={t(`${ID}.hero.description`, {
        farmers: n(agriPlan.farmers),
        investment: formatBudget(agriPlan.investment, lang),
        jobs: n(agriPlan.jobs),
        revenue: formatBudget(agriPlan.annualRevenue, lang),
      })}
      labels={labels}
      summary={[
        {
          label: t(`${ID}.summary.investment`),
          value: formatBudget(agriPlan.investment, lang),
          hint: formatRupees(agriPlan.investment, lang),
        },
        { label: t(`${ID}.summary.farmers`), value: n(agriPlan.farmers) },
        { label: t(`${ID}.summary.revenue`), value: formatBudget(agriPlan.annualRevenue, lang) },
        { label: t(`${ID}.summary.jobs`), value: n(agriPlan.jobs) },
      ]}
      roadmap={roadmapText(
        roadmap,
        lang,
        { line: (id) => `${ID}.line.${id}`, kpi: (id) => `${ID}.kpi.${id}` },
        { products: agriProducts.length },
      )}
      portfolio={
        <AgriPortfolio
          products={agriProducts}
          channels={agriSalesChannels.map((c) => ({ ...c, revenue: channelRevenue(c.percentage) }))}
        />
      }
      projections={
        <>
          <ProjectionChart
            title={t(`${ID}.projections.byProduct`)}
            labelHeading={t(`${ID}.projections.item`)}
            valueHeading={t(`${ID}.projections.value`)}
            data={agriProducts.map((p) => ({
              label: t(`${ID}.product.${p.id}.name`),
              value: p.annualValue,
              valueLabel: formatBudget(p.annualValue, lang),
            }))}
          />
          <ProjectionChart
            title={t(`${ID}.projections.byChannel`)}
            labelHeading={t(`${ID}.projections.item`)}
            valueHeading={t(`${ID}.projections.value`)}
            max={100}
            data={agriSalesChannels.map((c) => ({
              label: t(`${ID}.channel.${c.id}`),
              value: c.percentage,
              valueLabel: formatPercent(c.percentage, lang),
            }))}
          />
        </>
      }
    />
  );
}

const page = definePage(ID, AgriProcessingView);
export default page.Page;
export const generateMetadata = page.generateMetadata;
