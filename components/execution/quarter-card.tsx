import { Card } from "@/components/ui/card";
import { StatusBadge } from "@/components/ui/status-badge";
import { roadmapStatus } from "@/content/execution/schema";
import { ProgressBar } from "@/components/ui/progress-bar";
import { formatBudget, formatPercent, formatQuarter } from "@/lib/format";
import { KpiList } from "./kpi-list";
import type { ExecutionLabels } from "./labels";
import type { QuarterText } from "./roadmap-text";
import { requestWords } from "@/lib/request-language";

interface QuarterCardProps {
  quarter: QuarterText;
  title: string;
  labels: ExecutionLabels;
}

/** One quarter of a plan: status, progress, budget, deliverables, milestones and KPIs. */
export function QuarterCard({ quarter, title, labels }: QuarterCardProps) {
  const { lang } = requestWords();
  const progress = formatPercent(quarter.progress, lang);
  // "Q4 2025" in English; in words in Hindi and Chhattisgarhi, as the impact and dashboard pages.
  const name = formatQuarter(quarter.quarter, lang);
  const status = roadmapStatus(quarter.progress);
  return (
    <Card className="flex h-full flex-col">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="text-sm font-semibold text-primary">{name}</span>
        <StatusBadge kind="roadmap" status={status}>
          {status === "in-progress" ? labels.inProgress : labels.planned}
        </StatusBadge>
      </div>
      <h3 className="mt-2 text-lg leading-snug font-semibold">{title}</h3>
      <dl className="mt-3 grid grid-cols-2 gap-3 text-sm">
        <div>
          <dt className="text-muted-foreground">{labels.budget}</dt>
          <dd className="font-semibold tabular-nums">{formatBudget(quarter.budget, lang)}</dd>
        </div>
        <div>
          <dt className="text-muted-foreground">{labels.progress}</dt>
          <dd className="font-semibold tabular-nums">{progress}</dd>
        </div>
      </dl>
      <ProgressBar
        className="mt-2"
        label={labels.progressLabel(name, progress)}
        value={quarter.progress}
      />
      <p className="mt-4 text-sm font-semibold">{labels.deliverables}</p>
      <ul className="mt-1 list-disc space-y-1 pl-5 text-sm">
        {quarter.deliverables.map((item) => (
          <li key={item.key}>{item.text}</li>
        ))}
      </ul>
      <p className="mt-4 text-sm font-semibold">{labels.milestones}</p>
      <ul className="mt-1 list-disc space-y-1 pl-5 text-sm">
        {quarter.milestones.map((item) => (
          <li key={item.key}>{item.text}</li>
        ))}
      </ul>
      <p className="mt-4 mb-2 text-sm font-semibold">{labels.kpis}</p>
      <KpiList kpis={quarter.kpis} labels={labels} />
    </Card>
  );
}
