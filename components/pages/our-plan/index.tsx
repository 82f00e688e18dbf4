import { FigureNotes } from "@/components/figure-notes";
import { NextSteps } from "@/components/next-steps";
import { ageGroupPlans } from "@/content/framework";
import { strategyPhases } from "@/content/framework-strategy";
import { programme } from "@/content/budget";
import { village } from "@/content/village";
import { PageHero } from "@/components/ui/section";
import { Stat, StatGrid } from "@/components/ui/stat";
import { formatMonth, formatNumber } from "@/lib/format";
import { translator } from "@/lib/messages";
import { definePage, type ViewProps } from "@/lib/page";
import { AgeGroupPlans } from "./age-group-plans";
import { StrategyPhases } from "./strategy-phases";
import { SystemicSolutions } from "./systemic-solutions";
import { StageBadge } from "@/components/programme/stage-badge";

function OurPlanView({ lang, village: { ledger } }: ViewProps) {
  const t = translator(lang);
  return (
    <>
      <PageHero
        eyebrow={<StageBadge lang={lang} />}
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
          figures={ageGroupPlans.map((p) => ({
            measure: `population.${p.group}`,
            shown: p.population,
          }))}
          lang={lang}
          t={t}
        />
      </PageHero>
      <AgeGroupPlans lang={lang} t={t} />
      <SystemicSolutions lang={lang} t={t} />
      <StrategyPhases lang={lang} t={t} ledger={ledger} />
      <NextSteps
        id="next-steps"
        title={t("our-plan.cta.title")}
        description={t("our-plan.cta.description")}
        lang={lang}
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
