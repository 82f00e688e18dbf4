import { CircleCheck, CircleDashed } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Card, CardTitle } from "@/components/ui/card";
import { ProgressBar } from "@/components/ui/progress-bar";
import { Section } from "@/components/ui/section";
import type { TimelinePhase } from "@/content/timeline";
import { formatBudget, formatDate, formatMonthSpan, formatNumber } from "@/lib/format";
import { languages } from "@/lib/i18n";
import { translator } from "@/lib/messages";
import { StatusBadge } from "@/components/ui/status-badge";
import { cn } from "@/lib/utils";
import { requestWords } from "@/lib/request-language";

// List keys stay the English text, as before the words moved to the dictionaries.
const en = translator("en");
/** The milestones count the site's languages (AI lessons in each). */
const milestoneValues = { languages: languages.length };

function PhaseCard({ phase }: { phase: TimelinePhase }) {
  const { lang, t } = requestWords();
  const title = t(`timeline.phases.${phase.id}`);
  const completion = formatNumber(phase.completion, lang);
  return (
    <Card className="flex h-full flex-col gap-4">
      <div>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <span className="text-sm font-semibold text-primary">{phase.year}</span>
          <StatusBadge kind="timeline" status={phase.status}>
            {t(`timeline.status.${phase.status}`)}
          </StatusBadge>
        </div>
        <CardTitle className="mt-2">{title}</CardTitle>
        <p className="text-sm text-muted-foreground">{formatMonthSpan(phase.period, lang, true)}</p>
      </div>
      <div>
        <ProgressBar
          value={phase.completion}
          label={t("timeline.phases.completion", { title, completion })}
        />
        <p className="mt-1 text-sm text-muted-foreground">
          {t("timeline.phases.percent", { completion })}
        </p>
      </div>
      <p className="text-sm">{t(`timeline.phases.${phase.id}.description`)}</p>
      <dl className="grid grid-cols-2 gap-3">
        <div className="rounded-lg bg-muted p-3">
          <dt className="text-xs text-muted-foreground">{t("timeline.phases.budget")}</dt>
          <dd className="text-lg font-bold tabular-nums">{formatBudget(phase.budget, lang)}</dd>
        </div>
        <div className="rounded-lg bg-muted p-3">
          <dt className="text-xs text-muted-foreground">{t("timeline.phases.beneficiaries")}</dt>
          <dd className="text-lg font-bold tabular-nums">
            {t("timeline.phases.people", { count: formatNumber(phase.beneficiaries, lang) })}
          </dd>
        </div>
      </dl>
      <div>
        <h4 className="text-sm font-semibold">{t("timeline.phases.goals")}</h4>
        <ul className="mt-1 list-disc space-y-1 pl-5 text-sm text-muted-foreground">
          {phase.keyGoals.map((goal) => (
            <li key={en(`timeline.phases.goal.${goal}`)}>{t(`timeline.phases.goal.${goal}`)}</li>
          ))}
        </ul>
      </div>
      <div>
        <h4 className="text-sm font-semibold">{t("timeline.phases.milestones")}</h4>
        <ul className="mt-2 space-y-2 text-sm">
          {phase.milestones.map((m) => {
            const Icon = m.completed ? CircleCheck : CircleDashed;
            return (
              <li
                key={en(`timeline.phases.milestone.${m.id}`, milestoneValues)}
                className="flex flex-wrap items-start gap-2"
                data-milestone={m.id}
                data-completed={m.completed}
              >
                <Icon
                  aria-hidden
                  className={cn(
                    "mt-0.5 size-4 shrink-0",
                    m.completed ? "text-success" : "text-muted-foreground",
                  )}
                />
                <span className="min-w-0 flex-1">
                  {t(`timeline.phases.milestone.${m.id}`, milestoneValues)}
                  <span className="sr-only">
                    {" "}
                    ({m.completed ? t("timeline.phases.done") : t("timeline.phases.notYetAchieved")}
                    )
                  </span>
                  {m.achievedOn && (
                    <span className="block text-xs text-muted-foreground">
                      {t("timeline.phases.achieved", { date: formatDate(m.achievedOn, lang) })}
                    </span>
                  )}
                </span>
                <Badge tone={m.priority === "high" ? "warning" : "neutral"}>
                  {t(`timeline.phases.priority.${m.priority}`)}
                </Badge>
              </li>
            );
          })}
        </ul>
      </div>
    </Card>
  );
}

/** Three yearly phase cards with the 93/35/35 lakh phase budgets, statuses from the ledger. */
export function YearlyPhases({ phases }: { phases: readonly TimelinePhase[] }) {
  const { t } = requestWords();
  return (
    <Section
      id="phases"
      title={t("timeline.phases.title")}
      description={t("timeline.phases.description", { count: phases.length })}
    >
      <ol className="grid gap-4 lg:grid-cols-3">
        {phases.map((phase) => (
          <li key={phase.id}>
            <PhaseCard phase={phase} />
          </li>
        ))}
      </ol>
    </Section>
  );
}
