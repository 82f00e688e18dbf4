import { Card, CardDescription, CardTitle } from "@/components/ui/card";
import { ButtonLink } from "@/components/ui/button";
import { Section } from "@/components/ui/section";
import type { JoinAction, joinCards } from "@/content/vision";
import { formatScaleCount } from "@/lib/format";
import { localizePath, type Lang } from "@/lib/i18n";
import { visionIcons } from "./icons";
import { ShareButton, ToastButton } from "./join-buttons";
import { stageArgs } from "@/lib/stage-args";
import { requestWords } from "@/lib/request-language";
import type { PartProps } from "@/lib/page";
import type { Ledger } from "@/lib/programme";

/**
 * What the cards and the share text name: the national target ("600,000", "6,00,000"), and the
 * stage and launch quarter the volunteer card and the visit toast select on.
 */
function nationalVillages(villages: number, lang: Lang, ledger: Ledger) {
  return {
    villages: formatScaleCount(villages, lang),
    ...stageArgs(lang, ledger),
  };
}

/** One button of a card: a link, an in-page link, or a small island for the toast and share. */
function JoinActionButton({
  action,
  primary,
  ledger,
  villages,
}: {
  action: JoinAction;
  primary: boolean;
  ledger: Ledger;
  villages: number;
}) {
  const { lang, t } = requestWords();
  const label = t(`vision.join.action.${action.id}`);
  const variant = primary ? "primary" : "outline";
  switch (action.kind) {
    case "link":
      return (
        <ButtonLink href={localizePath(action.path, lang)} variant={variant}>
          {label}
        </ButtonLink>
      );
    case "anchor":
      return (
        <ButtonLink href={`#${action.anchor}`} variant={variant}>
          {label}
        </ButtonLink>
      );
    case "toast":
      return (
        <ToastButton
          label={label}
          title={t("vision.join.toast.visitToday.title", nationalVillages(villages, lang, ledger))}
          description={t(
            "vision.join.toast.visitToday.body",
            nationalVillages(villages, lang, ledger),
          )}
          next={{
            label: t("vision.join.toast.visitToday.action"),
            href: localizePath(action.next, lang),
          }}
        />
      );
    case "share":
      return (
        <ShareButton
          label={label}
          shareText={t("vision.join.shareText", nationalVillages(villages, lang, ledger))}
          copied={{
            title: t("vision.join.toast.shared.title"),
            description: t("vision.join.toast.shared.body"),
          }}
          fallback={{
            title: t("vision.join.toast.shareFallback.title"),
            description: t.template("vision.join.toast.shareFallback.body"),
          }}
        />
      );
  }
}

export interface JoinTransformationProps extends PartProps {
  cards: readonly (typeof joinCards)[number][];
  /** The national target: how many villages the model is meant to reach. */
  villages: number;
}

/** 'Join the Transformation': four ways in, every button doing something real. */
export function JoinTransformation({ ledger, cards, villages }: JoinTransformationProps) {
  const { lang, t } = requestWords();
  const words = nationalVillages(villages, lang, ledger);
  return (
    <Section
      id="join"
      title={t("vision.join.title")}
      description={t("vision.join.description", { count: cards.length })}
    >
      <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        {cards.map((card) => {
          const Icon = visionIcons[card.icon];
          return (
            <li key={card.id}>
              <Card className="flex h-full flex-col">
                <Icon aria-hidden className="size-8 text-primary" />
                <CardTitle className="mt-3">{t(`vision.join.${card.id}.title`)}</CardTitle>
                <CardDescription className="flex-1 text-base">
                  {t(`vision.join.${card.id}.body`, words)}
                </CardDescription>
                <div className="mt-4 flex flex-wrap gap-2">
                  {card.actions.map((action, i) => (
                    <JoinActionButton
                      key={action.id}
                      action={action}
                      primary={i === 0}
                      ledger={ledger}
                      villages={villages}
                    />
                  ))}
                </div>
              </Card>
            </li>
          );
        })}
      </ul>
    </Section>
  );
}
