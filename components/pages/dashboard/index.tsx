import { perPersonFigure } from "@/content/figures/headline";
import { NextSteps } from "@/components/next-steps";
import { Tabs } from "@/components/ui/tabs";
import {
  CONTINGENCY_PERCENT,
  OVERVIEW_CARD_TOTAL,
  phaseNumber,
  phases as budgetPhases,
  phaseShare,
  phaseTotal,
  TOTAL_INVESTMENT,
  programme,
} from "@/content/budget";
import { dashboardCategorySplit } from "@/content/budget-categories";
import { dashboardPhasesOf, shareOfBudget, type DashboardPhase } from "@/content/dashboard";
import { AGE_RANGE } from "@/content/education";
import { PRIMARY_OCCUPATION } from "@/content/evidence";
import { PHASE_MONTHS_TOTAL } from "@/content/figures/sums";
import { PLAN_ITEMS } from "@/content/implementation/plan-items";
import { kpis, kpisOf } from "@/content/kpis";
import { HEALTHCARE_KM_BASELINE, village as pilot } from "@/content/village";
import { definePage, type ViewProps } from "@/lib/page";
import { BaselineTab } from "./baseline-tab";
import { FinancialTab } from "./financial-tab";
import { DashboardHero } from "./hero";
import { KpisTab } from "./kpis-tab";
import { OverviewTab } from "./overview-tab";
import { PhasesTab } from "./phases-tab";
import { requestWords } from "@/lib/request-language";

/** The share of the ₹1.63 crore total for a dashboard phase, from its budget phase. */
function shareOf(phase: Pick<DashboardPhase, "phase">): number {
  const budgetPhase = budgetPhases.find((p) => p.id === phase.phase);
  return budgetPhase ? phaseShare(budgetPhase) : 0;
}

/**
 * The progress dashboard (spec §2): pre-launch stats, five tabs and the next steps. The plan's
 * figures are read here and handed to the parts beside the village's ledger.
 */
export function DashboardView({ village: { ledger } }: ViewProps) {
  const { t } = requestWords();
  const phases = dashboardPhasesOf(ledger).map((p) => ({
    ...p,
    share: shareOf(p),
    number: phaseNumber(p.phase),
  }));
  const measured = kpisOf(ledger);
  const money = {
    total: TOTAL_INVESTMENT,
    raised: shareOfBudget(ledger.fundsRaised),
    spent: shareOfBudget(ledger.fundsSpent),
  };
  const budget = {
    total: TOTAL_INVESTMENT,
    phaseTotal: phaseTotal(),
    contingencyPercent: CONTINGENCY_PERCENT,
    split: dashboardCategorySplit,
  };
  const baseline = {
    facts: pilot,
    occupation: PRIMARY_OCCUPATION,
    healthcareKm: HEALTHCARE_KM_BASELINE,
  };
  return (
    <>
      <DashboardHero
        ledger={ledger}
        money={money}
        phases={phases}
        kpis={kpis.length}
        households={pilot.population.households}
        span={programme}
      />
      <div className="container-page py-10">
        <Tabs
          label={t("dashboard.tabs.label")}
          defaultValue="overview"
          items={[
            {
              value: "overview",
              label: t("dashboard.tabs.overview"),
              content: (
                <OverviewTab
                  ledger={ledger}
                  phases={phases}
                  kpis={measured}
                  budget={{ card: OVERVIEW_CARD_TOTAL, total: TOTAL_INVESTMENT }}
                  perPersonFigure={perPersonFigure}
                />
              ),
            },
            {
              value: "kpis",
              label: t("dashboard.tabs.kpis", { count: kpis.length }),
              content: <KpisTab ledger={ledger} kpis={measured} ages={AGE_RANGE} />,
            },
            {
              value: "phases",
              label: t("dashboard.tabs.phases"),
              content: (
                <PhasesTab
                  ledger={ledger}
                  phases={phases}
                  months={PHASE_MONTHS_TOTAL}
                  kits={PLAN_ITEMS.satelliteKits}
                />
              ),
            },
            {
              value: "financial",
              label: t("dashboard.tabs.financial"),
              content: (
                <FinancialTab ledger={ledger} budget={budget} money={money} phases={phases} />
              ),
            },
            {
              value: "baseline",
              label: t("dashboard.tabs.baseline"),
              content: <BaselineTab ledger={ledger} baseline={baseline} />,
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
