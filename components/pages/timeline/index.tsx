import { FigureNotes } from "@/components/figure-notes";
import { perPersonInvestment, phases, programme, TOTAL_INVESTMENT } from "@/content/budget";
import { transformationTargets } from "@/content/home/targets";
import { NextSteps } from "@/components/next-steps";
import { PageHero } from "@/components/ui/section";
import {
  educationalFocus,
  milestoneTallyOf,
  overviewMetricsOf,
  timelinePhases,
  timelinePhasesOf,
} from "@/content/timeline";
import { quarterMilestonesOf } from "@/content/timeline-quarters";
import { village } from "@/content/village";
import { AsOf } from "@/components/programme/as-of";
import { definePage, type ViewProps } from "@/lib/page";
import { EducationalFocus } from "./educational-focus";
import { OverviewMetrics } from "./overview-metrics";
import { QuarterMilestones } from "./quarter-milestones";
import { YearlyPhases } from "./yearly-phases";
import { StageBadge } from "@/components/programme/stage-badge";
import { stageArgs } from "@/lib/stage-args";
import { programmeSpan } from "@/lib/programme-span";
import { requestWords } from "@/lib/request-language";

/** The timeline: overview metrics, quarterly milestones, yearly phases and educational focus. */
function TimelineView({ village: { ledger } }: ViewProps) {
  const { lang, t } = requestWords();
  return (
    <>
      <PageHero
        eyebrow={<StageBadge ledger={ledger} tone="info" />}
        title={t("route.timeline.title")}
        description={t("timeline.hero.description", {
          phases: timelinePhases.length,
          years: programme.years,
          ...stageArgs(lang, ledger),
          ...milestoneTallyOf(ledger),
          ...programmeSpan(lang),
        })}
      >
        <h2 className="sr-only">{t("timeline.metrics.title")}</h2>
        <OverviewMetrics
          ledger={ledger}
          metrics={overviewMetricsOf(ledger)}
          phases={phases.length}
          start={programme.start}
          end={programme.end}
          perPerson={perPersonInvestment()}
          households={village.population.households}
        />
        <AsOf ledger={ledger} className="mt-3" />
        <FigureNotes
          ledger={ledger}
          figures={[{ measure: "investment.total", shown: TOTAL_INVESTMENT }]}
        />
      </PageHero>
      <QuarterMilestones
        quarters={quarterMilestonesOf(ledger)}
        households={village.population.households}
        targets={transformationTargets.length}
      />
      <YearlyPhases phases={timelinePhasesOf(ledger)} />
      <EducationalFocus
        ledger={ledger}
        cards={educationalFocus}
        villageChildren={village.population.children}
      />
      <NextSteps
        id="more"
        title={t("timeline.links.title")}
        description={t("timeline.links.description")}
        size="lg"
        links={[
          { path: "/implementation-timeline", label: t("timeline.links.implementation") },
          { path: "/transformation-framework", label: t("timeline.links.framework") },
        ]}
      />
    </>
  );
}

const page = definePage("timeline", TimelineView);
export default page.Page;
export const generateMetadata = page.generateMetadata;
