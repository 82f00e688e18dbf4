import { Mail, Phone } from "lucide-react";
import {
  engagementVars,
  PROGRAMME_CONTACT_EMAIL,
  PROGRAMME_CONTACT_PHONE,
} from "@/content/engagement/shared";
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
 * launch, and inventing one would be worse than saying so; the team publishes its email and phone
 * in content/actuals/status.json (`contact`), which switches them on here.
 */
export function Contact({ lang, t }: { lang: Lang; t: Translate }) {
  return (
    <Section id="contact" title={t("engagement.contact.title")}>
      {PROGRAMME_CONTACT_EMAIL || PROGRAMME_CONTACT_PHONE ? (
        <ul className="space-y-2 text-lg">
          {PROGRAMME_CONTACT_EMAIL && (
            <li className="flex items-center gap-2">
              <Mail aria-hidden className="size-5 text-primary" />
              <a
                href={`mailto:${PROGRAMME_CONTACT_EMAIL}`}
                className="font-semibold text-primary underline underline-offset-4"
              >
                {PROGRAMME_CONTACT_EMAIL}
              </a>
            </li>
          )}
          {PROGRAMME_CONTACT_PHONE && (
            <li className="flex items-center gap-2">
              <Phone aria-hidden className="size-5 text-primary" />
              <a
                href={`tel:${PROGRAMME_CONTACT_PHONE.replace(/[\s-]/g, "")}`}
                className="font-semibold text-primary underline underline-offset-4"
              >
                {PROGRAMME_CONTACT_PHONE}
              </a>
            </li>
          )}
        </ul>
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
