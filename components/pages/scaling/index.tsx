import { NextSteps } from "@/components/next-steps";
import { Badge } from "@/components/ui/badge";
import { ButtonLink } from "@/components/ui/button";
import { PageHero, Section } from "@/components/ui/section";
import { Stat, StatGrid } from "@/components/ui/stat";
import { TierCards } from "@/components/partnership/tier-cards";
import { PER_PERSON_SCALING, perPersonInvestment } from "@/content/budget";
import { LITERACY_TARGET } from "@/content/education";
import { DISTRICT_PHASE_VILLAGES, partnershipTiers } from "@/content/partnerships";
import {
  costReduction,
  NATIONAL_VILLAGES,
  RURAL_PEOPLE,
  scalingPhases,
  successMetrics,
  VISION_YEARS,
} from "@/content/scaling";
import { village as pilot } from "@/content/village";
import { formatNumber } from "@/lib/format";
import { localizePath } from "@/lib/i18n";
import { definePage } from "@/lib/page";
import { NationalImpact, nationalFigures } from "./national-impact";
import { Roadmap } from "./roadmap";
import { SuccessMetrics } from "./success-metrics";
import { requestWords } from "@/lib/request-language";
import type { ViewProps } from "@/lib/page";

function ScalingView({ village: { ledger } }: ViewProps) {
  const { lang, t } = requestWords();
  const national = {
    villages: NATIONAL_VILLAGES,
    people: RURAL_PEOPLE,
    costAtScale: PER_PERSON_SCALING,
    pilotCost: perPersonInvestment(),
  };
  const f = nationalFigures(national, lang);
  const years = formatNumber(VISION_YEARS, lang);
  return (
    <>
      <PageHero
        eyebrow={<Badge tone="info">{t("scaling.hero.eyebrow", { years })}</Badge>}
        title={t("route.scaling.title")}
        description={t("scaling.hero.description")}
      >
        <StatGrid>
          <Stat label={t("scaling.national.villages")} value={f.villages} />
          <Stat label={t("scaling.national.people")} value={f.people} />
          <Stat
            label={t("scaling.national.vision")}
            value={t("scaling.national.years", { n: years })}
          />
          <Stat label={t("scaling.national.cost")} value={f.cost} />
        </StatGrid>
      </PageHero>
      <Roadmap
        ledger={ledger}
        scalingPhases={scalingPhases}
        visionYears={VISION_YEARS}
        pilotPeople={pilot.population.total}
      />
      <SuccessMetrics
        ledger={ledger}
        successMetrics={successMetrics}
        visionYears={VISION_YEARS}
        costReduction={costReduction()}
        literacyTarget={LITERACY_TARGET}
      />
      <Section
        id="partnership-tiers"
        title={t("scaling.tiers.title")}
        description={t("scaling.tiers.description", { count: partnershipTiers.length })}
      >
        <TierCards partnershipTiers={partnershipTiers} districtVillages={DISTRICT_PHASE_VILLAGES} />
        <ButtonLink
          href={localizePath("/partnership-ecosystem", lang)}
          variant="outline"
          className="mt-5"
        >
          {t("scaling.tiers.more")}
        </ButtonLink>
      </Section>
      <NationalImpact national={national} />
      <NextSteps
        id="next-steps"
        title={t("scaling.links.title")}
        size="lg"
        links={[
          { path: "/investment", label: t("scaling.links.invest") },
          { path: "/transparency-hub", label: t("scaling.links.transparency") },
          { path: "/evidence", label: t("scaling.links.evidence") },
          { path: "/villages", label: t("scaling.links.villages") },
        ]}
      />
    </>
  );
}

const page = definePage("scaling", ScalingView);
export default page.Page;
export const generateMetadata = page.generateMetadata;
