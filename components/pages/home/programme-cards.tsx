import { SiteLink } from "@/components/site-link";
import {
  ArrowRight,
  BrainCircuit,
  HandHeart,
  Satellite,
  Stethoscope,
  Sun,
  Users,
} from "lucide-react";
import type { ProgrammeCard } from "@/content/home/programmes";
import { Card, CardDescription, CardTitle } from "@/components/ui/card";
import { Section } from "@/components/ui/section";
import { localizePath } from "@/lib/i18n";
import type { MessageKey } from "@/lib/messages";
import { figureVars } from "./figure";
import type { PartProps } from "@/lib/page";
import { AlsoGiven } from "@/components/also-given";
import { requestWords } from "@/lib/request-language";
import type { Ledger } from "@/lib/programme";

const icons = {
  internet: Satellite,
  ai: BrainCircuit,
  telemedicine: Stethoscope,
  solar: Sun,
  skills: Users,
  family: HandHeart,
} satisfies Record<ProgrammeCard["id"], unknown>;

function ProgrammeCardView({ card, ledger }: { card: ProgrammeCard; ledger: Ledger }) {
  const { lang, t } = requestWords();
  const Icon = icons[card.id];
  const title = t(`service.${card.id}.title`);
  return (
    <Card id={card.anchor} className="flex h-full flex-col">
      <span className="inline-flex size-11 items-center justify-center rounded-lg bg-accent text-accent-foreground">
        <Icon aria-hidden className="size-6" />
      </span>
      <CardTitle className="mt-4">{title}</CardTitle>
      <CardDescription>{t(`service.${card.id}.description`)}</CardDescription>
      <dl className="mt-4 grid flex-1 grid-cols-3 content-start gap-2">
        {card.stats.map((stat) => {
          const key = `service.${card.id}.stat.${stat.id}`;
          return (
            <div
              key={stat.id}
              className="flex flex-col-reverse justify-end rounded-lg bg-muted px-1 py-2 text-center"
            >
              <dt className="mt-1 text-xs break-words hyphens-auto text-muted-foreground">
                {t(`${key}.label` as MessageKey)}
              </dt>
              <dd className="text-sm font-bold break-words tabular-nums">
                {t(`${key}.value` as MessageKey, figureVars(stat, lang))}
              </dd>
            </div>
          );
        })}
      </dl>
      {card.stats.map((stat) => (
        <AlsoGiven ledger={ledger} key={stat.id} measure={`programme.${stat.id}`} shown={stat.n} />
      ))}
      <SiteLink
        href={localizePath(card.path, lang)}
        className="mt-4 inline-flex items-center gap-1.5 self-start text-sm font-semibold text-primary hover:underline"
      >
        {t("home.learnMore")}
        <span className="sr-only"> {t("home.learnMore.about", { title })}</span>
        <ArrowRight aria-hidden className="size-4" />
      </SiteLink>
    </Card>
  );
}

/** Six programme cards (id="initiatives"); three carry the footer's #digital, #healthcare and #employment. */
export function ProgrammeCards({
  ledger,
  programmeCards,
}: PartProps & { programmeCards: readonly ProgrammeCard[] }) {
  const { t } = requestWords();
  return (
    <Section
      id="initiatives"
      title={t("home.initiatives.title", { count: programmeCards.length })}
      description={t("home.initiatives.description", { now: ledger.stageArg })}
    >
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {programmeCards.map((card) => (
          <li key={card.id}>
            <ProgrammeCardView ledger={ledger} card={card} />
          </li>
        ))}
      </ul>
    </Section>
  );
}
