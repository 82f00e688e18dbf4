import { ArrowRight } from "lucide-react";
import { ButtonLink } from "@/components/ui/button";
import { Section } from "@/components/ui/section";
import { localizePath, type Lang } from "@/lib/i18n";
import type { MessageKey, Translate } from "@/lib/messages";

export interface ClosingLink {
  path: `/${string}`;
  label: MessageKey;
}

/** The closing row of links of a page, each keeping the visitor's language. */
export function ClosingLinks({
  lang,
  t,
  title,
  description,
  links,
}: {
  lang: Lang;
  t: Translate;
  title: MessageKey;
  description: MessageKey;
  links: ClosingLink[];
}) {
  return (
    <Section id="next" title={t(title)} description={t(description)} className="border-t">
      <div className="flex flex-wrap gap-3">
        {links.map((link, i) => (
          <ButtonLink
            key={link.path}
            href={localizePath(link.path, lang)}
            variant={i === 0 ? "primary" : "outline"}
          >
            {t(link.label)}
            <ArrowRight aria-hidden />
          </ButtonLink>
        ))}
      </div>
    </Section>
  );
}
