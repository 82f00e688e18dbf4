import { FigureNotes } from "@/components/figure-notes";
import { formatFigure } from "@/components/impact/format-figure";
import { ImpactHero } from "@/components/impact/impact-hero";
import { ImpactLinks } from "@/components/impact/impact-links";
import { MetricGrid, MetricTile } from "@/components/impact/metric-tile";
import { StoryGrid } from "@/components/impact/story-card";
import { Section } from "@/components/ui/section";
import {
  AI_LAB_BUDGET,
  aiLessonsBeganOf,
  facilities,
  metrics,
  programmes,
  projections,
  stories,
} from "@/content/impact-pages/ai-lab";
import { definePage, type ViewProps } from "@/lib/page";
import { Programmes } from "./programmes";
import { Projections } from "./projections";
import { formatDate, formatQuarter } from "@/lib/format";
import { AlsoGiven } from "@/components/also-given";
import { requestWords } from "@/lib/request-language";

function AiLabImpactView({ village: { ledger } }: ViewProps) {
  const { lang, t } = requestWords();
  const lessonsBegan = aiLessonsBeganOf(ledger);
  const metric = (id: (typeof metrics)[number]["id"]) => metrics.find((m) => m.id === id)!;
  const facility = (id: (typeof facilities)[number]["id"]) => facilities.find((f) => f.id === id)!;
  const target = (m: { target: number; unit: Parameters<typeof formatFigure>[0]["unit"] }) =>
    formatFigure({ value: m.target, unit: m.unit }, lang, t);
  return (
    <>
      <ImpactHero
        ledger={ledger}
        title={t("route.ai-lab-impact.title")}
        description={t("ai-lab-impact.hero.description")}
        notes={
          <FigureNotes
            ledger={ledger}
            figures={[{ measure: "plan.computers", shown: facility("workstations").target }]}
          />
        }
        stats={[
          {
            id: "students",
            label: t("ai-lab-impact.hero.students"),
            value: target(metric("students")),
          },
          {
            id: "courses",
            label: t("ai-lab-impact.hero.courses"),
            value: target(metric("courses")),
          },
          {
            id: "computers",
            label: t("ai-lab-impact.hero.computers"),
            value: target(facility("workstations")),
          },
          {
            id: "backup",
            label: t("ai-lab-impact.hero.backup"),
            value: target(facility("backup")),
          },
        ]}
      />

      <Section
        id="metrics"
        title={t("ai-lab-impact.metrics.title")}
        description={t("impact-pages.metrics.note", { now: ledger.stageArg })}
      >
        <MetricGrid>
          {metrics.map((m) => (
            <MetricTile key={m.id} label={t(`ai-lab-impact.metric.${m.id}`)} metric={m} />
          ))}
        </MetricGrid>
      </Section>

      <Section
        id="programmes"
        title={t("ai-lab-impact.programmes.title")}
        description={t("ai-lab-impact.programmes.description", {
          quarter: formatQuarter(AI_LAB_BUDGET.timeline, lang),
          now: ledger.stageArg,
          ...(lessonsBegan
            ? { lab: "open", date: formatDate(lessonsBegan, lang) }
            : { lab: "planned" }),
        })}
      >
        <Programmes programmes={programmes} />
      </Section>

      <Section
        id="facilities"
        title={t("ai-lab-impact.facilities.title")}
        description={t("ai-lab-impact.facilities.description")}
      >
        <MetricGrid columns={3}>
          {facilities.map((f) => (
            <MetricTile
              key={f.id}
              label={t(`ai-lab-impact.facility.${f.id}`)}
              metric={{ ...f, basis: "planning" }}
              description={t(`ai-lab-impact.facility.${f.id}.description`)}
            />
          ))}
        </MetricGrid>
        {facilities.map((f) => (
          <AlsoGiven
            ledger={ledger}
            key={f.id}
            measure={`ai-lab.${f.id}.target`}
            shown={f.target}
            className="mt-3"
          />
        ))}
      </Section>

      <Section id="stories" title={t("ai-lab-impact.stories.title")}>
        <StoryGrid
          stories={stories.map((s) => ({
            ...s,
            name: t(`ai-lab-impact.story.${s.id}.name`),
            role: t(`ai-lab-impact.story.${s.id}.role`),
            story: t(`ai-lab-impact.story.${s.id}.story`),
            hope: t(`ai-lab-impact.story.${s.id}.hope`),
          }))}
        />
      </Section>

      <Section
        id="projections"
        title={t("ai-lab-impact.projections.title")}
        description={t("ai-lab-impact.projections.description")}
      >
        <Projections projections={projections} />
      </Section>

      <ImpactLinks current="ai-lab-impact" />
    </>
  );
}

const page = definePage("ai-lab-impact", AiLabImpactView);
export default page.Page;
export const generateMetadata = page.generateMetadata;
