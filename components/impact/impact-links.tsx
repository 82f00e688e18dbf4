import { ArrowRight } from "lucide-react";
import { SiteLink } from "@/components/site-link";
import { ButtonLink } from "@/components/ui/button";
import { Section } from "@/components/ui/section";
import { localizePath, type Lang } from "@/lib/i18n";
import type { Translate } from "@/lib/messages";
import { routeById } from "@/lib/routes";

const impactPages = [
  "starlink-impact",
  "ai-lab-impact",
  "telemedicine-impact",
  "solar-power-impact",
] as const;
export type ImpactPageId = (typeof impactPages)[number];

/** The closing links of every impact page: invest, check the money, track progress, the other programmes. */
export function ImpactLinks({
  current,
  lang,
  t,
}: {
  current: ImpactPageId;
  lang: Lang;
  t: Translate;
}) {
  const others = impactPages.filter((id) => id !== current);
  return (
    <Section
      id="next-steps"
      title={t("impact-pages.links.title")}
      description={t("impact-pages.links.description")}
    >
      <div className="flex flex-wrap gap-3">
        <ButtonLink href={localizePath("/investment", lang)}>
          {t("impact-pages.links.investment")}
          <ArrowRight aria-hidden />
        </ButtonLink>
        <ButtonLink href={localizePath("/transparency", lang)} variant="outline">
          {t("impact-pages.links.transparency")}
        </ButtonLink>
        <ButtonLink href={localizePath("/dashboard", lang)} variant="outline">
          {t("impact-pages.links.dashboard")}
        </ButtonLink>
      </div>
      <h3 className="mt-8 text-lg font-semibold">{t("impact-pages.links.related")}</h3>
      <ul className="mt-3 grid gap-3 sm:grid-cols-3">
        {others.map((id) => (
          <li key={id}>
            <SiteLink
              href={localizePath(routeById(id).path, lang)}
              className="flex h-full flex-col rounded-xl border bg-card p-4 transition-colors hover:bg-accent"
            >
              <span className="font-semibold text-primary">{t(`route.${id}.title`)}</span>
              <span className="mt-1 text-sm text-muted-foreground">{t(`route.${id}.summary`)}</span>
            </SiteLink>
          </li>
        ))}
      </ul>
    </Section>
  );
}
