import type { Headline } from "@/content/figures/headline";
import { formatNumber, formatRupees } from "@/lib/format";
import type { Lang } from "@/lib/i18n";
import type { Translate } from "@/lib/messages";

/**
 * The per-person investment as /figures gives it: its label, its value and its derivation
 * ("How it is derived: ₹1,63,00,000 ÷ 1,797 villagers"), all from the headline figure the page
 * hands on (content/figures/headline.ts perPersonFigure), so the dashboard and the implementation
 * timeline say exactly what /figures says.
 */
export function perPersonWords(lang: Lang, t: Translate, perPersonFigure: Headline) {
  const { total, people } = perPersonFigure.derivedFrom!;
  return {
    label: t("figures.per-person.name"),
    value: formatRupees(perPersonFigure.reading.value, lang),
    derivation: `${t("figures.derived")}: ${t("figures.per-person.derived", {
      total: formatRupees(total, lang),
      people: formatNumber(people, lang),
    })}`,
  };
}
