import type { ReactNode } from "react";
import { NextSteps } from "@/components/next-steps";
import { AsOf } from "@/components/programme/as-of";
import { Badge } from "@/components/ui/badge";
import { PageHero, Section } from "@/components/ui/section";
import { Stat, StatGrid } from "@/components/ui/stat";
import type { ExecutionPlanId } from "@/content/figures/sums";
import { formatRupees } from "@/lib/format";
import type { ExecutionLabels } from "./labels";
import { QuarterCard } from "./quarter-card";
import type { QuarterText } from "./roadmap-text";
import { AlsoGiven } from "@/components/also-given";
import { requestWords } from "@/lib/request-language";
import type { Ledger } from "@/lib/programme";

export interface SummaryItem {
  label: string;
  value: string;
  hint?: string;
}

/** A plan's money, and where else the programme's figures count it. */
export interface ExecutionPlanMoney {
  investment: number;
  /** What its quarters add up to, as the cards show them. */
  quartersAsShown: number;
  /** What the three execution plans invest together. */
  plansTotal: number;
  /** What the hub's budget categories give this plan. */
  inCategories: number;
}

interface ExecutionPlanViewProps {
  /** Which plan: its figures' measures in content/figures/ ("execution.digital.budget"). */
  plan: ExecutionPlanId;
  money: ExecutionPlanMoney;
  title: string;
  description: string;
  labels: ExecutionLabels;
  summary: SummaryItem[];
  /** The quarters, their words already in the page's language (see roadmapText). */
  roadmap: QuarterText[];
  /** The plan's portfolio section (services, products or packages), built from shared pieces. */
  portfolio: ReactNode;
  /** The projection charts. */
  projections: ReactNode;
  /** The village's ledger: its date of the figures. */
  ledger: Ledger;
}

/**
 * The one layout of the three execution plan pages: summary cards, the quarterly plan with
 * deliverables and KPI progress bars, the portfolio, projections, and where to check the money.
 */
export function ExecutionPlanView(props: ExecutionPlanViewProps) {
  const { labels, ledger, money } = props;
  const { lang } = requestWords();
  return (
    <>
      <PageHero
        eyebrow={
          <>
            <Badge tone="info">{labels.eyebrow}</Badge>
            <Badge tone="warning">{labels.stage}</Badge>
          </>
        }
        title={props.title}
        description={props.description}
      />
      <Section id="summary" title={labels.summaryTitle}>
        <StatGrid>
          {props.summary.map((item) => (
            <Stat key={item.label} label={item.label} value={item.value} hint={item.hint} />
          ))}
        </StatGrid>
        <AlsoGiven
          ledger={ledger}
          measure={`execution.${props.plan}.budget`}
          shown={money.investment}
          className="mt-3"
        />
        <AlsoGiven ledger={ledger} measure="execution.plans.budget" shown={money.plansTotal} />
      </Section>
      <Section
        id="quarterly-plan"
        title={labels.roadmapTitle}
        description={labels.roadmapDescription}
        className="pt-0 sm:pt-0"
      >
        <ol className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
          {props.roadmap.map((quarter, i) => (
            <li key={quarter.quarter}>
              <QuarterCard
                quarter={quarter}
                title={labels.quarterTitles[i] ?? quarter.quarter}
                labels={labels}
              />
            </li>
          ))}
        </ol>
        <AlsoGiven
          ledger={ledger}
          measure={`execution.${props.plan}.budget`}
          shown={money.quartersAsShown}
          sum
          className="mt-3"
        />
        <AsOf ledger={ledger} className="mt-3" />
      </Section>
      {props.portfolio}
      <Section
        id="projections"
        title={labels.projectionsTitle}
        description={labels.projectionsDescription}
        className="pt-0 sm:pt-0"
      >
        <div className="grid gap-4 lg:grid-cols-2">{props.projections}</div>
      </Section>
      <NextSteps
        id="check-the-plan"
        title={labels.linksTitle}
        description={labels.linksDescription(
          formatRupees(money.investment, lang),
          formatRupees(money.inCategories, lang),
        )}
        links={[
          { path: "/transparency", label: labels.linkTransparency },
          { path: "/dashboard", label: labels.linkDashboard },
          { path: "/investment", label: labels.linkInvestment },
        ]}
      />
    </>
  );
}
