import { Globe, IndianRupee, Users } from "lucide-react";
import { Section } from "@/components/ui/section";
import { formatRupees, formatScaleCount } from "@/lib/format";
import type { Lang } from "@/lib/i18n";
import { requestWords } from "@/lib/request-language";

/** The national targets (lower bounds) and the cost of reaching a person, at scale and in the pilot. */
export interface NationalNumbers {
  villages: number;
  people: number;
  costAtScale: number;
  pilotCost: number;
}

/** Figures of national impact, formatted once for the hero and this section. */
export function nationalFigures(n: NationalNumbers, lang: Lang) {
  return {
    villages: `${formatScaleCount(n.villages, lang)}+`,
    people: `${formatScaleCount(n.people, lang)}+`,
    cost: formatRupees(n.costAtScale, lang),
    pilot: formatRupees(n.pilotCost, lang),
  };
}

/** National impact: what the model reaches if it scales, and at what cost a person. */
export function NationalImpact({ national }: { national: NationalNumbers }) {
  const { lang, t } = requestWords();
  const f = nationalFigures(national, lang);
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
