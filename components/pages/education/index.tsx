import { NextSteps } from "@/components/next-steps";
import { PageHero } from "@/components/ui/section";
import { Stat, StatGrid } from "@/components/ui/stat";
import {
  AGE_RANGE,
  EDUCATION_INVESTMENT,
  LITERACY_TARGET,
  STUDENTS,
  ageGroups,
  educationSpentOf,
  roadmapOf,
  teachingMethods,
} from "@/content/education";
import { formatBudget, formatNumber, formatPercent, formatRupees } from "@/lib/format";
import { definePage, type ViewProps } from "@/lib/page";
import { AgeGroups } from "./age-groups";
import { Methods } from "./methods";
import { Roadmap } from "./roadmap";
import { StageBadge } from "@/components/programme/stage-badge";
import { AlsoGiven } from "@/components/also-given";
import { requestWords } from "@/lib/request-language";

/** The education programme: 540 students aged 3-18 towards a 100% literacy target. */
function EducationView({ village: { ledger } }: ViewProps) {
  const { lang, t } = requestWords();
  const spent = educationSpentOf(ledger);
  const ages = { min: formatNumber(AGE_RANGE.min, lang), max: formatNumber(AGE_RANGE.max, lang) };
  return (
    <>
      <PageHero
        eyebrow={<StageBadge ledger={ledger} tone="info" />}
        title={t("route.education.title")}
        description={t("education.hero.description")}
      >
        <h2 className="sr-only">{t("education.hero.figures")}</h2>
        <StatGrid>
          <Stat
            label={t("education.hero.students")}
            value={formatNumber(STUDENTS, lang)}
            hint={
              <>
                {t("education.hero.ages", ages)}
                <AlsoGiven ledger={ledger} measure="population.children" shown={STUDENTS} />
              </>
            }
          />
          <Stat
            label={t("education.hero.literacy")}
            value={formatPercent(LITERACY_TARGET, lang)}
            hint={
              <>
                {t("education.hero.literacyHint")}
                <AlsoGiven ledger={ledger} measure="target.literacy" shown={LITERACY_TARGET} />
              </>
            }
          />
          <Stat
            label={t("education.hero.investment")}
            value={formatBudget(EDUCATION_INVESTMENT, lang)}
            hint={t("education.hero.investmentHint", {
              spent: spent > 0 ? "some" : "none",
              amount: formatRupees(spent, lang),
            })}
          />
          <Stat
            label={t("education.hero.groups")}
            value={formatNumber(ageGroups.length, lang)}
            hint={t("education.hero.groupsHint", { count: ageGroups.length })}
          />
        </StatGrid>
      </PageHero>
      <AgeGroups
        ledger={ledger}
        groups={ageGroups}
        students={STUDENTS}
        literacyTarget={LITERACY_TARGET}
      />
      <Methods methods={teachingMethods} />
      <Roadmap
        ledger={ledger}
        roadmap={roadmapOf(ledger)}
        literacyTarget={LITERACY_TARGET}
        groupCount={ageGroups.length}
      />
      <NextSteps
        id="support"
        title={t("education.links.title")}
        description={t("education.links.description")}
        size="lg"
        links={[
          { path: "/investment", label: t("education.links.support") },
          { path: "/dashboard-v2", label: t("education.links.track") },
        ]}
      />
    </>
  );
}

const page = definePage("education", EducationView);
export default page.Page;
export const generateMetadata = page.generateMetadata;
