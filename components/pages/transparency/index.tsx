import { FiguresLink } from "@/components/figures-link";
import { NextSteps } from "@/components/next-steps";
import { Tabs } from "@/components/ui/tabs";
import { definePage, type ViewProps } from "@/lib/page";
import { BudgetActualTab } from "./budget-actual-tab";
import { FinancialTab } from "./financial-tab";
import { TransparencyHero } from "./hero";
import { ImpactTab } from "./impact-tab";
import { OpenData } from "./open-data";
import { ProgressTab } from "./progress-tab";
import { VerificationTab } from "./verification-tab";
import { requestWords } from "@/lib/request-language";

/**
 * The transparency hub (spec §2): headline figures, five tabs (the fifth, budget against actual,
 * beside the spec's four), open data and the next steps.
 */
function TransparencyView({ village }: ViewProps) {
  const { t } = requestWords();
  const { ledger } = village;
  return (
    <>
      <TransparencyHero ledger={ledger} />
      <div className="container-page py-10">
        <Tabs
          label={t("transparency.tabs.label")}
          defaultValue="financial"
          items={[
            {
              value: "financial",
              label: t("transparency.tabs.financial"),
              content: <FinancialTab ledger={ledger} actuals={village.actuals} />,
            },
            {
              value: "budget",
              label: t("transparency.tabs.budgetActual"),
              content: <BudgetActualTab ledger={ledger} />,
            },
            {
              value: "progress",
              label: t("transparency.tabs.progress"),
              content: <ProgressTab ledger={ledger} />,
            },
            {
              value: "impact",
              label: t("transparency.tabs.impact"),
              content: <ImpactTab ledger={ledger} />,
            },
            {
              value: "verification",
              label: t("transparency.tabs.verification"),
              content: <VerificationTab ledger={ledger} />,
            },
          ]}
        />
      </div>
      <OpenData village={village} />
      <NextSteps
        title={t("transparency.links.title")}
        description={t("transparency.links.description")}
        sectionClassName="border-t"
        arrows="all"
        links={[
          { path: "/evidence", label: t("transparency.links.evidence") },
          { path: "/dashboard", label: t("transparency.links.dashboard") },
          { path: "/investment", label: t("transparency.links.investment") },
          { path: "/villages", label: t("transparency.links.villages") },
        ]}
      >
        <FiguresLink />
      </NextSteps>
    </>
  );
}

const page = definePage("transparency", TransparencyView);
export default page.Page;
export const generateMetadata = page.generateMetadata;
