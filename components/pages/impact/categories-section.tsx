import { FigureNotes } from "@/components/figure-notes";
import { Card, CardTitle } from "@/components/ui/card";
import { Section } from "@/components/ui/section";
import type { ImpactGroup } from "@/content/impact";
import { translator } from "@/lib/messages";
import { formatImpactValue } from "./format-value";
import { requestWords } from "@/lib/request-language";
import type { PartProps } from "@/lib/page";

/** Impact categories (spec §3 'Impact group'): each a list of metric and value. */
export function CategoriesSection({ ledger, groups }: PartProps & { groups: ImpactGroup[] }) {
  const { lang, t } = requestWords();
  // Rows keyed by their English metric, as before the words moved, so the English page stays
  // byte-identical.
  const en = translator("en");
  return (
    <Section
      id="categories"
      title={t("impact.categories.title")}
      description={t("impact.categories.description")}
    >
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {groups.map((g) => (
          <Card key={g.id}>
            <CardTitle>{t(`impact.category.${g.id}`)}</CardTitle>
            <dl className="mt-3 divide-y text-sm">
              {g.items.map((item) => (
                <div
                  key={en(`impact.item.${item.id}`)}
                  className="flex items-baseline justify-between gap-3 py-2"
                >
                  <dt className="text-muted-foreground">{t(`impact.item.${item.id}`)}</dt>
                  <dd className="shrink-0 text-base font-semibold tabular-nums">
                    {formatImpactValue(item.value, item.format, lang, t)}
                  </dd>
                </div>
              ))}
            </dl>
            <FigureNotes
              ledger={ledger}
              figures={g.items.flatMap((i) =>
                i.measure ? [{ measure: i.measure, shown: i.value }] : [],
              )}
            />
          </Card>
        ))}
      </div>
    </Section>
  );
}
