import { NextSteps } from "@/components/next-steps";
import { Tabs } from "@/components/ui/tabs";
import { definePage, type ViewProps } from "@/lib/page";
import { BaselineTab } from "./baseline-tab";
import { FinancialTab } from "./financial-tab";
import { DashboardHero } from "./hero";
import { kpis } from "@/content/kpis";
import { KpisTab } from "./kpis-tab";
import { OverviewTab } from "./overview-tab";
import { PhasesTab } from "./phases-tab";
import { requestWords } from "@/lib/request-language";

/** The progress dashboard (spec §2): pre-launch stats, five tabs and the next steps. */
function DashboardView({ village: { ledger } }: ViewProps) {
  const { t } = requestWords();
  return (
    <>
      <DashboardHero ledger={ledger} />
      <div className="container-page py-10">
        <Tabs
          label={t("dashboard.tabs.label")}
          defaultValue="overview"
          items={[
            {
              value: "overview",
              label: t("dashboard.tabs.overview"),
              content: <OverviewTab ledger={ledger} />,
            },
            {
              value: "kpis",
              label: t("dashboard.tabs.kpis", { count: kpis.length }),
              content: <KpisTab ledger={ledger} />,
            },
            {
              value: "phases",
              label: t("dashboard.tabs.phases"),
              content: <PhasesTab ledger={ledger} />,
            },
            {
              value: "financial",
              label: t("dashboard.tabs.financial"),
              content: <FinancialTab ledger={ledger} />,
            },
            {
              value: "baseline",
              label: t("dashboard.tabs.baseline"),
              content: <BaselineTab ledger={ledger} />,
            },
          ]}
        />
      </div>
      <NextSteps
        title={t("dashboard.links.title")}
        description={t("dashboard.links.description")}
        sectionClassName="border-t"
        arrows="all"
        links={[
          { path: "/transformation-framework", label: t("dashboard.links.framework") },
          { path: "/timeline", label: t("dashboard.links.timeline") },
          { path: "/transparency-hub-v2", label: t("dashboard.links.transparency") },
          { path: "/evidence", label: t("dashboard.links.evidence") },
        ]}
      />
    </>
  );
}

const page = definePage("dashboard", DashboardView);
export default page.Page;
export const generateMetadata = page.generateMetadata;
