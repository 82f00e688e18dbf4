import { ScrollBox } from "@/components/ui/scroll-box";
import type { ScalingPhase } from "@/content/scaling";
import { phaseDuration, phasePopulation, phaseVillages } from "./format-phase";
import { StatusBadge } from "@/components/ui/status-badge";
import { statusKey } from "./status-key";
import { requestWords } from "@/lib/request-language";

const head = "py-2 pe-3 font-medium";

/**
 * The scaling phases as a table: the text equivalent of the villages chart. Figures come first
 * so that at phone width they show before the table scrolls sideways to the durations.
 */
export function PhaseTable({ scalingPhases }: { scalingPhases: readonly ScalingPhase[] }) {
  const { lang, t } = requestWords();
  return (
    <ScrollBox className="mt-6">
      <table className="w-full min-w-[34rem] text-start text-sm">
        <caption className="sr-only">{t("scaling.table.caption")}</caption>
        <thead className="border-b text-muted-foreground">
          <tr>
            <th scope="col" className={`${head} text-start`}>
              {t("scaling.table.phase")}
            </th>
            <th scope="col" className={`${head} text-end`}>
              {t("scaling.table.villages")}
            </th>
            <th scope="col" className={`${head} text-end`}>
              {t("scaling.table.population")}
            </th>
            <th scope="col" className={`${head} text-start`}>
              {t("scaling.table.status")}
            </th>
            <th scope="col" className={`${head} text-start`}>
              {t("scaling.table.duration")}
            </th>
          </tr>
        </thead>
        <tbody>
          {scalingPhases.map((phase) => (
            <tr key={phase.id} className="border-b last:border-0">
              <th scope="row" className="py-2 pe-3 text-start font-medium">
                {t(`scaling.phase.${phase.id}`)}
              </th>
              <td className="py-2 pe-3 text-end whitespace-nowrap tabular-nums">
                {phaseVillages(phase, lang)}
              </td>
              <td className="py-2 pe-3 text-end whitespace-nowrap tabular-nums">
                {phasePopulation(phase, lang)}
              </td>
              <td className="py-2 pe-3">
                <StatusBadge kind="scaling" status={phase.status}>
                  {t(statusKey(phase.status))}
                </StatusBadge>
              </td>
              <td className="py-2">{phaseDuration(phase, lang, t)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollBox>
  );
}
