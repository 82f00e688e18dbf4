import { CircleCheck, TriangleAlert } from "lucide-react";
import { assetIds, challengeIds } from "@/content/home/hero";
import { AlsoGiven } from "@/components/also-given";
import { FigureNotes } from "@/components/figure-notes";
import { Card, CardTitle } from "@/components/ui/card";
import { Section } from "@/components/ui/section";
import { Stat, StatGrid } from "@/components/ui/stat";
import { formatNumber, formatPercent, formatRupees } from "@/lib/format";
import { requestWords } from "@/lib/request-language";
import type { PartProps } from "@/lib/page";

/** The six stats, with the home page's reading of healthcare distance, and literacy by sex. */
export interface VillageStats {
  population: number;
  households: number;
  literacyPercent: number;
  connectivityPercent: number;
  healthcareKm: { min: number; max: number };
  cleanWaterPercent: number;
  literacy: { female: number; male: number };
}

/** The figures the challenge and asset lines quote. */
export interface ProfileFigures {
  incomeMonthly: number;
  unemploymentPercent: number;
  agriculturePercent: number;
  farmers: number;
  internetPercent: number;
  electricityPercent: number;
  cleanWaterPercent: number;
  literacyPercent: number;
  femaleLiteracyPercent: number;
  women: number;
  children: number;
  population: number;
  households: number;
}

interface VillageProfileProps extends PartProps {
  stats: VillageStats;
  profile: ProfileFigures;
}

/** Village profile (spec §2): the six stats of spec §3, then challenges and assets. */
export function VillageProfile({ ledger, stats: s, profile: f }: VillageProfileProps) {
  const { lang, t } = requestWords();
  const n = (v: number) => formatNumber(v, lang);
  const pct = (v: number) => formatPercent(v, lang);
  const km = { min: n(s.healthcareKm.min), max: n(s.healthcareKm.max) };
  // Every figure any challenge or asset line may quote; each template uses its own.
  const vars = {
    income: formatRupees(f.incomeMonthly, lang),
    unemployment: pct(f.unemploymentPercent),
    percent: pct(f.agriculturePercent),
    farmers: n(f.farmers),
    internet: pct(f.internetPercent),
    electricity: pct(f.electricityPercent),
    water: pct(f.cleanWaterPercent),
    overall: pct(f.literacyPercent),
    female: pct(f.femaleLiteracyPercent),
    women: `${n(f.women)}+`,
    children: n(f.children),
    population: n(f.population),
    households: n(f.households),
    ...km,
  };

  return (
    <Section id="village" title={t("village.title")} description={t("village.description")}>
      <h3 className="sr-only">{t("village.stats")}</h3>
      <StatGrid className="sm:grid-cols-3 lg:grid-cols-3">
        <Stat
          label={t("village.stats.population")}
          value={n(s.population)}
          hint={t("village.stats.population.hint", vars)}
        />
        <Stat
          label={t("village.stats.households")}
          value={n(s.households)}
          hint={t("village.stats.households.hint", vars)}
        />
        <Stat
          label={t("village.stats.literacy")}
          value={pct(s.literacyPercent)}
          hint={t("village.stats.literacy.hint", {
            female: pct(s.literacy.female),
            male: pct(s.literacy.male),
          })}
        />
        <Stat
          label={t("village.stats.connectivity")}
          value={pct(s.connectivityPercent)}
          hint={t("village.stats.connectivity.hint")}
        />
        <Stat
          label={t("village.stats.healthcare")}
          value={t("village.stats.healthcare.value", km)}
          hint={
            <>
              {t("village.stats.healthcare.hint")}
              <AlsoGiven ledger={ledger} measure="baseline.healthcare" shown={s.healthcareKm.max} />
            </>
          }
        />
        <Stat
          label={t("village.stats.water")}
          value={pct(s.cleanWaterPercent)}
          hint={t("village.stats.water.hint")}
        />
      </StatGrid>

      <div className="mt-6 grid gap-4 lg:grid-cols-2">
        <Card>
          <CardTitle>{t("village.challenges")}</CardTitle>
          <ul className="mt-3 space-y-2.5">
            {challengeIds.map((id) => (
              <li key={id} className="flex gap-2.5 text-sm">
                <TriangleAlert aria-hidden className="mt-0.5 size-4 shrink-0 text-warning" />
                <span>{t(`village.challenge.${id}`, vars)}</span>
              </li>
            ))}
          </ul>
        </Card>
        <Card>
          <CardTitle>{t("village.assets")}</CardTitle>
          <ul className="mt-3 space-y-2.5">
            {assetIds.map((id) => (
              <li key={id} className="flex gap-2.5 text-sm">
                <CircleCheck aria-hidden className="mt-0.5 size-4 shrink-0 text-success" />
                <span>{t(`village.asset.${id}`, vars)}</span>
              </li>
            ))}
          </ul>
        </Card>
      </div>
      <FigureNotes
        ledger={ledger}
        figures={[{ measure: "population.children", shown: f.children }]}
      />
    </Section>
  );
}
