import { Stat } from "@/components/ui/stat";
import { Section } from "@/components/ui/section";
import { baselineCards, PRIMARY_OCCUPATION, type BaselineCard } from "@/content/evidence";
import { HEALTHCARE_KM_HOME, village } from "@/content/village";
import { formatNumber, formatPercent, formatRupees } from "@/lib/format";
import type { Lang } from "@/lib/i18n";
import type { Translate } from "@/lib/messages";
import { AlsoGiven } from "@/components/also-given";
import { requestWords } from "@/lib/request-language";
import type { PartProps } from "@/lib/page";

function formatValue(card: BaselineCard, lang: Lang, t: Translate): string {
  switch (card.format) {
    case "percent":
      return formatPercent(card.value, lang);
    case "rupees":
      return formatRupees(card.value, lang);
    case "km":
      return t("evidence.unit.km", { n: formatNumber(card.value, lang) });
    default:
      return formatNumber(card.value, lang);
  }
}

/** The figures in a card's detail line, formatted for the language. */
function detailVars(card: BaselineCard, lang: Lang, t: Translate): Record<string, string> {
  const { literacy, economic } = village;
  switch (card.id) {
    case "literacy":
      return {
        male: formatPercent(literacy.male, lang),
        female: formatPercent(literacy.female, lang),
      };
    case "income":
      return { occupation: t(`dashboard.baseline.occupation.${PRIMARY_OCCUPATION}`) };
    case "agriculture":
      return {
        households: formatNumber(economic.farmingHouseholds, lang),
        farmers: formatNumber(economic.farmers, lang),
      };
    case "healthcare":
      return {
        min: formatNumber(HEALTHCARE_KM_HOME.min, lang),
        max: formatNumber(HEALTHCARE_KM_HOME.max, lang),
      };
    default:
      return {};
  }
}

/** Baseline metric cards: the village before the programme, from content/village.ts. */
export function BaselineSection({ ledger }: PartProps) {
  const { lang, t } = requestWords();
  return (
    <Section
      id="baseline"
      title={t("evidence.baseline.title")}
      description={t("evidence.baseline.description")}
    >
      <dl className="grid grid-cols-2 gap-3 md:grid-cols-3 xl:grid-cols-5">
        {baselineCards.map((card) => (
          <Stat
            key={card.id}
            label={t(`evidence.baseline.${card.id}`)}
            value={formatValue(card, lang, t)}
            hint={
              <>
                {t(`evidence.baseline.${card.id}.detail`, detailVars(card, lang, t))}
                <AlsoGiven ledger={ledger} measure={`baseline.${card.id}`} shown={card.value} />
              </>
            }
          />
        ))}
      </dl>
    </Section>
  );
}
