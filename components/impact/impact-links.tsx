import { NextSteps } from "@/components/next-steps";
import { SiteLink } from "@/components/site-link";
import { localizePath } from "@/lib/i18n";
import { routeText } from "@/lib/route-text";
import { routeById } from "@/lib/routes";
import { requestWords } from "@/lib/request-language";

const impactPages = [
  "starlink-impact",
  "ai-lab-impact",
  "telemedicine-impact",
  "solar-power-impact",
] as const;
export type ImpactPageId = (typeof impactPages)[number];

/** The closing links of every impact page: invest, check the money, track progress, the other programmes. */
export function ImpactLinks({ current }: { current: ImpactPageId }) {
  const { lang, t } = requestWords();
  const others = impactPages.filter((id) => id !== current);
  return (
    <NextSteps
      id="next-steps"
      title={t("impact-pages.links.title")}
      description={t("impact-pages.links.description")}
      arrows="first"
      links={[
        { path: "/investment", label: t("impact-pages.links.investment") },
        { path: "/transparency", label: t("impact-pages.links.transparency") },
        { path: "/dashboard", label: t("impact-pages.links.dashboard") },
      ]}
    >
      <h3 className="mt-8 text-lg font-semibold">{t("impact-pages.links.related")}</h3>
      <ul className="mt-3 grid gap-3 sm:grid-cols-3">
        {others.map((id) => (
          <li key={id}>
            <SiteLink
              href={localizePath(routeById(id).path, lang)}
              className="flex h-full flex-col rounded-xl border bg-card p-4 transition-colors hover:bg-accent"
            >
              <span className="font-semibold text-primary">{t(`route.${id}.title`)}</span>
              <span className="mt-1 text-sm text-muted-foreground">
                {routeText(t, id, "summary")}
              </span>
            </SiteLink>
          </li>
        ))}
      </ul>
    </NextSteps>
  );
}
