import { BookOpen, Briefcase, Landmark, Stethoscope, type LucideIcon } from "lucide-react";
import { FactCard } from "@/components/impact/fact-card";
import { formatFigure } from "@/components/impact/format-figure";
import { ImpactHero } from "@/components/impact/impact-hero";
import { ImpactLinks } from "@/components/impact/impact-links";
import { MetricGrid, MetricTile } from "@/components/impact/metric-tile";
import { formatTimeline, PhaseTimeline } from "@/components/impact/phase-timeline";
import { Section } from "@/components/ui/section";
import {
  benefits,
  HOTSPOTS,
  HOUSEHOLD_COVERAGE,
  metrics,
  PEAK_SPEED,
  phasesOf,
  specCards,
  STARLINK_BUDGET,
  STARLINK_PAGE_INVESTMENT,
  UPTIME,
} from "@/content/impact-pages/starlink";
import { definePage, type ViewProps } from "@/lib/page";
import { SpecCards } from "./spec-cards";
import { formatQuarter } from "@/lib/format";
import { AsOf } from "@/components/programme/as-of";
import { requestWords } from "@/lib/request-language";

const benefitIcons: Record<(typeof benefits)[number]["id"], LucideIcon> = {
  learning: BookOpen,
  health: Stethoscope,
  livelihoods: Briefcase,
  services: Landmark,
};

function StarlinkImpactView({ village: { ledger } }: ViewProps) {
  const { lang, t } = requestWords();
  const phases = phasesOf(ledger);
  const fig = (f: Parameters<typeof formatFigure>[0]) => formatFigure(f, lang, t);
  return (
    <>
      <ImpactHero
        ledger={ledger}
        title={t("route.starlink-impact.title")}
        description={t("starlink-impact.hero.description")}
        stats={[
          { id: "speed", label: t("starlink-impact.hero.speed"), value: fig(PEAK_SPEED) },
          { id: "hotspots", label: t("starlink-impact.stat.hotspots"), value: fig(HOTSPOTS) },
          { id: "uptime", label: t("starlink-impact.stat.uptime"), value: fig(UPTIME) },
          {
            id: "households",
            label: t("starlink-impact.stat.households"),
            value: fig(HOUSEHOLD_COVERAGE),
          },
        ]}
      />

      <Section
        id="metrics"
        title={t("starlink-impact.metrics.title")}
        description={t("impact-pages.metrics.note", { now: ledger.stageArg })}
      >
        <MetricGrid>
          {metrics.map((m) => (
            <MetricTile key={m.id} label={t(`starlink-impact.metric.${m.id}`)} metric={m} />
          ))}
        </MetricGrid>
      </Section>

      <Section id="benefits" title={t("starlink-impact.benefits.title")}>
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {benefits.map((b) => (
            <FactCard
              key={b.id}
              icon={benefitIcons[b.id]}
              title={t(`starlink-impact.benefit.${b.id}`)}
              description={t(`starlink-impact.benefit.${b.id}.description`)}
            />
          ))}
        </div>
      </Section>

      <Section
        id="rollout"
        title={t("starlink-impact.phases.title", { count: phases.length })}
        description={t("starlink-impact.phases.description", {
          now: ledger.stageArg,
          quarter: formatQuarter(STARLINK_BUDGET.timeline, lang),
        })}
      >
        <PhaseTimeline
          phases={phases.map((p) => ({
            ...p,
            title: t(`starlink-impact.phase.${p.id}`),
            description: t(`starlink-impact.phase.${p.id}.description`),
            timeline: formatTimeline(p.timeline, t, lang),
          }))}
        />
        <AsOf ledger={ledger} className="mt-3" />
      </Section>

      <Section id="specifications" title={t("starlink-impact.specs.title")}>
        <SpecCards ledger={ledger} cards={specCards} investment={STARLINK_PAGE_INVESTMENT} />
      </Section>

      <ImpactLinks current="starlink-impact" />
    </>
  );
}

const page = definePage("starlink-impact", StarlinkImpactView);
export default page.Page;
export const generateMetadata = page.generateMetadata;
