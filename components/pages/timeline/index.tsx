import { Badge } from "@/components/ui/badge";
import { ButtonLink } from "@/components/ui/button";
import { PageHero, Section } from "@/components/ui/section";
import { localizePath, type Lang } from "@/lib/i18n";
import { translator } from "@/lib/messages";
import { definePage } from "@/lib/page";
import { EducationalFocus } from "./educational-focus";
import { OverviewMetrics } from "./overview-metrics";
import { QuarterMilestones } from "./quarter-milestones";
import { YearlyPhases } from "./yearly-phases";

/** The timeline: overview metrics, quarterly milestones, yearly phases and educational focus. */
function TimelineView({ lang }: { lang: Lang }) {
  const t = translator(lang);
  return (
    <>
      <PageHero
        eyebrow={<Badge tone="info">{t("timeline.hero.stage")}</Badge>}
        title={t("route.timeline.title")}
        description={t("timeline.hero.description")}
      >
        <h2 className="sr-only">{t("timeline.metrics.title")}</h2>
        <OverviewMetrics lang={lang} />
      </PageHero>
      <QuarterMilestones lang={lang} />
      <YearlyPhases lang={lang} />
      <EducationalFocus lang={lang} />
      <Section
        id="more"
        title={t("timeline.links.title")}
        description={t("timeline.links.description")}
      >
        <div className="flex flex-wrap gap-3">
          <ButtonLink href={localizePath("/implementation-timeline", lang)} size="lg">
            {t("timeline.links.implementation")}
          </ButtonLink>
          <ButtonLink
            href={localizePath("/transformation-framework", lang)}
            variant="outline"
            size="lg"
          >
            {t("timeline.links.framework")}
          </ButtonLink>
        </div>
      </Section>
    </>
  );
}

const page = definePage("timeline", TimelineView);
export default page.Page;
export const generateMetadata = page.generateMetadata;
