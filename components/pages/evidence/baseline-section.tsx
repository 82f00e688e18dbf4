import { Stat } from "@/components/ui/stat";
import { Section } from "@/components/ui/section";
import type { BaselineCard, PRIMARY_OCCUPATION } from "@/content/evidence";
import { formatNumber, formatPercent, formatRupees } from "@/lib/format";
import type { Lang } from "@/lib/i18n";
import type { Translate } from "@/lib/messages";
import { AlsoGiven } from "@/components/also-given";
import { requestWords } from "@/lib/request-language";
import type { PartProps } from "@/lib/page";

/** The baseline's figures the cards' detail lines name. */
export interface BaselineDetails {
  literacy: { male: number; female: number };
  farming: { households: number; farmers: number };
  /** The distance to healthcare as the home page gives it, in km. */
  healthcareKm: { min: number; max: number };
  occupation: typeof PRIMARY_OCCUPATION;
}

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
function detailVars(
  card: BaselineCard,
  details: BaselineDetails,
  lang: Lang,
  t: Translate,
): Record<string, string> {
  const { literacy, farming, healthcareKm } = details;
  switch (card.id) {
    case "literacy":
      return {
        male: formatPercent(literacy.male, lang),
        female: formatPercent(literacy.female, lang),
      };
    case "income":
      return { occupation: t(`dashboard.baseline.occupation.${details.occupation}`) };
    case "agriculture":
      return {
        households: formatNumber(farming.households, lang),
        farmers: formatNumber(farming.farmers, lang),
      };
    case "healthcare":
      return {
        min: formatNumber(healthcareKm.min, lang),
        max: formatNumber(healthcareKm.max, lang),
      };
    default:
      return {};
  }
}

/** Baseline metric cards: the village before the programme, as the page gives them. */
export function BaselineSection({
  ledger,
  cards,
  details,
}: PartProps & { cards: BaselineCard[]; details: BaselineDetails }) {
  const { lang, t } = requestWords();
  return (
    <Section
      id="baseline"
      title={t("evidence.baseline.title")}
      description={t("evidence.baseline.description")}
    >
      <dl className="grid grid-cols-2 gap-3 md:grid-cols-3 xl:grid-cols-5">
        {cards.map((card) => (
          <Stat
            key={card.id}
            label={t(`evidence.baseline.${card.id}`)}
            value={formatValue(card, lang, t)}
            hint={
              <>
                {t(`evidence.baseline.${card.id}.detail`, detailVars(card, details, lang, t))}
                <AlsoGiven ledger={ledger} measure={`baseline.${card.id}`} shown={card.value} />
              </>
            }
          />
        ))}
      </dl>
    </Section>
  );
}
