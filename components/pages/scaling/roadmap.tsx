import { Info } from "lucide-react";
import type { ScalingPhase } from "@/content/scaling";
import { Card, CardTitle } from "@/components/ui/card";
import { Section } from "@/components/ui/section";
import { formatNumber } from "@/lib/format";
import { phaseDuration, phasePopulation, phaseVillages } from "./format-phase";
import { StatusBadge } from "@/components/ui/status-badge";
import { statusKey } from "./status-key";
import { VillagesChart } from "./villages-chart";
import { stageArgs } from "@/lib/stage-args";
import { requestWords } from "@/lib/request-language";
import type { PartProps } from "@/lib/page";

interface RoadmapProps extends PartProps {
  scalingPhases: readonly ScalingPhase[];
  visionYears: number;
  /** The pilot village's population, from which the later phases' are estimated. */
  pilotPeople: number;
}

/** The 10-year roadmap: the four scaling phases, the chart of villages per phase and its table. */
export function Roadmap({ ledger, scalingPhases, visionYears, pilotPeople }: RoadmapProps) {
  const { lang, t } = requestWords();
  return (
    <Section
      id="roadmap"
      title={t("scaling.roadmap.title", { years: formatNumber(visionYears, lang) })}
      description={t("scaling.roadmap.description", { count: scalingPhases.length })}
    >
      <p className="mb-6 flex max-w-3xl gap-2 rounded-lg border border-warning/40 bg-warning/10 p-3 text-sm">
        <Info aria-hidden className="mt-0.5 size-4 shrink-0 text-warning" />
        <span>
          {t("scaling.roadmap.activeNote", {
            ...stageArgs(lang, ledger),
          })}
        </span>
      </p>
      <ol className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        {scalingPhases.map((phase, i) => (
          <li key={phase.id}>
            <Card
              className={
                phase.status === "Active"
                  ? "h-full border-success/60 ring-1 ring-success/30"
                  : "h-full"
              }
            >
              <div className="flex items-center justify-between gap-2">
                <span className="text-sm font-semibold text-muted-foreground">
                  {formatNumber(i + 1, lang)} · {phaseDuration(phase, lang, t)}
                </span>
                <StatusBadge kind="scaling" status={phase.status}>
                  {t(statusKey(phase.status))}
                </StatusBadge>
              </div>
              <CardTitle className="mt-2">{t(`scaling.phase.${phase.id}`)}</CardTitle>
              <dl className="mt-3 grid grid-cols-2 gap-2">
                <div>
                  <dt className="text-xs text-muted-foreground">{t("scaling.table.villages")}</dt>
                  <dd className="text-xl font-bold whitespace-nowrap tabular-nums">
                    {phaseVillages(phase, lang)}
                  </dd>
                </div>
                <div>
                  <dt className="text-xs text-muted-foreground">{t("scaling.table.population")}</dt>
                  <dd className="text-xl font-bold whitespace-nowrap tabular-nums">
                    {phasePopulation(phase, lang)}
                  </dd>
                </div>
              </dl>
              <p className="mt-3 text-sm text-muted-foreground">
                {t(`scaling.phase.${phase.id}.focus`)}
              </p>
            </Card>
          </li>
        ))}
      </ol>
      <p className="mt-3 text-xs text-muted-foreground">
        {t("scaling.roadmap.estimated", { count: formatNumber(pilotPeople, lang) })}
      </p>
      <div className="mt-8">
        <VillagesChart scalingPhases={scalingPhases} />
      </div>
    </Section>
  );
}
