import { FigureNotes } from "@/components/figure-notes";
import { Badge } from "@/components/ui/badge";
import { Card } from "@/components/ui/card";
import {
  planFigures,
  planVars,
  type ActivityId,
  type MonthWithStatus,
  type PlanStatus,
} from "@/content/implementation";
import { cohortFigures } from "@/content/implementation/cohorts";
import { kpis } from "@/content/kpis";
import { phaseNumber } from "@/content/budget";
import { monthlyPlanBudgets } from "@/content/figures/sums";
import { impliedBy } from "@/content/figures/plan-model";
import { phase1MeasureOf } from "@/content/figures/plan-model/items";
import { formatBudget, formatMonth } from "@/lib/format";
import { translator, type MessageKey } from "@/lib/messages";
import { AlsoGiven } from "@/components/also-given";
import { requestWords } from "@/lib/request-language";
import type { Ledger } from "@/lib/programme";

export const statusKey: Record<PlanStatus, MessageKey> = {
  Planned: "implementation-timeline.status.planned",
  "In Progress": "implementation-timeline.status.inProgress",
  Ended: "timeline.status.ended",
};

const statusTone = { Planned: "neutral", "In Progress": "info", Ended: "neutral" } as const;

// List keys stay the English text, as before the words moved to the dictionaries.
const english = translator("en");

/** One month of the plan: its budget, status and activities with deliverables, risks and mitigation. */
export function MonthCard({ entry, ledger }: { entry: MonthWithStatus; ledger: Ledger }) {
  const { lang, t } = requestWords();
  // The lab's and the grid's items state the plan's computers and kW in their words.
  const planFiguresOf = (id: string) =>
    id === "aiLab"
      ? [{ measure: "plan.computers", shown: planFigures.computers }]
      : id === "solarGrid"
        ? [{ measure: "plan.solarKw", shown: planFigures.kw }]
        : [];
  // A review deliverable counts the KPIs; "the rest of {year}" is the year of this month.
  const vars = { ...planVars(lang), kpis: kpis.length, year: entry.month.slice(0, 4) };
  // A later skills cohort's deliverables count the cohorts before it.
  const lineVars = (id: ActivityId) => ({ ...vars, ...cohortFigures(id) });
  return (
    <Card className="p-4 sm:p-5">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h4 className="text-lg font-semibold">{formatMonth(entry.month, lang)}</h4>
        <div className="flex items-center gap-2">
          <span className="text-sm font-semibold tabular-nums">
            <span className="sr-only">{t("implementation-timeline.monthly.budget")}: </span>
            {formatBudget(entry.budget, lang)}
          </span>
          <Badge tone={statusTone[entry.status]}>{t(statusKey[entry.status])}</Badge>
        </div>
      </div>
      <ul className="mt-3 space-y-4">
        {entry.activities.map((a) => (
          <li
            key={english(`implementation-timeline.plan.${a.id}.title`, vars)}
            className="border-t pt-3 first:border-t-0 first:pt-0"
          >
            <p className="flex flex-wrap justify-between gap-x-3 font-medium">
              <span>{t(`implementation-timeline.plan.${a.id}.title`, vars)}</span>
              <span className="text-muted-foreground tabular-nums">
                {formatBudget(a.budget, lang)}
              </span>
            </p>
            <AlsoGiven
              ledger={ledger}
              measure={`initiative.${a.id}.budget`}
              shown={monthlyPlanBudgets.find((b) => b.id === a.id)!.budget}
            />
            <AlsoGiven
              ledger={ledger}
              measure={`initiative.${a.id}.phase`}
              shown={phaseNumber(entry.phase)}
            />
            <Phase1ItemNote ledger={ledger} id={a.id} phase={entry.phase} />
            <FigureNotes ledger={ledger} figures={planFiguresOf(a.id)} />
            <dl className="mt-2 space-y-2 text-sm">
              <div>
                <dt className="font-semibold">
                  {t("implementation-timeline.monthly.deliverables")}
                </dt>
                <dd>
                  <ul className="list-disc pl-5 text-muted-foreground">
                    {a.deliverables.map((d) => (
                      <li key={english(`implementation-timeline.deliverable.${d}`, lineVars(a.id))}>
                        {t(`implementation-timeline.deliverable.${d}`, lineVars(a.id))}
                      </li>
                    ))}
                  </ul>
                </dd>
              </div>
              <div>
                <dt className="font-semibold">{t("implementation-timeline.monthly.risks")}</dt>
                <dd className="text-muted-foreground">
                  {t(`implementation-timeline.plan.${a.id}.risk`, vars)}
                </dd>
              </div>
              <div>
                <dt className="font-semibold">{t("implementation-timeline.monthly.mitigation")}</dt>
                <dd className="text-muted-foreground">
                  {t(`implementation-timeline.plan.${a.id}.mitigation`, vars)}
                </dd>
              </div>
            </dl>
          </li>
        ))}
      </ul>
    </Card>
  );
}

/** A Phase 1 item's sum over the monthly plan, with the note against the dashboard's figure. */
function Phase1ItemNote({ id, phase, ledger }: { id: string; phase: string; ledger: Ledger }) {
  const measure = phase1MeasureOf("monthly", id, phase);
  if (!measure) return null;
  const shown = impliedBy("monthly", measure);
  return shown === undefined ? null : <AlsoGiven ledger={ledger} measure={measure} shown={shown} />;
}
