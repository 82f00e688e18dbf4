import { formatPercent, formatRupees } from "@/lib/format";
import type { Lang } from "@/lib/i18n";
import type { MessageKey, MessageValues, Translate } from "@/lib/messages";
import { requestWords } from "@/lib/request-language";

const conditions: MessageKey[] = [
  "investment.tax.what",
  "investment.tax.indicative",
  "investment.tax.newRegime",
  "investment.tax.receipt",
];
/** The conditions that hold for any gift, with no figure of its own (where no level is chosen). */
const anyGift = conditions.filter((key) => key !== "investment.tax.indicative");

/** A condition's words: once the 80G number is published, the receipt line gives it. */
function conditionText(key: MessageKey, t: Translate, values: MessageValues, number?: string) {
  return key === "investment.tax.receipt" && number
    ? t("giving.tax.receiptIssued", { number })
    : t(key, values);
}

/** What an 80G deduction can save at most on one gift (content/investment/tax.ts). */
export interface TaxCeiling {
  /** The highest marginal rate, percent: the old regime's top slab with surcharge and cess. */
  ratePercent: number;
  /** The deductible parts of a gift under 80G, as a share of it. */
  deductiblePercents: readonly [number, number];
  /** The most a deduction can save on the gift, in rupees. */
  most: number;
}

/** The ceiling sentence's figures: the stated benefit against the most 80G can save on the gift. */
export function ceilingValues(amount: number, gift: number, ceiling: TaxCeiling, lang: Lang) {
  const [half, full] = ceiling.deductiblePercents;
  return {
    amount: formatRupees(amount, lang),
    percent: formatPercent((amount / gift) * 100, lang),
    rate: formatPercent(ceiling.ratePercent, lang, 1),
    half: formatPercent(half, lang),
    full: formatPercent(full, lang),
    max: formatRupees(ceiling.most, lang),
    gift: formatRupees(gift, lang),
  };
}

/**
 * The conditions of an 80G figure, shown under it wherever it is shown: plain text, since a tier
 * card is a radio and holds nothing interactive. The 80G number is named once status.json
 * publishes it, and until then the note says it is not issued. A figure above what 80G can save on the gift says so first, with the arithmetic.
 */
export function TaxBenefitNote({
  amount,
  gift,
  ceiling,
  registration80G,
}: {
  amount: number;
  /** The gift the benefit is stated for. */
  gift: number;
  ceiling: TaxCeiling;
  /** The programme's 80G number, once status.json publishes it. */
  registration80G?: string;
}) {
  const { lang, t } = requestWords();
  const figure = formatRupees(amount, lang);
  const above = amount > ceiling.most;
  return (
    <ul className="mt-1 list-disc space-y-0.5 pl-4 text-left text-xs text-muted-foreground">
      {above && (
        <li className="font-medium text-foreground" data-tax-ceiling>
          {t("investment.tax.ceiling", ceilingValues(amount, gift, ceiling, lang))}
        </li>
      )}
      {conditions.map((key) => (
        <li key={key}>{conditionText(key, t, { amount: figure }, registration80G)}</li>
      ))}
    </ul>
  );
}

/** The 80G conditions that hold for any gift, where no level and so no figure is chosen. */
export function TaxConditions({ registration80G }: { registration80G?: string }) {
  const { t } = requestWords();
  return (
    <ul className="mt-1 list-disc space-y-0.5 pl-4 text-left text-sm text-muted-foreground">
      {anyGift.map((key) => (
        <li key={key}>{conditionText(key, t, {}, registration80G)}</li>
      ))}
    </ul>
  );
}
