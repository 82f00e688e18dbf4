import { Card, CardTitle } from "@/components/ui/card";
import { Section } from "@/components/ui/section";
import type { qualityStandards } from "@/content/quality";
import { formatNumber } from "@/lib/format";
import { requestWords } from "@/lib/request-language";

/** The four deployment standards of spec §9, with how each is measured. */
export function QualityStandards({
  standards: s,
  scores,
}: {
  standards: typeof qualityStandards;
  /** What a check scores when it passes, and when it warns. */
  scores: { full: number; warning: number };
}) {
  const { lang, t } = requestWords();
  const n = (value: number) => formatNumber(value, lang);
  const items = [
    {
      id: "overall",
      value: { score: n(s.overallScore) },
      text: { full: n(scores.full), warning: n(scores.warning) },
    },
    { id: "critical", value: { count: n(s.criticalIssues) }, text: {} },
    { id: "api", value: { ms: n(s.apiResponseMs) }, text: {} },
    { id: "mobile", value: { score: n(s.mobileScore) }, text: {} },
  ] as const;
  return (
    <Section
      id="standards"
      title={t("quality-check.standards.title")}
      description={t("quality-check.standards.description")}
    >
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {items.map((item) => (
          <Card key={item.id}>
            <CardTitle className="text-base text-muted-foreground">
              {t(`quality-check.standards.${item.id}.label`)}
            </CardTitle>
            <p className="mt-1 text-3xl font-bold text-primary tabular-nums">
              {t(`quality-check.standards.${item.id}.value`, item.value)}
            </p>
            <p className="mt-2 text-sm text-muted-foreground">
              {t(`quality-check.standards.${item.id}.text`, item.text)}
            </p>
          </Card>
        ))}
      </div>
    </Section>
  );
}
