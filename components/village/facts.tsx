import { Stat, StatGrid } from "@/components/ui/stat";
import { formatNumber, formatPercent, formatRupees } from "@/lib/format";
import type { ViewProps } from "@/lib/page";
import { requestWords } from "@/lib/request-language";

/** The village's baseline: people, homes, literacy, income and services. */
export function Facts({ village }: ViewProps) {
  const { lang, t } = requestWords();
  const { population, literacy, economic, infrastructure } = village.facts;
  /** A surveyed figure, or the words for one the survey has not given yet. */
  const known = (value: number | null, format: (v: number) => string) =>
    value === null ? t("villagePage.facts.unknown") : format(value);
  const percent = (v: number) => formatPercent(v, lang);
  return (
    <StatGrid className="sm:grid-cols-3 lg:grid-cols-4">
      <Stat
        label={t("villagePage.facts.population")}
        value={formatNumber(population.total, lang)}
      />
      <Stat
        label={t("villagePage.facts.households")}
        value={formatNumber(population.households, lang)}
      />
      <Stat label={t("villagePage.facts.literacy")} value={known(literacy.overall, percent)} />
      <Stat
        label={t("villagePage.facts.income")}
        value={known(economic.averageMonthlyIncome, (v) => formatRupees(v, lang))}
      />
      <Stat
        label={t("villagePage.facts.internet")}
        value={known(infrastructure.internetPercent, percent)}
      />
      <Stat
        label={t("villagePage.facts.electricity")}
        value={known(infrastructure.reliableElectricityPercent, percent)}
      />
      <Stat
        label={t("villagePage.facts.water")}
        value={known(infrastructure.cleanWaterPercent, percent)}
      />
    </StatGrid>
  );
}
