import { HandHeart, IndianRupee, Lightbulb, MapPin, Megaphone } from "lucide-react";
import type { WayId } from "@/content/engagement/shared";
import { wayNowSteps, type Way } from "@/content/engagement/ways";
import { ButtonLink } from "@/components/ui/button";
import { Card, CardTitle } from "@/components/ui/card";
import { Section } from "@/components/ui/section";
import { localizePath } from "@/lib/i18n";
import { pick } from "@/lib/messages";
import type { EngagementVarsProps } from "./engagement-vars";
import { CopyLinkButton } from "./copy-link-button";
import { requestWords } from "@/lib/request-language";

const icons: Record<WayId, typeof HandHeart> = {
  volunteer: HandHeart,
  "share-expertise": Lightbulb,
  advocate: Megaphone,
  visit: MapPin,
  invest: IndianRupee,
};

/**
 * The five ways to take part, each an anchor other pages link to (/engagement#volunteer, ...),
 * saying what can be done now and what opens later (words that follow the stage).
 */
export function Ways({
  vars,
  waysToTakePart,
}: EngagementVarsProps & {
  waysToTakePart: readonly Way[];
}) {
  const { lang, t } = requestWords();
  const copy = pick(t, [
    "engagement.copy.button",
    "engagement.copy.done",
    "engagement.copy.failed",
  ]);
  return (
    <Section
      id="ways"
      title={t("engagement.ways.title")}
      description={t("engagement.ways.description")}
    >
      <div className="grid gap-5 md:grid-cols-2 xl:grid-cols-3">
        {waysToTakePart.map((way) => {
          const Icon = icons[way.id];
          return (
            <Card
              key={way.id}
              id={way.id}
              aria-labelledby={`${way.id}-title`}
              role="region"
              className="flex flex-col"
            >
              <CardTitle id={`${way.id}-title`} className="flex items-center gap-2 text-xl">
                <Icon aria-hidden className="size-5 text-primary" />
                {t(`engagement.way.${way.id}`)}
              </CardTitle>
              <h4 className="mt-4 text-sm font-semibold">{t("engagement.ways.now")}</h4>
              <ul className="mt-2 list-disc space-y-1.5 ps-5 text-sm">
                {wayNowSteps.map((step) => (
                  <li key={step}>{t(`engagement.way.${way.id}.${step}`, vars)}</li>
                ))}
              </ul>
              <h4 className="mt-4 text-sm font-semibold">{t("engagement.ways.later", vars)}</h4>
              <p className="mt-1 text-sm text-muted-foreground">
                {t(`engagement.way.${way.id}.later`, vars)}
              </p>
              <div className="mt-auto flex flex-wrap gap-2 pt-5">
                {way.links.map((link, i) => (
                  <ButtonLink
                    key={link.id}
                    href={localizePath(link.path, lang)}
                    variant={i === 0 ? "primary" : "outline"}
                  >
                    {t(`engagement.link.${link.id}`)}
                  </ButtonLink>
                ))}
                {way.id === "advocate" && (
                  <CopyLinkButton
                    label={copy["engagement.copy.button"]}
                    done={copy["engagement.copy.done"]}
                    failed={copy["engagement.copy.failed"]}
                  />
                )}
              </div>
            </Card>
          );
        })}
      </div>
    </Section>
  );
}
