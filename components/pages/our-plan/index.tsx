import { FigureNotes } from "@/components/figure-notes";
import { NextSteps } from "@/components/next-steps";
import { dashboardPhasesOf } from "@/content/dashboard";
import { LITERACY_TARGET } from "@/content/education";
import { ageGroupInvestmentTotal, ageGroupPlans, populationShare } from "@/content/framework";
import { strategyPhases, systemicSolutions } from "@/content/framework-strategy";
import { phaseShare, programme, TOTAL_INVESTMENT } from "@/content/budget";
import { HEALTHCARE_KM_BASELINE, village } from "@/content/village";
import { PageHero } from "@/components/ui/section";
import { Stat, StatGrid } from "@/components/ui/stat";
import { formatMonth, formatNumber } from "@/lib/format";
import { definePage, type ViewProps } from "@/lib/page";
import { AgeGroupPlans } from "./age-group-plans";
import { StrategyPhases } from "./strategy-phases";
import { SystemicSolutions } from "./systemic-solutions";
import { StageBadge } from "@/components/programme/stage-badge";
import { requestWords } from "@/lib/request-language";

function OurPlanView({ village: { ledger } }: ViewProps) {
  const { lang, t } = requestWords();
  return (
    <>
      <PageHero
        eyebrow={<StageBadge ledger={ledger} />}
        title={t("route.our-plan.title")}
        description={t("our-plan.hero.description", {
          count: strategyPhases.length,
          start: formatMonth(programme.start, lang),
          end: formatMonth(programme.end, lang),
        })}
      >
        <StatGrid>
          {ageGroupPlans.map((plan) => (
            <Stat
              key={plan.group}
              label={t(`our-plan.group.${plan.group}`)}
              value={formatNumber(plan.population, lang)}
            />
          ))}
          <Stat
            label={t("our-plan.hero.villagers")}
            value={formatNumber(village.population.total, lang)}
          />
        </StatGrid>
        <FigureNotes
          ledger={ledger}
          figures={ageGroupPlans.map((p) => ({
            measure: `population.${p.group}`,
            shown: p.population,
          }))}
        />
      </PageHero>
      <AgeGroupPlans
        ledger={ledger}
        plans={ageGroupPlans.map((plan) => ({ ...plan, share: populationShare(plan) }))}
        investmentTotal={ageGroupInvestmentTotal}
        total={TOTAL_INVESTMENT}
        literacyTarget={LITERACY_TARGET}
        healthcareKm={HEALTHCARE_KM_BASELINE}
      />
      <SystemicSolutions ledger={ledger} solutions={systemicSolutions} />
      <StrategyPhases
        ledger={ledger}
        phases={strategyPhases.map((phase) => ({ ...phase, share: phaseShare(phase) }))}
        progress={dashboardPhasesOf(ledger)}
        months={programme.months}
      />
      <NextSteps
        id="next-steps"
        title={t("our-plan.cta.title")}
        description={t("our-plan.cta.description")}
        size="lg"
        links={[
          { path: "/investment", label: t("our-plan.cta.invest") },
          { path: "/dashboard-v2", label: t("our-plan.cta.track") },
        ]}
      />
    </>
  );
}

const page = definePage("our-plan", OurPlanView);
export default page.Page;
export const generateMetadata = page.generateMetadata;
