import { ArrowDown, ArrowRight } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { ButtonLink } from "@/components/ui/button";
import { PageHero } from "@/components/ui/section";
import {
  CONTINGENCY_PERCENT,
  phases,
  planTotalAndLength,
  programme,
  TOTAL_INVESTMENT,
} from "@/content/budget";
import { INTERNET_MBPS } from "@/content/home/shared";
import { NATIONAL_VILLAGES } from "@/content/scaling";
import { HEALTHCARE_KM_BASELINE, village } from "@/content/village";
import {
  BASELINE_YEAR,
  DAY_ANCHOR,
  daySlots,
  finalLinks,
  joinCards,
  reasons,
  VISION_DAY,
  VISION_YEAR,
} from "@/content/vision";
import { formatDate } from "@/lib/format";
import { languages, localizePath } from "@/lib/i18n";
import { definePage, type ViewProps } from "@/lib/page";
import { DayInTheVillage } from "./day-in-the-village";
import { FinalCall } from "./final-call";
import { JoinTransformation } from "./join-transformation";
import { WhySucceed } from "./why-succeed";
import { stageArgs } from "@/lib/stage-args";
import { requestWords } from "@/lib/request-language";

/** The vision page: the second landing page, telling the village's future as a story. */
function VisionView({ village: { ledger } }: ViewProps) {
  const { lang, t } = requestWords();
  return (
    <>
      <PageHero
        eyebrow={
          <>
            <Badge tone="highlight">
              {t("vision.hero.badge", { date: formatDate(VISION_DAY, lang) })}
            </Badge>
            <Badge tone="info">
              {t("vision.hero.stage", {
                ...stageArgs(lang, ledger),
              })}
            </Badge>
          </>
        }
        title={t("route.initiatives.title")}
        description={t("vision.hero.description", {
          count: languages.length,
          year: VISION_YEAR,
          ...stageArgs(lang, ledger),
        })}
      >
        <div className="flex flex-wrap gap-3">
          {/* A plain in-page link: it scrolls to the story with or without JavaScript. */}
          <ButtonLink href={`#${DAY_ANCHOR}`} size="lg">
            {t("vision.hero.watch")}
            <ArrowDown aria-hidden />
          </ButtonLink>
          <ButtonLink href={localizePath("/our-plan", lang)} variant="outline" size="lg">
            {t("vision.hero.plan")}
            <ArrowRight aria-hidden />
          </ButtonLink>
        </div>
      </PageHero>
      <DayInTheVillage
        ledger={ledger}
        span={programme}
        day={VISION_DAY}
        slots={daySlots}
        baseline={{
          water: village.infrastructure.cleanWaterPercent,
          electricity: village.infrastructure.reliableElectricityPercent,
          km: HEALTHCARE_KM_BASELINE,
          income: village.economic.averageMonthlyIncome,
          speed: INTERNET_MBPS,
          households: village.population.households,
          year: BASELINE_YEAR,
        }}
      />
      <WhySucceed
        ledger={ledger}
        reasons={reasons}
        plan={{
          total: TOTAL_INVESTMENT,
          months: programme.months,
          contingency: CONTINGENCY_PERCENT,
          phases: phases.length,
        }}
        notes={planTotalAndLength}
      />
      <JoinTransformation ledger={ledger} cards={joinCards} villages={NATIONAL_VILLAGES} />
      <FinalCall links={finalLinks} />
    </>
  );
}

const page = definePage("initiatives", VisionView);
export default page.Page;
export const generateMetadata = page.generateMetadata;
