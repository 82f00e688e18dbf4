import { FigureNotes } from "@/components/figure-notes";
import { ArrowRight, Briefcase, Languages, Laptop, type LucideIcon } from "lucide-react";
import { SiteLink } from "@/components/site-link";
import { Card, CardDescription, CardTitle } from "@/components/ui/card";
import { Section } from "@/components/ui/section";
import type { educationalFocus } from "@/content/timeline";
import { formatNumber } from "@/lib/format";
import { languages, localizePath } from "@/lib/i18n";
import { requestWords } from "@/lib/request-language";
import type { PartProps } from "@/lib/page";

type Focus = (typeof educationalFocus)[number];

const icons: Record<Focus["icon"], LucideIcon> = {
  Briefcase,
  Languages,
  Laptop,
};

export interface EducationalFocusProps extends PartProps {
  cards: readonly Focus[];
  /** The village's children, whom the languages card counts. */
  villageChildren: number;
}

/** Educational focus cards: what learning concentrates on in each phase. */
export function EducationalFocus({ ledger, cards, villageChildren }: EducationalFocusProps) {
  const { lang, t } = requestWords();
  const vars = {
    children: formatNumber(villageChildren, lang),
    languages: languages.length,
  };
  return (
    <Section
      id="education-focus"
      title={t("timeline.focus.title")}
      description={t("timeline.focus.description")}
    >
      <ul className="grid gap-4 md:grid-cols-3">
        {cards.map((focus) => {
          const Icon = icons[focus.icon];
          return (
            <li key={focus.id}>
              <Card className="h-full">
                <div className="flex items-center justify-between gap-2">
                  <Icon aria-hidden className="size-8 text-primary" />
                  <span className="text-sm text-muted-foreground">
                    {t(`timeline.phases.${focus.phase}`)}
                  </span>
                </div>
                <CardTitle className="mt-3">{t(`timeline.focus.${focus.id}`, vars)}</CardTitle>
                <CardDescription>
                  {t(`timeline.focus.${focus.id}.description`, vars)}
                </CardDescription>
              </Card>
            </li>
          );
        })}
      </ul>
      <SiteLink
        href={localizePath("/education", lang)}
        className="mt-6 inline-flex items-center gap-1 font-medium text-primary underline-offset-4 hover:underline"
      >
        {t("timeline.focus.link")}
        <ArrowRight aria-hidden className="size-4" />
      </SiteLink>
      <FigureNotes
        ledger={ledger}
        figures={[{ measure: "population.children", shown: villageChildren }]}
      />
    </Section>
  );
}
