import type { StrategyPhase } from "@/content/framework-strategy";
import { Badge } from "@/components/ui/badge";
import { Card, CardTitle } from "@/components/ui/card";
import { ProgressBar } from "@/components/ui/progress-bar";
import { Section } from "@/components/ui/section";
import { formatBudget, formatMonthSpan, formatNumber, formatPercent } from "@/lib/format";
import { phaseById, phaseProgressSummary, type DashboardPhase } from "@/content/dashboard";
import type { PartProps } from "@/lib/page";
import { AlsoGiven } from "@/components/also-given";
import { requestWords } from "@/lib/request-language";

export interface StrategyPhasesProps extends PartProps {
  /** The plan's phases, each with its share of the total budget in whole percent. */
  phases: readonly (StrategyPhase & { share: number })[];
  /** The dashboard's phases with their status in the village. */
  progress: readonly DashboardPhase[];
  /** The plan's length in months. */
  months: number;
}

/** The three phases the page gives, with each phase's focus and share of the budget. */
export function StrategyPhases({ ledger, phases, progress, months }: StrategyPhasesProps) {
  const { lang, t } = requestWords();
  return (
    <Section
      id="strategy"
      title={t("our-plan.strategy.title", { count: phases.length })}
      description={t("our-plan.strategy.description", {
        ...phaseProgressSummary(progress),
        count: phases.length,
        months: formatNumber(months, lang),
      })}
    >
      <ol className="grid gap-5 lg:grid-cols-3">
        {phases.map((phase, i) => {
          const share = formatPercent(phase.share, lang);
          return (
            <li key={phase.id}>
              <Card className="h-full">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <span className="text-sm font-semibold text-primary">
                    {t("our-plan.strategy.phase", { n: formatNumber(i + 1, lang) })}
                  </span>
                  <Badge>
                    {t("our-plan.strategy.planned", {
                      status: phaseById(phase.id, progress).status,
                    })}
                  </Badge>
                </div>
                <CardTitle className="mt-1 text-xl">{t(`our-plan.phase.${phase.id}`)}</CardTitle>
                <p className="text-sm text-muted-foreground">
                  {formatMonthSpan(phase.period, lang, true)} ·{" "}
                  {t("our-plan.strategy.months", { n: formatNumber(phase.months, lang) })}
                </p>
                <p className="mt-4 flex items-baseline justify-between gap-2 text-sm">
                  <span className="text-muted-foreground">{t("our-plan.strategy.budget")}</span>
                  <span className="text-xl font-bold tabular-nums">
                    {formatBudget(phase.budget, lang)}
                  </span>
                </p>
                <ProgressBar
                  className="mt-2"
                  value={phase.share}
                  label={`${t(`our-plan.phase.${phase.id}`)}: ${t("our-plan.strategy.share", { percent: share })}`}
                />
                <p className="mt-1 text-xs text-muted-foreground">
                  {t("our-plan.strategy.share", { percent: share })}
                </p>
                <h4 className="mt-4 text-sm font-semibold">{t("our-plan.strategy.focus")}</h4>
                <ul className="mt-2 list-disc space-y-1 ps-5 text-sm">
                  {phase.focus.map((f) => {
                    const text = t(`our-plan.focus.${f}`);
                    return <li key={text}>{text}</li>;
                  })}
                </ul>
              </Card>
            </li>
          );
        })}
      </ol>
      <AlsoGiven ledger={ledger} measure="plan.months" shown={months} className="mt-3" />
    </Section>
  );
}
