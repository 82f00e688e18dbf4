import { FigureNotes } from "@/components/figure-notes";
import type { ReactNode } from "react";
import { Card, CardTitle } from "@/components/ui/card";
import type { PRIMARY_OCCUPATION } from "@/content/evidence";
import type { village } from "@/content/village";
import { formatNumber, formatPercent, formatRupees } from "@/lib/format";
import type { MessageKey } from "@/lib/messages";
import { AlsoGiven } from "@/components/also-given";
import { requestWords } from "@/lib/request-language";
import type { PartProps } from "@/lib/page";

type Row = [label: MessageKey, value: ReactNode];

/** The village before the programme, as the baseline survey gives it. */
export interface Baseline {
  facts: typeof village;
  occupation: typeof PRIMARY_OCCUPATION;
  /** Kilometres to the nearest healthcare, as the baseline states it. */
  healthcareKm: number;
}

/** Baseline Data tab: the village before the programme (spec §3 'Baseline'). */
export function BaselineTab({ ledger, baseline }: PartProps & { baseline: Baseline }) {
  const { lang, t } = requestWords();
  const { population, literacy, economic, infrastructure } = baseline.facts;
  const { occupation, healthcareKm } = baseline;
  const n = (v: number) => formatNumber(v, lang);
  const pct = (v: number) => formatPercent(v, lang);
  const groups: { title: MessageKey; rows: Row[] }[] = [
    {
      title: "dashboard.baseline.population",
      rows: [
        ["dashboard.baseline.total", n(population.total)],
        ["dashboard.baseline.households", n(population.households)],
        ["dashboard.baseline.children", n(population.children)],
        ["dashboard.baseline.adults", n(population.adults)],
        ["dashboard.baseline.seniors", n(population.seniors)],
      ],
    },
    {
      title: "dashboard.baseline.literacy",
      rows: [
        ["dashboard.baseline.overall", pct(literacy.overall)],
        ["dashboard.baseline.male", pct(literacy.male)],
        ["dashboard.baseline.female", pct(literacy.female)],
        ["dashboard.baseline.schoolAge", n(population.schoolAge)],
      ],
    },
    {
      title: "dashboard.baseline.economic",
      rows: [
        ["dashboard.baseline.income", formatRupees(economic.averageMonthlyIncome, lang)],
        ["dashboard.baseline.occupation", t(`dashboard.baseline.occupation.${occupation}`)],
        ["dashboard.baseline.farming", n(economic.farmingHouseholds)],
        ["dashboard.baseline.unemployment", pct(economic.unemploymentPercent)],
      ],
    },
    {
      title: "dashboard.baseline.infrastructure",
      rows: [
        ["dashboard.baseline.internet", pct(infrastructure.internetPercent)],
        ["dashboard.baseline.electricity", pct(infrastructure.reliableElectricityPercent)],
        ["dashboard.baseline.water", pct(infrastructure.cleanWaterPercent)],
        [
          "dashboard.baseline.healthcare",
          <>
            {t("dashboard.baseline.km", { n: n(healthcareKm) })}
            <AlsoGiven
              ledger={ledger}
              measure="baseline.healthcare"
              shown={healthcareKm}
              className="font-normal"
            />
          </>,
        ],
      ],
    },
  ];
  return (
    <div>
      <p className="max-w-3xl text-muted-foreground">{t("dashboard.baseline.intro")}</p>
      <div className="mt-6 grid gap-4 md:grid-cols-2 xl:grid-cols-4">
        {groups.map((g) => (
          <Card key={g.title}>
            <CardTitle>{t(g.title)}</CardTitle>
            <dl className="mt-3 space-y-1 text-sm">
              {g.rows.map(([label, value]) => (
                <div
                  key={label}
                  className="flex justify-between gap-3 border-b py-1.5 last:border-b-0"
                >
                  <dt className="text-muted-foreground">{t(label)}</dt>
                  <dd className="text-right font-semibold tabular-nums">{value}</dd>
                </div>
              ))}
            </dl>
          </Card>
        ))}
      </div>
      <FigureNotes
        ledger={ledger}
        figures={[{ measure: "population.children", shown: population.children }]}
      />
    </div>
  );
}
