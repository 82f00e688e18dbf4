import type { EngagementStep } from "@/content/engagement/steps";
import { Card, CardTitle } from "@/components/ui/card";
import { ProgressBar } from "@/components/ui/progress-bar";
import { Section } from "@/components/ui/section";
import { formatNumber, formatPercent } from "@/lib/format";
import { StatusBadge } from "@/components/ui/status-badge";
import { levelKey } from "./level-key";
import { requestWords } from "@/lib/request-language";

/** The engagement steps: five of them, how far through each is, and what we ask to hear back. */
export function EngagementSteps({
  engagementSteps,
  phases,
}: {
  engagementSteps: readonly EngagementStep[];
  /** How many phases the plan has, which a step's description names. */
  phases: number;
}) {
  const { lang, t } = requestWords();
  return (
    <Section
      id="journey"
      title={t("engagement.journey.title")}
      description={t("engagement.journey.description", { count: engagementSteps.length })}
    >
      <ol className="grid gap-4 md:grid-cols-2 xl:grid-cols-5">
        {engagementSteps.map((s) => {
          const title = t(`engagement.journey.${s.id}`);
          const progress = t("engagement.journey.progress", {
            percent: formatPercent(s.completion, lang),
          });
          return (
            <li key={s.id}>
              <Card className="flex h-full flex-col">
                <p className="text-sm font-semibold text-primary">
                  {t("engagement.journey.step", { n: formatNumber(s.step, lang) })}
                </p>
                <CardTitle className="mt-1">{title}</CardTitle>
                <p className="mt-2 text-sm text-muted-foreground">
                  {t(`engagement.journey.${s.id}.description`, { phases })}
                </p>
                <ProgressBar
                  className="mt-4"
                  value={s.completion}
                  label={`${title}: ${progress}`}
                />
                <p className="mt-1 text-xs text-muted-foreground">{progress}</p>
                <p className="mt-3 flex flex-wrap items-center gap-2 text-xs">
                  <span className="text-muted-foreground">{t("engagement.journey.level")}:</span>
                  <StatusBadge kind="engagement" status={s.engagement}>
                    {t(levelKey(s.engagement))}
                  </StatusBadge>
                </p>
                <p className="mt-3 border-t pt-3 text-sm">
                  <span className="font-semibold">{t("engagement.journey.feedback")}: </span>
                  {t(`engagement.journey.${s.id}.feedback`)}
                </p>
              </Card>
            </li>
          );
        })}
      </ol>
    </Section>
  );
}
