import { Tabs } from "@/components/ui/tabs";
import type { Lang } from "@/lib/i18n";
import { translator } from "@/lib/messages";
import { definePage } from "@/lib/page";
import { TimelineHero } from "./hero";
import { MonitoringTab } from "./monitoring-tab";
import { MonthlyTimeline } from "./monthly-timeline";
import { PhaseOverview } from "./phase-overview";
import { RelatedLinks } from "./related-links";
import { RiskTab } from "./risk-tab";

/** The implementation timeline (spec §2): hero, four tabs and the closing links. */
function ImplementationTimelineView({ lang }: { lang: Lang }) {
  const t = translator(lang);
  return (
    <>
      <TimelineHero lang={lang} t={t} />
      <div className="container-page py-10">
        <Tabs
          label={t("implementation-timeline.tabs.label")}
          defaultValue="phases"
          items={[
            {
              value: "phases",
              label: t("implementation-timeline.tabs.phases"),
              content: <PhaseOverview lang={lang} t={t} />,
            },
            {
              value: "monthly",
              label: t("implementation-timeline.tabs.monthly"),
              content: <MonthlyTimeline lang={lang} t={t} />,
            },
            {
              value: "risks",
              label: t("implementation-timeline.tabs.risks"),
              content: <RiskTab lang={lang} t={t} />,
            },
            {
              value: "monitoring",
              label: t("implementation-timeline.tabs.monitoring"),
              content: <MonitoringTab lang={lang} t={t} />,
            },
          ]}
        />
      </div>
      <RelatedLinks
        lang={lang}
        t={t}
        title="implementation-timeline.links.title"
        links={[
          { path: "/transformation-framework", route: "our-plan" },
          { path: "/dashboard-v2", route: "dashboard" },
          { path: "/evidence", route: "evidence" },
        ]}
      />
    </>
  );
}

const page = definePage("implementation-timeline", ImplementationTimelineView);
export default page.Page;
export const generateMetadata = page.generateMetadata;
