import { CircleDashed } from "lucide-react";
import { Card, CardTitle } from "@/components/ui/card";
import { Section } from "@/components/ui/section";
import type { QuarterMilestone } from "@/content/timeline-quarters";
import { formatNumber, formatQuarter } from "@/lib/format";
import { translator } from "@/lib/messages";
import { StatusBadge } from "@/components/ui/status-badge";
import { requestWords } from "@/lib/request-language";

export interface QuarterMilestonesProps {
  /** The quarters with their status in the village. */
  quarters: readonly QuarterMilestone[];
  /** The households the baseline survey counts, and how many transformation targets there are. */
  households: number;
  targets: number;
}

/** Four quarterly milestone cards, each 'Upcoming' with what it is planned to deliver. */
export function QuarterMilestones({ quarters, households, targets }: QuarterMilestonesProps) {
  const { lang, t } = requestWords();
  // List keys stay the English text, as before the words moved to the dictionaries.
  const en = translator("en");
  const vars = { households: formatNumber(households, lang), targets };
  return (
    <Section
      id="quarters"
      title={t("timeline.quarters.title")}
      description={t("timeline.quarters.description", { count: quarters.length })}
    >
      <ol className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {quarters.map((q) => (
          <li key={q.quarter}>
            <Card className="h-full">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <CardTitle>{formatQuarter(q.quarter, lang)}</CardTitle>
                <StatusBadge kind="timeline" status={q.status}>
                  {t(`timeline.status.${q.status}`)}
                </StatusBadge>
              </div>
              <h4 className="mt-3 text-sm font-semibold">{t("timeline.quarters.planned")}</h4>
              <ul className="mt-1 space-y-2 text-sm text-muted-foreground">
                {q.achievements.map((id) => (
                  <li
                    key={en(`timeline.quarters.item.${id}`, {
                      households: String(households),
                      targets,
                    })}
                    className="flex gap-2"
                  >
                    <CircleDashed aria-hidden className="mt-0.5 size-4 shrink-0" />
                    {t(`timeline.quarters.item.${id}`, vars)}
                  </li>
                ))}
              </ul>
            </Card>
          </li>
        ))}
      </ol>
    </Section>
  );
}
