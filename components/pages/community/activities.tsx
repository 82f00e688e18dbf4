import { FigureNotes } from "@/components/figure-notes";
import { Badge } from "@/components/ui/badge";
import { Card, CardTitle } from "@/components/ui/card";
import { Section } from "@/components/ui/section";
import type { EngagementActivity } from "@/content/community";
import { formatNumber } from "@/lib/format";
import { translator } from "@/lib/messages";
import { stageArgs } from "@/lib/stage-args";
import { requestWords } from "@/lib/request-language";
import type { PartProps } from "@/lib/page";

interface ActivitiesProps extends PartProps {
  activities: EngagementActivity[];
  /** The village's children, the parents' meetings' participants, whose note the section carries. */
  childCount: number;
}

/** The meetings where villagers will steer the programme once it starts. */
export function Activities({ ledger, activities, childCount }: ActivitiesProps) {
  const { lang, t } = requestWords();
  // Keyed by the English title, as before the words moved, so the English page stays byte-identical.
  const en = translator("en");
  return (
    <Section
      id="activities"
      title={t("community.activities.title")}
      description={t("community.activities.description", {
        ...stageArgs(lang, ledger),
      })}
    >
      <ul className="grid gap-4 md:grid-cols-2 lg:grid-cols-3">
        {activities.map((item) => {
          const n = item.participants === undefined ? "" : formatNumber(item.participants, lang);
          const fields = [
            [
              "frequency",
              "community.activities.frequency",
              t(`community.frequency.${item.frequency}`),
            ],
            [
              "participation",
              "community.activities.participation",
              t(`community.activity.${item.id}.participation`, { n }),
            ],
            ["focus", "community.activities.focus", t(`community.activity.${item.id}.focus`)],
            ["impact", "community.activities.impact", t(`community.activity.${item.id}.impact`)],
          ] as const;
          return (
            <li key={en(`community.activity.${item.id}.title`)}>
              <Card className="h-full">
                <div className="flex flex-wrap items-start justify-between gap-2">
                  <CardTitle>{t(`community.activity.${item.id}.title`)}</CardTitle>
                  <Badge tone="info">{t("community.activities.planned")}</Badge>
                </div>
                <dl className="mt-3 grid gap-2 text-sm">
                  {fields.map(([field, key, value]) => (
                    <div key={field}>
                      <dt className="font-semibold">{t(key)}</dt>
                      <dd className="text-muted-foreground">{value}</dd>
                    </div>
                  ))}
                </dl>
              </Card>
            </li>
          );
        })}
      </ul>
      <FigureNotes
        ledger={ledger}
        figures={[{ measure: "population.children", shown: childCount }]}
      />
    </Section>
  );
}
