import { BarChart } from "@/components/ui/bar-chart";
import { Card, CardTitle } from "@/components/ui/card";
import type { BudgetPhase } from "@/content/budget";
import type { FocusId } from "@/content/implementation";
import {
  formatBudget,
  formatCrore,
  formatMonthSpan,
  formatNumber,
  formatPercent,
} from "@/lib/format";
import { translator } from "@/lib/messages";
import { requestWords } from "@/lib/request-language";

const phaseFill: Record<BudgetPhase["id"], string> = {
  phase1: "fill-chart-1",
  phase2: "fill-chart-3",
  phase3: "fill-chart-2",
};

// List keys stay the English text, as before the words moved to the dictionaries.
const english = translator("en");

export interface PhaseOverviewProps {
  /** Each phase with its share of the total in whole percent and what it focuses on. */
  phases: readonly (BudgetPhase & { share: number; focus: readonly FocusId[] })[];
  /** What the phase budgets add up to. */
  total: number;
}

/** Phase Overview tab: the three phases (93/35/35 lakh) and the phase-split chart. */
export function PhaseOverview({ phases, total }: PhaseOverviewProps) {
  const { lang, t } = requestWords();
  return (
    <div className="space-y-8">
      <div className="grid gap-4 md:grid-cols-3">
        {phases.map((p) => (
          <Card key={p.id} className="flex flex-col">
            <CardTitle>{t(`implementation-timeline.phase.${p.id}`)}</CardTitle>
            <dl className="mt-4 grid grid-cols-2 gap-3 text-sm">
              <div>
                <dt className="text-muted-foreground">
                  {t("implementation-timeline.phase.budget")}
                </dt>
                <dd className="text-2xl font-bold tabular-nums">{formatBudget(p.budget, lang)}</dd>
              </div>
              <div>
                <dt className="text-muted-foreground">
                  {t("implementation-timeline.phase.share")}
                </dt>
                <dd className="text-2xl font-bold tabular-nums">{formatPercent(p.share, lang)}</dd>
              </div>
              <div className="col-span-2">
                <dt className="text-muted-foreground">
                  {t("implementation-timeline.phase.period")}
                </dt>
                <dd className="font-medium">
                  {formatMonthSpan(p.period, lang, true)} ·{" "}
                  {t("implementation-timeline.phase.months", { n: formatNumber(p.months, lang) })}
                </dd>
              </div>
            </dl>
            <h4 className="mt-4 text-sm font-semibold">
              {t("implementation-timeline.phase.focus")}
            </h4>
            <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-muted-foreground">
              {p.focus.map((id) => (
                <li key={english(`implementation-timeline.focus.${id}`)}>
                  {t(`implementation-timeline.focus.${id}`)}
                </li>
              ))}
            </ul>
          </Card>
        ))}
      </div>
      {/* relative + overflow-hidden keep BarChart's sr-only table from widening the page at 360 px. */}
      <Card className="relative overflow-hidden">
        <BarChart
          title={t("implementation-timeline.phase.chartTitle")}
          labelHeading={t("implementation-timeline.phase.chartPhase")}
          valueHeading={t("implementation-timeline.phase.chartBudget")}
          data={phases.map((p) => ({
            label: t(`implementation-timeline.phase.${p.id}`),
            value: p.budget,
            valueLabel: `${formatBudget(p.budget, lang)} (${formatPercent(p.share, lang)})`,
            fillClassName: phaseFill[p.id],
          }))}
        />
        <p className="mt-4 text-sm text-muted-foreground">
          {t("implementation-timeline.phase.total", {
            count: phases.length,
            total: formatCrore(total, lang, 2),
          })}
        </p>
      </Card>
    </div>
  );
}
