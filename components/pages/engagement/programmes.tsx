import type { EngagementActivity } from "@/content/engagement/activities";
import { Card, CardDescription, CardTitle } from "@/components/ui/card";
import { Section } from "@/components/ui/section";
import type { EngagementVarsProps } from "./engagement-vars";
import { StatusBadge } from "@/components/ui/status-badge";
import { levelKey } from "./level-key";
import { requestWords } from "@/lib/request-language";

/** Planned engagement programmes: who takes part, how often, and the impact intended. */
export function Programmes({
  vars,
  engagementActivities,
}: EngagementVarsProps & { engagementActivities: readonly EngagementActivity[] }) {
  const { t } = requestWords();
  return (
    <Section
      id="programmes"
      title={t("engagement.programmes.title")}
      description={t("engagement.programmes.description", vars)}
    >
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {engagementActivities.map((a) => (
          <li key={a.id}>
            <Card className="h-full">
              <div className="flex items-start justify-between gap-2">
                <CardTitle>{t(`engagement.activity.${a.id}`)}</CardTitle>
                <StatusBadge kind="engagement" status={a.engagement}>
                  {t(levelKey(a.engagement))}
                </StatusBadge>
              </div>
              <CardDescription>
                {t(`engagement.activity.${a.id}.description`, vars)}
              </CardDescription>
              <dl className="mt-3 space-y-2 text-sm">
                {(["participants", "frequency", "impact"] as const).map((key) => (
                  <div key={key}>
                    <dt className="font-semibold">{t(`engagement.programmes.${key}`)}</dt>
                    <dd className="text-muted-foreground">
                      {t(`engagement.activity.${a.id}.${key}`, vars)}
                    </dd>
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
