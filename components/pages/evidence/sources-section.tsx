import { Card, CardTitle } from "@/components/ui/card";
import { Section } from "@/components/ui/section";
import { DATA_CAVEAT, dataSources } from "@/content/evidence";
import type { Translate } from "@/lib/messages";

/** Where the figures come from: the programme's own baseline work, described without embellishment. */
export function SourcesSection({ t }: { t: Translate }) {
  return (
    <Section id="sources" title={t("evidence.sources.title")}>
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        {dataSources.map((s) => (
          <Card key={s.id}>
            <CardTitle className="text-base">{t(`evidence.sources.${s.id}`)}</CardTitle>
            <p className="mt-3 text-sm font-semibold">{t("evidence.sources.covers")}</p>
            <ul className="text-muted-foreground mt-1 list-disc pl-5 text-sm">
              {s.covers.map((c) => (
                <li key={c}>{c}</li>
              ))}
            </ul>
            <p className="mt-3 text-sm">{s.method}</p>
          </Card>
        ))}
      </div>
      <p className="border-warning/40 bg-warning/10 mt-6 max-w-3xl rounded-lg border p-4 text-sm">
        {DATA_CAVEAT}
      </p>
    </Section>
  );
}
