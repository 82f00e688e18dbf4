import { FiguresLink } from "@/components/figures-link";
import {
  perPersonInvestment,
  phases,
  planTotalAndLength,
  programme,
  TOTAL_INVESTMENT,
} from "@/content/budget";
import { budgetCategories, budgetCategoriesOf } from "@/content/budget-categories";
import { budgetVsActualOf, PLAN_BASIS, PLAN_END, plannedByEndOf } from "@/content/budget-vs-actual";
import { executionPlansInCategories } from "@/content/figures/sums";
import {
  perPersonBreakdownTotal,
  perPersonShares,
  progressMetricsOf,
  RECEIPT_VERIFICATION_PERCENT,
} from "@/content/transparency";
import { CHILD_AGES, roiProjections, socialImpactMetrics } from "@/content/transparency-impact";
import {
  auditSchedule,
  transparencyContacts,
  verificationSteps,
} from "@/content/transparency-verification";
import { village as pilot } from "@/content/village";
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

/** The plan's figures the hub hands its parts, beside the village's ledger (read from content/). */
export function hubPlan() {
  const hero = {
    total: TOTAL_INVESTMENT,
    phases: phases.length,
    months: programme.months,
    perPerson: perPersonInvestment(),
    population: pilot.population.total,
    receiptCommitment: RECEIPT_VERIFICATION_PERCENT,
    notes: planTotalAndLength,
  };
  const financial = {
    total: TOTAL_INVESTMENT,
    phaseBudgets: phases.map((p) => p.budget),
    start: programme.start,
    end: programme.end,
    executionPlans: executionPlansInCategories,
  };
  const budgetActual = {
    start: programme.start,
    end: PLAN_END,
    total: TOTAL_INVESTMENT,
    basis: PLAN_BASIS,
    byEndOfPhase1: plannedByEndOf("phase1"),
    categories: budgetCategories,
  };
  const impact = {
    perPerson: perPersonInvestment(),
    shares: perPersonShares(),
    sharesTotal: perPersonBreakdownTotal(),
    projections: roiProjections,
    social: socialImpactMetrics,
    internetPercent: pilot.infrastructure.internetPercent,
    childAges: CHILD_AGES,
  };
  const checks = {
    steps: verificationSteps,
    audits: auditSchedule,
    contacts: transparencyContacts,
  };
  return { hero, financial, budgetActual, impact, checks };
}

/**
 * The transparency hub (spec §2): headline figures, five tabs (the fifth, budget against actual,
 * beside the spec's four), open data and the next steps. The plan's figures are read here and
 * handed to the parts beside the village's ledger.
 */
export function TransparencyView({ village }: ViewProps) {
  const { t } = requestWords();
  const { ledger } = village;
  const { hero, financial, budgetActual, impact, checks } = hubPlan();
  return (
    <>
      <TransparencyHero ledger={ledger} plan={hero} />
      <div className="container-page py-10">
        <Tabs
          label={t("transparency.tabs.label")}
          defaultValue="financial"
          items={[
            {
              value: "financial",
              label: t("transparency.tabs.financial"),
              content: (
                <FinancialTab
                  ledger={ledger}
                  actuals={village.actuals}
                  plan={financial}
                  categories={budgetCategoriesOf(ledger)}
                />
              ),
            },
            {
              value: "budget",
              label: t("transparency.tabs.budgetActual"),
              content: (
                <BudgetActualTab
                  ledger={ledger}
                  plan={budgetActual}
                  comparison={budgetVsActualOf(ledger)}
                />
              ),
            },
            {
              value: "progress",
              label: t("transparency.tabs.progress"),
              content: <ProgressTab ledger={ledger} metrics={progressMetricsOf(ledger)} />,
            },
            {
              value: "impact",
              label: t("transparency.tabs.impact"),
              content: <ImpactTab ledger={ledger} impact={impact} />,
            },
            {
              value: "verification",
              label: t("transparency.tabs.verification"),
              content: <VerificationTab ledger={ledger} items={checks} />,
            },
          ]}
        />
      </div>
      <OpenData village={village} total={TOTAL_INVESTMENT} />
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
