import { NextSteps } from "@/components/next-steps";
import { RiskMatrix } from "@/components/risk/risk-matrix";
import { RiskTable } from "@/components/risk/risk-table";
import { Card } from "@/components/ui/card";
import { PageHero, Section } from "@/components/ui/section";
import { Stat, StatGrid } from "@/components/ui/stat";
import { CONTINGENCY_PERCENT } from "@/content/budget";
import { countWith, riskFigures, risks } from "@/content/risks";
import { formatNumber, formatPercent } from "@/lib/format";
import { definePage } from "@/lib/page";
import { requestWords } from "@/lib/request-language";
import type { ViewProps } from "@/lib/page";

/** The risk management matrix: the timeline's risk register as a page of its own. */
function RiskManagementView({ village: { ledger } }: ViewProps) {
  const { lang, t } = requestWords();
  const register = { risks, figures: riskFigures };
  return (
    <>
      <PageHero
        title={t("route.risk-management.title")}
        description={t("risk-management.hero.description")}
      >
        <StatGrid>
          <Stat label={t("risk-management.stat.total")} value={formatNumber(risks.length, lang)} />
          <Stat
            label={t("risk-management.stat.highImpact")}
            value={formatNumber(countWith("impact", "High"), lang)}
          />
          <Stat
            label={t("risk-management.stat.highProbability")}
            value={formatNumber(countWith("probability", "High"), lang)}
          />
          <Stat
            label={t("risk-management.stat.reserve")}
            value={formatPercent(CONTINGENCY_PERCENT, lang)}
          />
        </StatGrid>
      </PageHero>
      <Section
        id="matrix"
        title={t("risk-management.matrix.title")}
        description={t("risk-management.matrix.description")}
      >
        <Card className="max-w-2xl">
          <RiskMatrix register={register} />
        </Card>
      </Section>
      <Section
        id="register"
        title={t("risk-management.table.title")}
        description={t("risk-management.table.description")}
      >
        <RiskTable ledger={ledger} register={register} />
      </Section>
      <NextSteps
        title={t("risk-management.links.title")}
        sectionClassName="border-t"
        arrows="all"
        list
        links={[
          { path: "/implementation-timeline", label: t("route.implementation-timeline.title") },
        ]}
      />
    </>
  );
}

const page = definePage("risk-management", RiskManagementView);
export default page.Page;
export const generateMetadata = page.generateMetadata;
