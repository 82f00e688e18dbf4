import { FigureNotes } from "@/components/figure-notes";
import { Badge } from "@/components/ui/badge";
import { Card, CardTitle } from "@/components/ui/card";
import { ProgressBar } from "@/components/ui/progress-bar";
import { Section } from "@/components/ui/section";
import type { EducationRoadmapPhase } from "@/content/education";
import { formatMonthSpan, formatNumber, formatPercent } from "@/lib/format";
import type { PartProps } from "@/lib/page";
import { stageArgs } from "@/lib/stage-args";
import { requestWords } from "@/lib/request-language";

interface RoadmapProps extends PartProps {
  /** The phases with the status and completion the ledger gives the timeline phase each follows. */
  roadmap: EducationRoadmapPhase[];
  literacyTarget: number;
  /** How many age groups the milestones speak of. */
  groupCount: number;
}

/** Three roadmap phases on the programme calendar, each with its timeline phase's status and completion. */
export function Roadmap({ ledger, roadmap, literacyTarget, groupCount }: RoadmapProps) {
  const { lang, t } = requestWords();
  return (
    <Section
      id="roadmap"
      title={t("education.roadmap.title")}
      description={t("education.roadmap.description", {
        count: roadmap.length,
        ...stageArgs(lang, ledger),
      })}
    >
      <ol className="grid gap-4 lg:grid-cols-3">
        {roadmap.map((phase) => {
          const title = t(`education.roadmap.${phase.phase}`);
          return (
            <li key={phase.phase}>
              <Card className="flex h-full flex-col gap-3">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <span className="text-sm text-muted-foreground">
                    {formatMonthSpan(phase.period, lang, true)}
                  </span>
                  <Badge tone="info">
                    {t("education.roadmap.status", { status: phase.status })}
                  </Badge>
                </div>
                <CardTitle>{title}</CardTitle>
                <ProgressBar
                  value={phase.progress}
                  label={t("education.roadmap.progress", {
                    title,
                    progress: formatNumber(phase.progress, lang),
                  })}
                />
                <p className="text-sm text-muted-foreground">
                  {t("education.roadmap.percent", { progress: formatNumber(phase.progress, lang) })}
                </p>
                <div>
                  <h4 className="text-sm font-semibold">{t("education.roadmap.activities")}</h4>
                  <ul className="mt-1 list-disc space-y-1 pl-5 text-sm text-muted-foreground">
                    {phase.activities
                      .map((id) => t(`education.roadmap.activity.${id}`))
                      .map((a) => (
                        <li key={a}>{a}</li>
                      ))}
                  </ul>
                </div>
                <div>
                  <h4 className="text-sm font-semibold">{t("education.roadmap.milestones")}</h4>
                  <ul className="mt-1 list-disc space-y-1 pl-5 text-sm text-muted-foreground">
                    {phase.milestones
                      .map((id) =>
                        t(`education.roadmap.milestone.${id}`, {
                          target: formatPercent(literacyTarget, lang),
                          groups: groupCount,
                        }),
                      )
                      .map((m) => (
                        <li key={m}>{m}</li>
                      ))}
                  </ul>
                </div>
              </Card>
            </li>
          );
        })}
      </ol>
      <FigureNotes
        ledger={ledger}
        figures={[{ measure: "target.literacy", shown: literacyTarget }]}
      />
    </Section>
  );
}
