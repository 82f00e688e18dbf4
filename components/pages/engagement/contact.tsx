import { programmeContactOf } from "@/content/engagement/shared";
import { ProgrammeContact } from "@/components/programme-contact";
import { ButtonLink } from "@/components/ui/button";
import { Section } from "@/components/ui/section";
import { localizePath } from "@/lib/i18n";
import type { PartProps } from "@/lib/page";
import type { EngagementVarsProps } from "./engagement-vars";
import { requestWords } from "@/lib/request-language";

const publicPages = [
  { path: "/transparency", key: "engagement.contact.transparency" },
  { path: "/our-plan", key: "engagement.contact.plan" },
  { path: "/risk-management", key: "engagement.contact.risks" },
] as const;

/**
 * Where other pages send visitors to contact the programme team. No address is published before
 * launch, and inventing one would be worse than saying so; the team publishes its email and phone
 * in its status.json (`contact`), which switches them on here.
 */
export function Contact({ ledger, vars }: PartProps & EngagementVarsProps) {
  const { lang, t } = requestWords();
  return (
    <Section id="contact" title={t("engagement.contact.title")}>
      <div className="max-w-3xl">
        <ProgrammeContact
          route="engagement"
          contact={programmeContactOf(ledger)}
          level={3}
          none={t("engagement.contact.none", vars)}
        />
      </div>
      <p className="mt-6 max-w-3xl text-muted-foreground">{t("engagement.contact.meanwhile")}</p>
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
