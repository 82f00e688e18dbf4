import { FigureNotes } from "@/components/figure-notes";
import { Badge } from "@/components/ui/badge";
import { Card } from "@/components/ui/card";
import type { ActivityId, MonthWithStatus, PlanStatus } from "@/content/implementation";
import { formatBudget, formatMonth, formatNumber, formatPercent } from "@/lib/format";
import type { Lang } from "@/lib/i18n";
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

/** The figures the plan's sentences name: households surveyed, kits, computers, kW, contingency %. */
export type PlanFigures = Record<
  "households" | "kits" | "computers" | "kw" | "contingency",
  number
>;

/** What every month card of the plan counts and weighs, the same for each month. */
export interface MonthFigures {
  figures: PlanFigures;
  /** How many KPIs a review deliverable counts. */
  kpis: number;
  /** Each activity's budget summed over the whole monthly plan, by id. */
  budgets: Readonly<Record<string, number>>;
  /** What an activity's sentences count of the skills cohorts enrolled before it, by id. */
  cohorts: Readonly<Record<string, { earlier?: number }>>;
}

/** What a month's phase gives its cards: its place in the plan and its items' notes. */
export interface MonthPhase {
  number: number;
  /** A Phase 1 item's sum over the monthly plan, for the note against the dashboard's figure. */
  notes: Readonly<Partial<Record<ActivityId, { measure: string; shown: number }>>>;
}

/** The plan's figures formatted for the `{placeholders}` of its sentences. */
function planVars(figures: PlanFigures, lang: Lang): Record<keyof PlanFigures, string> {
  return {
    households: formatNumber(figures.households, lang),
    kits: formatNumber(figures.kits, lang),
    computers: formatNumber(figures.computers, lang),
    kw: formatNumber(figures.kw, lang),
    contingency: formatPercent(figures.contingency, lang),
  };
}

/** One month of the plan: its budget, status and activities with deliverables, risks and mitigation. */
export function MonthCard({
  entry,
  ledger,
  phase,
  plan,
}: {
  entry: MonthWithStatus;
  ledger: Ledger;
  phase: MonthPhase;
  plan: MonthFigures;
}) {
  const { lang, t } = requestWords();
  // The lab's and the grid's items state the plan's computers and kW in their words.
  const planFiguresOf = (id: string) =>
    id === "aiLab"
      ? [{ measure: "plan.computers", shown: plan.figures.computers }]
      : id === "solarGrid"
        ? [{ measure: "plan.solarKw", shown: plan.figures.kw }]
        : [];
  // A review deliverable counts the KPIs; "the rest of {year}" is the year of this month.
  const vars = { ...planVars(plan.figures, lang), kpis: plan.kpis, year: entry.month.slice(0, 4) };
  // A later skills cohort's deliverables count the cohorts before it.
  const lineVars = (id: ActivityId) => ({ ...vars, ...plan.cohorts[id] });
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
              shown={plan.budgets[a.id]!}
            />
            <AlsoGiven ledger={ledger} measure={`initiative.${a.id}.phase`} shown={phase.number} />
            <Phase1ItemNote ledger={ledger} note={phase.notes[a.id]} />
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
function Phase1ItemNote({
  note,
  ledger,
}: {
  note: MonthPhase["notes"][ActivityId];
  ledger: Ledger;
}) {
  return note ? <AlsoGiven ledger={ledger} measure={note.measure} shown={note.shown} /> : null;
}
