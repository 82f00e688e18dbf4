import { formatRupees } from "@/lib/format";
import type { Lang } from "@/lib/i18n";
import type { MessageKey, Translate } from "@/lib/messages";

const conditions: MessageKey[] = [
  "investment.tax.what",
  "investment.tax.indicative",
  "investment.tax.newRegime",
  "investment.tax.receipt",
];

/**
 * The conditions of an 80G figure, shown under it wherever it is shown: plain text, since a tier
 * card is a radio and holds nothing interactive. No registration number exists yet, so none is named.
 */
export function TaxBenefitNote({ amount, lang, t }: { amount: number; lang: Lang; t: Translate }) {
  const figure = formatRupees(amount, lang);
  return (
    <ul className="mt-1 list-disc space-y-0.5 pl-4 text-left text-xs text-muted-foreground">
      {conditions.map((key) => (
        <li key={key}>{t(key, { amount: figure })}</li>
      ))}
    </ul>
  );
}
