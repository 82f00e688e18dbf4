import { engagementActivities } from "@/content/engagement/activities";
import { Card, CardDescription, CardTitle } from "@/components/ui/card";
import { Section } from "@/components/ui/section";
import type { Translate } from "@/lib/messages";
import { LevelBadge } from "./level-badge";

/** Planned engagement programmes: who takes part, how often, and the impact intended. */
export function Programmes({ t }: { t: Translate }) {
  return (
    <Section
      id="programmes"
      title={t("engagement.programmes.title")}
      description={t("engagement.programmes.description")}
    >
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {engagementActivities.map((a) => (
          <li key={a.id}>
            <Card className="h-full">
              <div className="flex items-start justify-between gap-2">
                <CardTitle>{t(`engagement.activity.${a.id}`)}</CardTitle>
                <LevelBadge level={a.engagement} t={t} />
              </div>
              <CardDescription>{a.description}</CardDescription>
              <dl className="mt-3 space-y-2 text-sm">
                {(
                  [
                    ["participants", a.participants],
                    ["frequency", a.frequency],
                    ["impact", a.impact],
                  ] as const
                ).map(([key, value]) => (
                  <div key={key}>
                    <dt className="font-semibold">{t(`engagement.programmes.${key}`)}</dt>
                    <dd className="text-muted-foreground">{value}</dd>
                  </div>
                ))}
              </dl>
            </Card>
          </li>
        ))}
      </ul>
    </Section>
  );
}
