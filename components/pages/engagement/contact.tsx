import { Mail } from "lucide-react";
import { engagementVars, PROGRAMME_CONTACT_EMAIL } from "@/content/engagement/shared";
import { ButtonLink } from "@/components/ui/button";
import { Section } from "@/components/ui/section";
import { localizePath, type Lang } from "@/lib/i18n";
import type { Translate } from "@/lib/messages";

const publicPages = [
  { path: "/transparency", key: "engagement.contact.transparency" },
  { path: "/our-plan", key: "engagement.contact.plan" },
  { path: "/risk-management", key: "engagement.contact.risks" },
] as const;

/**
 * Where other pages send visitors to contact the programme team. No address is published before
 * launch, and inventing one would be worse than saying so; PROGRAMME_CONTACT_EMAIL switches it on.
 */
export function Contact({ lang, t }: { lang: Lang; t: Translate }) {
  return (
    <Section id="contact" title={t("engagement.contact.title")}>
      {PROGRAMME_CONTACT_EMAIL ? (
        <p className="flex items-center gap-2 text-lg">
          <Mail aria-hidden className="size-5 text-primary" />
          <a
            href={`mailto:${PROGRAMME_CONTACT_EMAIL}`}
            className="font-semibold text-primary underline underline-offset-4"
          >
            {PROGRAMME_CONTACT_EMAIL}
          </a>
        </p>
      ) : (
        <p className="max-w-3xl">{t("engagement.contact.none", engagementVars(lang))}</p>
      )}
      <p className="mt-4 max-w-3xl text-muted-foreground">{t("engagement.contact.meanwhile")}</p>
      <div className="mt-4 flex flex-wrap gap-3">
        {publicPages.map((p) => (
          <ButtonLink key={p.path} href={localizePath(p.path, lang)} variant="outline">
            {t(p.key)}
          </ButtonLink>
        ))}
      </div>
    </Section>
  );
}
