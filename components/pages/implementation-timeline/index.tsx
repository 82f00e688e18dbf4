import { NextSteps } from "@/components/next-steps";
import { Tabs } from "@/components/ui/tabs";
import { definePage, type ViewProps } from "@/lib/page";
import { TimelineHero } from "./hero";
import { MonitoringTab } from "./monitoring-tab";
import { MonthlyTimeline } from "./monthly-timeline";
import { PhaseOverview } from "./phase-overview";
import { RiskTab } from "./risk-tab";
import { requestWords } from "@/lib/request-language";

/** The implementation timeline (spec §2): hero, four tabs and the closing links. */
function ImplementationTimelineView({ village: { ledger } }: ViewProps) {
  const { t } = requestWords();
  return (
    <>
      <TimelineHero ledger={ledger} />
      <div className="container-page py-10">
        <Tabs
          label={t("implementation-timeline.tabs.label")}
          defaultValue="phases"
          items={[
            {
              value: "phases",
              label: t("implementation-timeline.tabs.phases"),
              content: <PhaseOverview />,
            },
            {
              value: "monthly",
              label: t("implementation-timeline.tabs.monthly"),
              content: <MonthlyTimeline ledger={ledger} />,
            },
            {
              value: "risks",
              label: t("implementation-timeline.tabs.risks"),
              content: <RiskTab ledger={ledger} />,
            },
            {
              value: "monitoring",
              label: t("implementation-timeline.tabs.monitoring"),
              content: <MonitoringTab ledger={ledger} />,
            },
          ]}
        />
      </div>
      <NextSteps
        title={t("implementation-timeline.links.title")}
        sectionClassName="border-t"
        arrows="all"
        list
        links={[
          { path: "/transformation-framework", label: t("route.our-plan.title") },
          { path: "/dashboard-v2", label: t("route.dashboard.title") },
          { path: "/evidence", label: t("route.evidence.title") },
        ]}
      />
    </>
  );
}

const page = definePage("implementation-timeline", ImplementationTimelineView);
export default page.Page;
export const generateMetadata = page.generateMetadata;
