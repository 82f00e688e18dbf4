import { Card, CardTitle } from "@/components/ui/card";
import { Section } from "@/components/ui/section";
import type { dataSources } from "@/content/evidence";
import { formatNumber } from "@/lib/format";
import { translator } from "@/lib/messages";
import { requestWords } from "@/lib/request-language";

/** Where the figures come from: the programme's own baseline work, described without embellishment. */
export function SourcesSection({
  sources,
  households,
  targetCount,
}: {
  sources: typeof dataSources;
  households: number;
  /** How many targets the follow-up covers. */
  targetCount: number;
}) {
  const { lang, t } = requestWords();
  // List keys stay the English words, as they were when the words lived in the content module.
  const en = translator("en");
  const covers = { targets: targetCount };
  return (
    <Section id="sources" title={t("evidence.sources.title")}>
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        {sources.map((s) => (
          <Card key={s.id}>
            <CardTitle className="text-base">{t(`evidence.sources.${s.id}`)}</CardTitle>
            <p className="mt-3 text-sm font-semibold">{t("evidence.sources.covers")}</p>
            <ul className="mt-1 list-disc pl-5 text-sm text-muted-foreground">
              {s.covers.map((c) => (
                <li key={en(`evidence.sources.cover.${c}`, covers)}>
                  {t(`evidence.sources.cover.${c}`, covers)}
                </li>
              ))}
            </ul>
            <p className="mt-3 text-sm">
              {t(`evidence.sources.${s.id}.method`, {
                households: formatNumber(households, lang),
              })}
            </p>
          </Card>
        ))}
      </div>
      <p className="mt-6 max-w-3xl rounded-lg border border-warning/40 bg-warning/10 p-4 text-sm">
        {t("evidence.sources.caveat")}
      </p>
    </Section>
  );
}
