import { BarChart } from "@/components/ui/bar-chart";
import { Card, CardTitle } from "@/components/ui/card";
import { Section } from "@/components/ui/section";
import type { AgeGroup } from "@/content/evidence";
import { formatNumber, formatPercent } from "@/lib/format";
import { languages } from "@/lib/i18n";
import { AlsoGiven } from "@/components/also-given";
import { requestWords } from "@/lib/request-language";
import type { PartProps } from "@/lib/page";

const fill: Record<AgeGroup["id"], string> = {
  children: "fill-chart-2",
  adults: "fill-chart-1",
  seniors: "fill-chart-3",
};

/** Age-based analysis: children, adults and seniors, with shares derived from the population. */
export function AgeSection({ ledger, groups }: PartProps & { groups: AgeGroup[] }) {
  const { lang, t } = requestWords();
  const share = (g: AgeGroup) => formatPercent(g.share, lang, 1);
  return (
    <Section id="age" title={t("evidence.age.title")} description={t("evidence.age.description")}>
      <div className="grid gap-6 lg:grid-cols-[1fr_1fr] lg:items-start">
        {/* relative + overflow-hidden keep BarChart's sr-only table from widening the page at 360 px. */}
        <Card className="relative overflow-hidden">
          <BarChart
            title={t("evidence.age.chartTitle")}
            labelHeading={t("evidence.age.group")}
            valueHeading={t("evidence.age.people")}
            data={groups.map((g) => ({
              label: t(`evidence.age.${g.id}`),
              value: g.count,
              valueLabel: `${formatNumber(g.count, lang)} (${share(g)})`,
              fillClassName: fill[g.id],
            }))}
          />
        </Card>
        <div className="grid gap-4">
          {groups.map((g) => (
            <Card key={g.id}>
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <CardTitle>{t(`evidence.age.${g.id}`)}</CardTitle>
                <p className="text-2xl font-bold tabular-nums">{formatNumber(g.count, lang)}</p>
              </div>
              <p className="text-sm font-medium text-muted-foreground">
                {t("evidence.age.share", { share: share(g) })}
              </p>
              <AlsoGiven ledger={ledger} measure={`population.${g.id}`} shown={g.count} />
              {g.parts.length > 0 && (
                <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm">
                  {g.parts.map((p) => (
                    <li key={p.id}>
                      {t(`evidence.age.${p.id}`)}:{" "}
                      <span className="font-semibold tabular-nums">
                        {formatNumber(p.count, lang)}
                      </span>
                    </li>
                  ))}
                </ul>
              )}
              <p className="mt-2 text-sm text-muted-foreground">
                {t(`evidence.age.${g.id}.focus`, { languages: languages.length })}
              </p>
            </Card>
          ))}
        </div>
      </div>
    </Section>
  );
}
