import { Check } from "lucide-react";
import { AlsoGiven } from "@/components/also-given";
import { Badge } from "@/components/ui/badge";
import { Card, CardDescription, CardTitle } from "@/components/ui/card";
import { Section } from "@/components/ui/section";
import { formatLakh } from "@/lib/format";
import type { MessageKey } from "@/lib/messages";
import { phaseById, phaseProgressSummary, type DashboardPhase } from "@/content/dashboard";
import type { PartProps } from "@/lib/page";
import { spanWords, type PlanSpan } from "@/lib/programme-span";
import { requestWords } from "@/lib/request-language";

/** A phase as the home page shows it: its year budget and the four things it does. */
export interface HomePhase {
  id: DashboardPhase["phase"];
  budget: number;
  items: string[];
}

interface HomePhasesProps extends PartProps {
  homePhases: readonly HomePhase[];
  /** The village's phases with their status, from its ledger. */
  phases: readonly DashboardPhase[];
  years: number;
  /** The year budgets added up, set beside the plan's other readings of the total. */
  yearBudgetsTotal: number;
  /** The plan's first and last month. */
  span: PlanSpan;
}

/**
 * The three phases (id="timeline"). Budgets are the home page's year reading, 48.7 / 23.5 / 21 lakh
 * (content/budget.ts YEAR_BUDGETS_HOME), kept apart from the 93 / 35 / 35 lakh phase budgets.
 */
export function HomePhases({
  ledger,
  span,
  homePhases,
  phases,
  years,
  yearBudgetsTotal,
}: HomePhasesProps) {
  const { lang, t } = requestWords();
  return (
    <Section
      id="timeline"
      title={t("home.timeline.title", { phases: homePhases.length, years })}
      description={t("home.timeline.description", {
        ...phaseProgressSummary(phases),
        ...spanWords(lang, span),
      })}
    >
      <ol className="grid gap-4 md:grid-cols-3">
        {homePhases.map((phase) => (
          <li key={phase.id}>
            <Card className="flex h-full flex-col">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <span className="text-sm font-semibold text-primary">{t(`${phase.id}.label`)}</span>
                <Badge tone="neutral">
                  {t("home.timeline.status", { status: phaseById(phase.id, phases).status })}
                </Badge>
              </div>
              <CardTitle className="mt-2 text-xl">{t(`${phase.id}.title`)}</CardTitle>
              <CardDescription>{t(`${phase.id}.description`)}</CardDescription>
              <ul className="mt-4 flex-1 space-y-2">
                {phase.items.map((item) => (
                  <li key={item} className="flex gap-2 text-sm">
                    <Check aria-hidden className="mt-0.5 size-4 shrink-0 text-primary" />
                    {t(`${phase.id}.item.${item}` as MessageKey)}
                  </li>
                ))}
              </ul>
              <p className="mt-4 flex items-baseline justify-between gap-2 border-t pt-3 text-sm">
                <span className="text-muted-foreground">{t("home.timeline.budget")}</span>
                <span className="text-lg font-bold tabular-nums">
                  {formatLakh(phase.budget, lang, 1)}
                </span>
              </p>
            </Card>
          </li>
        ))}
      </ol>
      <AlsoGiven
        ledger={ledger}
        measure="investment.total"
        shown={yearBudgetsTotal}
        sum
        className="mt-3"
      />
    </Section>
  );
}
