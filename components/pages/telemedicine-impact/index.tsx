import { Activity, Ambulance, Baby, Video, type LucideIcon } from "lucide-react";
import { FactCard } from "@/components/impact/fact-card";
import { formatFigure } from "@/components/impact/format-figure";
import { ImpactHero } from "@/components/impact/impact-hero";
import { ImpactLinks } from "@/components/impact/impact-links";
import { MetricGrid, MetricTile } from "@/components/impact/metric-tile";
import { StoryGrid } from "@/components/impact/story-card";
import { Section } from "@/components/ui/section";
import {
  metrics,
  outcomes,
  services,
  stories,
  TOTAL_ANNUAL_SAVINGS,
} from "@/content/impact-pages/telemedicine";
import { formatThousands } from "@/lib/format";
import type { Lang } from "@/lib/i18n";
import { translator } from "@/lib/messages";
import { definePage } from "@/lib/page";
import { Savings } from "./savings";

const serviceIcons: Record<(typeof services)[number]["id"], LucideIcon> = {
  video: Video,
  emergency: Ambulance,
  chronic: Activity,
  maternal: Baby,
};

function TelemedicineImpactView({ lang }: { lang: Lang }) {
  const t = translator(lang);
  const target = (id: (typeof metrics)[number]["id"]) => {
    const m = metrics.find((x) => x.id === id)!;
    return formatFigure({ value: m.target, unit: m.unit }, lang, t);
  };
  return (
    <>
      <ImpactHero
        title={t("route.telemedicine-impact.title")}
        description={t("telemedicine-impact.hero.description")}
        t={t}
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
        description={t("impact-pages.metrics.note")}
      >
        <MetricGrid>
          {metrics.map((m) => (
            <MetricTile
              key={m.id}
              label={t(`telemedicine-impact.metric.${m.id}`)}
              metric={m}
              lang={lang}
              t={t}
            />
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
              description={s.description}
              facts={s.stats.map((stat) => ({
                id: stat.label,
                label: stat.label,
                value: stat.value,
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
              facts={[
                { id: "before", label: t("telemedicine-impact.outcome.before"), value: o.before },
                { id: "after", label: t("telemedicine-impact.outcome.after"), value: o.after },
                {
                  id: "improvement",
                  label: t("telemedicine-impact.outcome.improvement"),
                  value: o.improvement,
                },
              ]}
            >
              <p className="text-muted-foreground text-sm">{o.description}</p>
            </FactCard>
          ))}
        </div>
      </Section>

      <Section
        id="savings"
        title={t("telemedicine-impact.savings.title")}
        description={t("telemedicine-impact.savings.description")}
      >
        <Savings lang={lang} t={t} />
      </Section>

      <Section id="stories" title={t("telemedicine-impact.stories.title")}>
        <StoryGrid stories={stories} t={t} />
      </Section>

      <ImpactLinks current="telemedicine-impact" lang={lang} t={t} />
    </>
  );
}

const page = definePage("telemedicine-impact", TelemedicineImpactView);
export default page.Page;
export const generateMetadata = page.generateMetadata;
