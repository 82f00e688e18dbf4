import { ArrowRight } from "lucide-react";
import { ButtonLink } from "@/components/ui/button";
import { Section } from "@/components/ui/section";
import { localizePath, type Lang } from "@/lib/i18n";
import type { MessageKey, Translate } from "@/lib/messages";
import type { RouteId } from "@/lib/routes";

export interface RelatedLink {
  /** The path the spec links to (an alias is fine); it keeps the visitor's language. */
  path: `/${string}`;
  /** The page it shows: the button reads that page's translated title. */
  route: RouteId;
}

/**
 * The closing row of links of the timeline, evidence, impact and risk pages. Labels are the
 * route titles, already translated in every language.
 */
export function RelatedLinks({
  lang,
  t,
  title,
  links,
}: {
  lang: Lang;
  t: Translate;
  title: MessageKey;
  links: RelatedLink[];
}) {
  return (
    <Section id="next" title={t(title)} className="border-t">
      <ul className="flex flex-wrap gap-3">
        {links.map((link, i) => (
          <li key={link.path}>
            <ButtonLink
              href={localizePath(link.path, lang)}
              variant={i === 0 ? "primary" : "outline"}
              className="h-auto min-h-10 text-left whitespace-normal"
            >
              {t(`route.${link.route}.title`)}
              <ArrowRight aria-hidden />
            </ButtonLink>
          </li>
        ))}
      </ul>
    </Section>
  );
}
