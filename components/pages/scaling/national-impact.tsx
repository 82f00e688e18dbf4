import { Globe, IndianRupee, Users } from "lucide-react";
import { PER_PERSON_SCALING, perPersonInvestment } from "@/content/budget";
import { NATIONAL_VILLAGES, RURAL_PEOPLE } from "@/content/scaling";
import { Section } from "@/components/ui/section";
import { formatRupees, formatScaleCount } from "@/lib/format";
import type { Lang } from "@/lib/i18n";
import { requestWords } from "@/lib/request-language";

/** Figures of national impact, formatted once for the hero and this section. */
export function nationalFigures(lang: Lang) {
  return {
    villages: `${formatScaleCount(NATIONAL_VILLAGES, lang)}+`,
    people: `${formatScaleCount(RURAL_PEOPLE, lang)}+`,
    cost: formatRupees(PER_PERSON_SCALING, lang),
    pilot: formatRupees(perPersonInvestment(), lang),
  };
}

/** National impact: what the model reaches if it scales, and at what cost a person. */
export function NationalImpact() {
  const { lang, t } = requestWords();
  const f = nationalFigures(lang);
  const lines = [
    { Icon: Globe, text: t("scaling.impact.villages", f) },
    { Icon: Users, text: t("scaling.impact.people", f) },
    { Icon: IndianRupee, text: t("scaling.impact.cost", f) },
  ];
  return (
    <div className="bg-primary text-primary-foreground">
      <Section id="national-impact" title={t("scaling.impact.title")}>
        <p className="-mt-3 max-w-3xl opacity-90">{t("scaling.impact.description", f)}</p>
        <ul className="mt-6 grid gap-4 md:grid-cols-3">
          {lines.map(({ Icon, text }) => (
            <li
              key={text}
              className="flex gap-3 rounded-xl border border-primary-foreground/25 p-4"
            >
              <Icon aria-hidden className="mt-0.5 size-6 shrink-0" />
              <span className="text-lg font-medium">{text}</span>
            </li>
          ))}
        </ul>
      </Section>
    </div>
  );
}
