import { Card, CardTitle } from "@/components/ui/card";
import { Section } from "@/components/ui/section";
import type { qualitySchedule } from "@/content/quality";
import { formatNumber } from "@/lib/format";
import { requestWords } from "@/lib/request-language";

/** How often each check runs, and honestly what runs it. */
export function QualitySchedule({ schedule }: { schedule: typeof qualitySchedule }) {
  const { lang, t } = requestWords();
  const vars = {
    minutes: formatNumber(schedule.healthCheckMinutes, lang),
    seconds: formatNumber(schedule.autoRefreshSeconds, lang),
  };
  const items = [
    { id: "health", vars },
    {
      id: "audit",
      vars: { ...vars, minutes: formatNumber(schedule.fullAuditMinutes, lang) },
    },
    { id: "refresh", vars },
  ] as const;
  return (
    <Section
      id="schedule"
      title={t("quality-check.schedule.title")}
      description={t("quality-check.schedule.description")}
    >
      <div className="grid gap-4 md:grid-cols-3">
        {items.map((item) => (
          <Card key={item.id}>
            <CardTitle className="text-base text-muted-foreground">
              {t(`quality-check.schedule.${item.id}.label`)}
            </CardTitle>
            <p className="mt-1 text-2xl font-bold text-primary">
              {t(`quality-check.schedule.${item.id}.value`, item.vars)}
            </p>
            <p className="mt-2 text-sm text-muted-foreground">
              {t(`quality-check.schedule.${item.id}.text`, item.vars)}
            </p>
          </Card>
        ))}
      </div>
    </Section>
  );
}
