import { FigureNotes } from "@/components/figure-notes";
import { TOTAL_INVESTMENT } from "@/content/budget";
import { NextSteps } from "@/components/next-steps";
import { PageHero } from "@/components/ui/section";
import { programme } from "@/content/budget";
import { milestoneTallyOf, timelinePhases } from "@/content/timeline";
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
        <OverviewMetrics ledger={ledger} />
        <AsOf ledger={ledger} className="mt-3" />
        <FigureNotes
          ledger={ledger}
          figures={[{ measure: "investment.total", shown: TOTAL_INVESTMENT }]}
        />
      </PageHero>
      <QuarterMilestones ledger={ledger} />
      <YearlyPhases ledger={ledger} />
      <EducationalFocus ledger={ledger} />
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
