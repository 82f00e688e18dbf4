import { FigureNotes } from "@/components/figure-notes";
import { Badge } from "@/components/ui/badge";
import { Card, CardTitle } from "@/components/ui/card";
import { Section } from "@/components/ui/section";
import type { QuarterMilestone } from "@/content/impact-milestones";
import { quarterStatus, type QuarterStatus } from "@/content/timeline-quarters";
import { formatBudget, formatQuarter } from "@/lib/format";
import { translator, type MessageKey, type MessageValues } from "@/lib/messages";
import type { PartProps } from "@/lib/page";
import { requestWords } from "@/lib/request-language";

const statusKey: Record<QuarterStatus, MessageKey> = {
  upcoming: "impact.status.upcoming",
  active: "implementation-timeline.status.inProgress",
  ended: "timeline.status.ended",
};

// List keys stay the English text, as before the words moved to the dictionaries.
const english = translator("en");

interface MilestonesProps extends PartProps {
  quarters: QuarterMilestone[];
  /** The plan's figures its activities' words name, formatted for the page and in English. */
  planVars: { shown: MessageValues; english: MessageValues };
  /** The plan's computers and solar kW, whose notes the section carries. */
  planItems: { computers: number; solarKw: number };
}

/**
 * Quarterly milestones from the monthly plan, its activities in the timeline's words, each
 * Upcoming, In progress or Ended as the as-of date places it (never Completed: nothing records
 * that a quarter's plan was done).
 */
export function MilestonesSection({ ledger, quarters, planVars, planItems }: MilestonesProps) {
  const { lang, t } = requestWords();
  return (
    <Section
      id="milestones"
      title={t("impact.milestones.title")}
      description={t("impact.milestones.description")}
    >
      <ol className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {quarters.map((q) => (
          <li key={q.quarter}>
            <Card className="h-full">
              <div className="flex items-center justify-between gap-2">
                <CardTitle>{formatQuarter(q.quarter, lang)}</CardTitle>
                <Badge tone="neutral">{t(statusKey[quarterStatus(q.quarter, ledger)])}</Badge>
              </div>
              <p className="mt-1 text-sm text-muted-foreground">
                {t("impact.milestones.budget")}:{" "}
                <span className="font-semibold text-foreground tabular-nums">
                  {formatBudget(q.budget, lang)}
                </span>
              </p>
              <ul className="mt-3 list-disc space-y-1 pl-5 text-sm">
                {q.activities.map((id) => (
                  <li key={english(`implementation-timeline.plan.${id}.title`, planVars.english)}>
                    {t(`implementation-timeline.plan.${id}.title`, planVars.shown)}
                  </li>
                ))}
              </ul>
            </Card>
          </li>
        ))}
      </ol>
      <FigureNotes
        ledger={ledger}
        figures={[
          { measure: "plan.computers", shown: planItems.computers },
          { measure: "plan.solarKw", shown: planItems.solarKw },
        ]}
      />
    </Section>
  );
}
