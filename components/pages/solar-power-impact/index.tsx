import { FigureNotes } from "@/components/figure-notes";
import { formatFigure } from "@/components/impact/format-figure";
import { ImpactHero } from "@/components/impact/impact-hero";
import { ImpactLinks } from "@/components/impact/impact-links";
import { MetricGrid, MetricTile } from "@/components/impact/metric-tile";
import { formatTimeline, PhaseTimeline } from "@/components/impact/phase-timeline";
import { StoryGrid } from "@/components/impact/story-card";
import { Section } from "@/components/ui/section";
import {
  ANNUAL_OUTPUT,
  components,
  LIFESPAN,
  metrics,
  PAYBACK,
  phasesOf,
  solarBoughtOf,
  SOLAR_BUDGET,
  stories,
  YEARS_AFTER_PAYBACK,
} from "@/content/impact-pages/solar";
import { village } from "@/content/village";
import { definePage, type ViewProps } from "@/lib/page";
import { Components } from "./components";
import { Gains } from "./gains";
import { Goals } from "./goals";
import { formatQuarter } from "@/lib/format";
import { AsOf } from "@/components/programme/as-of";
import { AlsoGiven } from "@/components/also-given";
import { requestWords } from "@/lib/request-language";

function SolarPowerImpactView({ village: { ledger } }: ViewProps) {
  const { lang, t } = requestWords();
  const target = (id: (typeof metrics)[number]["id"]) => {
    const m = metrics.find((x) => x.id === id)!;
    return formatFigure({ value: m.target, unit: m.unit }, lang, t);
  };
  return (
    <>
      <ImpactHero
        ledger={ledger}
        title={t("route.solar-power-impact.title")}
        description={t("solar-power-impact.hero.description")}
        notes={
          <FigureNotes
            ledger={ledger}
            figures={[
              { measure: "plan.solarKw", shown: metrics.find((x) => x.id === "capacity")!.target },
            ]}
          />
        }
        stats={[
          {
            id: "capacity",
            label: t("solar-power-impact.hero.capacity"),
            value: target("capacity"),
          },
          {
            id: "output",
            label: t("solar-power-impact.hero.output"),
            value: formatFigure(ANNUAL_OUTPUT, lang, t),
          },
          { id: "storage", label: t("solar-power-impact.hero.storage"), value: target("storage") },
          {
            id: "payback",
            label: t("solar-power-impact.hero.payback"),
            value: formatFigure(PAYBACK, lang, t),
          },
        ]}
      />

      <Section
        id="metrics"
        title={t("solar-power-impact.metrics.title")}
        description={t("impact-pages.metrics.note", { now: ledger.stageArg })}
      >
        <MetricGrid>
          {metrics.map((m) => (
            <MetricTile key={m.id} label={t(`solar-power-impact.metric.${m.id}`)} metric={m} />
          ))}
        </MetricGrid>
        {metrics.map((m) => (
          <AlsoGiven
            ledger={ledger}
            key={m.id}
            measure={`solar.metric.${m.id}.target`}
            shown={m.target}
            className="mt-3"
          />
        ))}
      </Section>

      <Section id="components" title={t("solar-power-impact.components.title")}>
        <Components components={components} />
      </Section>

      <Gains
        ledger={ledger}
        metrics={metrics}
        figures={{
          annualOutput: ANNUAL_OUTPUT,
          payback: PAYBACK,
          lifespan: LIFESPAN,
          yearsAfterPayback: YEARS_AFTER_PAYBACK,
        }}
        budget={SOLAR_BUDGET}
        electricityToday={village.infrastructure.reliableElectricityPercent}
      />

      <Section
        id="phases"
        title={t("solar-power-impact.phases.title")}
        description={t("solar-power-impact.phases.description", {
          bought: solarBoughtOf(ledger) ? "yes" : "no",
          quarter: formatQuarter(SOLAR_BUDGET.timeline, lang),
        })}
      >
        <PhaseTimeline
          phases={phasesOf(ledger).map((p) => ({
            ...p,
            title: t(`solar-power-impact.phase.${p.id}`),
            description: t(`solar-power-impact.phase.${p.id}.description`),
            timeline: formatTimeline(p.timeline, t, lang),
          }))}
        />
        <AsOf ledger={ledger} className="mt-3" />
      </Section>

      <Section id="goals" title={t("solar-power-impact.goals.title")}>
        <Goals metrics={metrics} lifespan={LIFESPAN} />
      </Section>

      <Section id="stories" title={t("solar-power-impact.stories.title")}>
        <StoryGrid
          stories={stories.map((s) => ({
            ...s,
            name: t(`solar-power-impact.story.${s.id}.name`),
            role: t(`solar-power-impact.story.${s.id}.role`),
            story: t(`solar-power-impact.story.${s.id}.story`),
            hope: t(`solar-power-impact.story.${s.id}.hope`),
          }))}
        />
      </Section>

      <ImpactLinks current="solar-power-impact" />
    </>
  );
}

const page = definePage("solar-power-impact", SolarPowerImpactView);
export default page.Page;
export const generateMetadata = page.generateMetadata;
