import { FigureNotes } from "@/components/figure-notes";
import { TOTAL_INVESTMENT } from "@/content/budget";
import { NextSteps } from "@/components/next-steps";
import { PageHero } from "@/components/ui/section";
import { programme } from "@/content/budget";
import { milestoneTallyOf, timelinePhases } from "@/content/timeline";
import { AsOf } from "@/components/programme/as-of";
import { translator } from "@/lib/messages";
import { definePage, type ViewProps } from "@/lib/page";
import { EducationalFocus } from "./educational-focus";
import { OverviewMetrics } from "./overview-metrics";
import { QuarterMilestones } from "./quarter-milestones";
import { YearlyPhases } from "./yearly-phases";
import { StageBadge } from "@/components/programme/stage-badge";
import { stageArgs } from "@/lib/stage-args";
import { programmeSpan } from "@/lib/programme-span";

/** The timeline: overview metrics, quarterly milestones, yearly phases and educational focus. */
function TimelineView({ lang, village: { ledger } }: ViewProps) {
  const t = translator(lang);
  return (
    <>
      <PageHero
        eyebrow={<StageBadge lang={lang} tone="info" />}
        title={t("route.timeline.title")}
        description={t("timeline.hero.description", {
          phases: timelinePhases.length,
          years: programme.years,
          ...stageArgs(lang),
          ...milestoneTallyOf(ledger),
          ...programmeSpan(lang),
        })}
      >
        <h2 className="sr-only">{t("timeline.metrics.title")}</h2>
        <OverviewMetrics lang={lang} ledger={ledger} />
        <AsOf lang={lang} className="mt-3" />
        <FigureNotes
          figures={[{ measure: "investment.total", shown: TOTAL_INVESTMENT }]}
          lang={lang}
          t={t}
        />
      </PageHero>
      <QuarterMilestones lang={lang} ledger={ledger} />
      <YearlyPhases lang={lang} ledger={ledger} />
      <EducationalFocus lang={lang} />
      <NextSteps
        id="more"
        title={t("timeline.links.title")}
        description={t("timeline.links.description")}
        lang={lang}
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
