import { ProgressBar } from "@/components/ui/progress-bar";
import type { ExecutionLabels } from "./labels";
import { formatKpi, type KpiText } from "./roadmap-text";
import { requestWords } from "@/lib/request-language";

/** A quarter's KPIs, each with current against target as a labelled progress bar. */
export function KpiList({ kpis, labels }: { kpis: KpiText[]; labels: ExecutionLabels }) {
  const { lang } = requestWords();
  return (
    <ul className="space-y-3">
      {kpis.map((kpi) => {
        const value = labels.kpiValue(
          formatKpi(kpi.current, kpi.unit, lang),
          formatKpi(kpi.target, kpi.unit, lang),
        );
        return (
          <li key={kpi.key} className="text-sm">
            <div className="flex flex-wrap justify-between gap-x-3">
              <span>{kpi.label}</span>
              <span className="font-medium tabular-nums">{value}</span>
            </div>
            <ProgressBar
              className="mt-1.5"
              label={`${kpi.label}: ${value}`}
              value={kpi.current}
              max={kpi.target}
            />
          </li>
        );
      })}
    </ul>
  );
}
