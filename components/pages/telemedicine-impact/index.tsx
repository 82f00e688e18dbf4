import { Activity, Ambulance, Baby, Video, type LucideIcon } from "lucide-react";
import { FactCard } from "@/components/impact/fact-card";
import { formatFigure } from "@/components/impact/format-figure";
import { ImpactHero } from "@/components/impact/impact-hero";
import { ImpactLinks } from "@/components/impact/impact-links";
import { MetricGrid, MetricTile } from "@/components/impact/metric-tile";
import { StoryGrid } from "@/components/impact/story-card";
import { Section } from "@/components/ui/section";
import {
  HEALTH_LITERACY,
  metrics,
  outcomes,
  savings,
  services,
  stories,
  TOTAL_ANNUAL_SAVINGS,
} from "@/content/impact-pages/telemedicine";
import { HEALTHCARE_KM_BASELINE } from "@/content/village";
import { formatNumber, formatPercent, formatThousands } from "@/lib/format";
import { translator } from "@/lib/messages";
import { definePage, type ViewProps } from "@/lib/page";
import { Savings } from "./savings";
import { AlsoGiven } from "@/components/also-given";
import { requestWords } from "@/lib/request-language";

const serviceIcons: Record<(typeof services)[number]["id"], LucideIcon> = {
  video: Video,
  emergency: Ambulance,
  chronic: Activity,
  maternal: Baby,
};

const en = translator("en");

function TelemedicineImpactView({ village: { ledger } }: ViewProps) {
  const { lang, t } = requestWords();
  const target = (id: (typeof metrics)[number]["id"]) => {
    const m = metrics.find((x) => x.id === id)!;
    return formatFigure({ value: m.target, unit: m.unit }, lang, t);
  };
  /** The figures the outcomes' words carry, formatted for the language. */
  const outcomeVars = {
    km: formatNumber(HEALTHCARE_KM_BASELINE, lang),
    baseline: formatPercent(HEALTH_LITERACY.baseline, lang),
    target: formatPercent(HEALTH_LITERACY.target, lang),
    points: formatNumber(HEALTH_LITERACY.target - HEALTH_LITERACY.baseline, lang),
  };
  return (
    <>
      <ImpactHero
        ledger={ledger}
        title={t("route.telemedicine-impact.title")}
        description={t("telemedicine-impact.hero.description")}
        stats={[
          {
            id: "open",
            label: t("telemedicine-impact.hero.open"),
            value: t("telemedicine-impact.hero.openValue"),
          },
          {
            id: "consultations",
            label: t("telemedicine-impact.hero.consultations"),
            value: target("consultations"),
          },
          {
            id: "response",
            label: t("telemedicine-impact.hero.response"),
            value: target("emergency"),
          },
          {
            id: "savings",
            label: t("telemedicine-impact.hero.savings"),
            value: formatThousands(TOTAL_ANNUAL_SAVINGS, lang),
          },
        ]}
      />

      <Section
        id="metrics"
        title={t("telemedicine-impact.metrics.title")}
        description={t("impact-pages.metrics.note", { now: ledger.stageArg })}
      >
        <MetricGrid>
          {metrics.map((m) => (
            <MetricTile key={m.id} label={t(`telemedicine-impact.metric.${m.id}`)} metric={m} />
          ))}
        </MetricGrid>
      </Section>

      <Section id="services" title={t("telemedicine-impact.services.title")}>
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {services.map((s) => (
            <FactCard
              key={s.id}
              icon={serviceIcons[s.id]}
              title={t(`telemedicine-impact.service.${s.id}`)}
              description={t(`telemedicine-impact.service.${s.id}.description`)}
              facts={s.stats.map((stat) => ({
                // Keyed by the English label, as the pages have always been rendered.
                id: en(`telemedicine-impact.serviceStat.${stat}.label`),
                label: t(`telemedicine-impact.serviceStat.${stat}.label`),
                value: t(`telemedicine-impact.serviceStat.${stat}.value`),
              }))}
            />
          ))}
        </div>
      </Section>

      <Section
        id="outcomes"
        title={t("telemedicine-impact.outcomes.title")}
        description={t("telemedicine-impact.outcomes.description")}
      >
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {outcomes.map((o) => (
            <FactCard
              key={o.id}
              title={t(`telemedicine-impact.outcome.${o.id}`)}
              facts={(["before", "after", "improvement"] as const).map((field) => ({
                id: field,
                label: t(`telemedicine-impact.outcome.${field}`),
                value: t(`telemedicine-impact.outcome.${o.id}.${field}`, outcomeVars),
              }))}
            >
              <p className="text-sm text-muted-foreground">
                {t(`telemedicine-impact.outcome.${o.id}.description`)}
              </p>
            </FactCard>
          ))}
        </div>
        {/* The outcomes start from the baseline's distance to healthcare. */}
        <AlsoGiven
          ledger={ledger}
          measure="baseline.healthcare"
          shown={HEALTHCARE_KM_BASELINE}
          className="mt-3"
        />
      </Section>

      <Section
        id="savings"
        title={t("telemedicine-impact.savings.title")}
        description={t("telemedicine-impact.savings.description")}
      >
        <Savings savings={savings} total={TOTAL_ANNUAL_SAVINGS} />
      </Section>

      <Section id="stories" title={t("telemedicine-impact.stories.title")}>
        <StoryGrid
          stories={stories.map((s) => ({
            ...s,
            name: t(`telemedicine-impact.story.${s.id}.name`),
            role: t(`telemedicine-impact.story.${s.id}.role`),
            story: t(`telemedicine-impact.story.${s.id}.story`),
            hope: t(`telemedicine-impact.story.${s.id}.hope`),
          }))}
        />
      </Section>

      <ImpactLinks current="telemedicine-impact" />
    </>
  );
}

const page = definePage("telemedicine-impact", TelemedicineImpactView);
export default page.Page;
export const generateMetadata = page.generateMetadata;
