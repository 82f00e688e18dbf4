import { perPersonFigure } from "@/content/figures/headline";
import { NextSteps } from "@/components/next-steps";
import { Tabs } from "@/components/ui/tabs";
import {
  phaseNumber,
  phases,
  phaseShare,
  phaseTotal,
  programme,
  TOTAL_INVESTMENT,
} from "@/content/budget";
import { impliedBy } from "@/content/figures/plan-model";
import { phase1MeasureOf } from "@/content/figures/plan-model/items";
import { monthlyPlanBudgets } from "@/content/figures/sums";
import {
  activityIds,
  monthlyBudgetOfPhase,
  monthlyTimeline,
  monthsOfPhase,
  phaseFocus,
  phaseReviewMonths,
  planFigures,
  type MonthlyEntry,
} from "@/content/implementation";
import { cohortFigures } from "@/content/implementation/cohorts";
import { reporting, reviewCadence } from "@/content/implementation/monitoring";
import { kpis } from "@/content/kpis";
import { riskFigures, risks } from "@/content/risks";
import { definePage, type ViewProps } from "@/lib/page";
import { TimelineHero } from "./hero";
import type { MonthFigures, MonthPhase } from "./month-card";
import { MonitoringTab } from "./monitoring-tab";
import { MonthlyTimeline, type PlanPhase } from "./monthly-timeline";
import { PhaseOverview } from "./phase-overview";
import { RiskTab } from "./risk-tab";
import { requestWords } from "@/lib/request-language";

/** The notes beside a Phase 1 item's sum over the monthly plan, by activity; none in later phases. */
function phase1Notes(phase: string, months: readonly MonthlyEntry[]): MonthPhase["notes"] {
  const notes: Record<string, { measure: string; shown: number }> = {};
  for (const { id } of months.flatMap((m) => m.activities)) {
    const measure = phase1MeasureOf("monthly", id, phase);
    const shown = measure === undefined ? undefined : impliedBy("monthly", measure);
    if (measure !== undefined && shown !== undefined) notes[id] = { measure, shown };
  }
  return notes;
}

/** The monthly plan's phases, each with its months, their sum, its place and its items' notes. */
const planPhases: PlanPhase[] = phases.map((p) => ({
  id: p.id,
  number: phaseNumber(p.id),
  months: monthsOfPhase(p.id),
  budget: monthlyBudgetOfPhase(p.id),
  notes: phase1Notes(p.id, monthsOfPhase(p.id)),
}));

/** What every month card counts and weighs. */
const monthFigures: MonthFigures = {
  figures: planFigures,
  kpis: kpis.length,
  budgets: Object.fromEntries(monthlyPlanBudgets.map((b) => [b.id, b.budget])),
  cohorts: Object.fromEntries(activityIds.map((id) => [id, cohortFigures(id)])),
};

/** The implementation timeline (spec §2): hero, four tabs and the closing links. */
function ImplementationTimelineView({ village: { ledger } }: ViewProps) {
  const { t } = requestWords();
  return (
    <>
      <TimelineHero
        ledger={ledger}
        months={programme.months}
        phases={phases.length}
        total={TOTAL_INVESTMENT}
        first={monthlyTimeline[0]?.month ?? ""}
        last={monthlyTimeline.at(-1)?.month ?? ""}
        perPersonFigure={perPersonFigure}
      />
      <div className="container-page py-10">
        <Tabs
          label={t("implementation-timeline.tabs.label")}
          defaultValue="phases"
          items={[
            {
              value: "phases",
              label: t("implementation-timeline.tabs.phases"),
              content: (
                <PhaseOverview
                  phases={phases.map((p) => ({
                    ...p,
                    share: phaseShare(p),
                    focus: phaseFocus[p.id],
                  }))}
                  total={phaseTotal()}
                />
              ),
            },
            {
              value: "monthly",
              label: t("implementation-timeline.tabs.monthly"),
              content: (
                <MonthlyTimeline
                  ledger={ledger}
                  plan={monthlyTimeline}
                  phases={planPhases}
                  figures={monthFigures}
                />
              ),
            },
            {
              value: "risks",
              label: t("implementation-timeline.tabs.risks"),
              content: <RiskTab ledger={ledger} register={{ risks, figures: riskFigures }} />,
            },
            {
              value: "monitoring",
              label: t("implementation-timeline.tabs.monitoring"),
              content: (
                <MonitoringTab
                  ledger={ledger}
                  plan={monthlyTimeline}
                  months={programme.months}
                  reviewMonths={phaseReviewMonths}
                  cadence={reviewCadence}
                  reports={reporting}
                  kpis={kpis.length}
                />
              ),
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
