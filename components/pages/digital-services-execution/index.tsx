import { DataTable } from "@/components/ui/data-table";
import { ExecutionPlanView } from "@/components/execution/execution-plan-view";
import { executionLabels } from "@/components/execution/labels";
import { ProjectionChart } from "@/components/execution/projection-chart";
import { roadmapText, textLine } from "@/components/execution/roadmap-text";
import { Section } from "@/components/ui/section";
import {
  digitalRevenueProjections,
  digitalRoadmapOf,
  digitalServices,
  digitalServicesPlan,
  DIGITAL_SELF_FUNDING_YEAR,
} from "@/content/execution/digital-services";
import {
  executionPlanInCategories,
  executionPlans,
  executionPlansTotal,
} from "@/content/figures/sums";
import { formatBudget, formatNumber, formatRupees } from "@/lib/format";
import { definePage, type ViewProps } from "@/lib/page";
import { requestWords } from "@/lib/request-language";

const ID = "digital-services-execution";

/** Digital Services Hub execution plan: ₹9,00,000, 18 months, 40 youth (spec §9). */
function DigitalServicesView({ village: { ledger } }: ViewProps) {
  const { lang, t } = requestWords();
  const roadmap = digitalRoadmapOf(ledger);
  const labels = executionLabels(t, ID, { roadmap }, ledger);
  const last = digitalRevenueProjections.at(-1)!;
  const n = (value: number) => formatNumber(value, lang);
  const services = digitalServices.map((s) => ({
    ...s,
    name: textLine(`${ID}.service.${s.id}.name`, lang),
  }));
  return (
    <ExecutionPlanView
      ledger={ledger}
      plan="digital"
      money={{
        ...executionPlans.digital,
        plansTotal: executionPlansTotal,
        inCategories: executionPlanInCategories("digital"),
      }}
      title={t(`route.${ID}.title`)}
      description={t(`${ID}.hero.description`, {
        youth: n(digitalServicesPlan.youth),
        months: n(digitalServicesPlan.months),
        year: DIGITAL_SELF_FUNDING_YEAR,
      })}
      labels={labels}
      summary={[
        {
          label: t(`${ID}.summary.investment`),
          value: formatBudget(digitalServicesPlan.investment, lang),
          hint: formatRupees(digitalServicesPlan.investment, lang),
        },
        {
          label: t(`${ID}.summary.duration`),
          value: t(`${ID}.summary.durationValue`, { n: n(digitalServicesPlan.months) }),
        },
        { label: t(`${ID}.summary.youth`), value: n(digitalServicesPlan.youth) },
        {
          label: t(`${ID}.summary.revenue`, { year: last.year }),
          value: formatBudget(last.revenue, lang),
        },
      ]}
      roadmap={roadmapText(roadmap, lang, {
        line: (id) => `${ID}.line.${id}`,
        kpi: (id) => `${ID}.kpi.${id}`,
      })}
      portfolio={
        <Section
          id="portfolio"
          title={t(`${ID}.portfolio.title`)}
          description={t(`${ID}.portfolio.description`, { youth: n(digitalServicesPlan.youth) })}
          className="pt-0 sm:pt-0"
        >
          <DataTable
            density="roomy"
            rowHeaders
            caption={t(`${ID}.portfolio.title`)}
            columns={[
              { header: t(`${ID}.portfolio.service`) },
              { header: t(`${ID}.portfolio.pricing`) },
              { header: t(`${ID}.portfolio.demand`) },
              { header: t(`${ID}.portfolio.youth`), numeric: true },
            ]}
            rows={services.map((s) => ({
              key: s.name.key,
              cells: [
                s.name.text,
                t(`${ID}.service.${s.id}.pricing`, {
                  from: formatRupees(s.pricing.from, lang),
                  to: formatRupees(s.pricing.to, lang),
                }),
                labels.demand(s.demand),
                n(s.youth),
              ],
            }))}
          />
        </Section>
      }
      projections={
        <>
          <ProjectionChart
            title={t(`${ID}.projections.byYear`)}
            labelHeading={t(`${ID}.projections.year`)}
            valueHeading={t(`${ID}.projections.revenue`)}
            data={digitalRevenueProjections.map((p) => ({
              label: String(p.year),
              value: p.revenue,
              valueLabel: formatBudget(p.revenue, lang),
            }))}
          />
          <ProjectionChart
            title={t(`${ID}.projections.byService`)}
            labelHeading={t(`${ID}.projections.service`)}
            valueHeading={t(`${ID}.projections.youth`)}
            data={services.map((s) => ({
              label: s.name.text,
              value: s.youth,
              valueLabel: n(s.youth),
            }))}
          />
        </>
      }
    />
  );
}

const page = definePage(ID, DigitalServicesView);
export default page.Page;
export const generateMetadata = page.generateMetadata;
