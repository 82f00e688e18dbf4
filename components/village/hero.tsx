import { AsOf } from "@/components/programme/as-of";
import { StageBadge } from "@/components/programme/stage-badge";
import { SiteLink } from "@/components/site-link";
import { Badge } from "@/components/ui/badge";
import { PageHero } from "@/components/ui/section";
import { localizePath } from "@/lib/i18n";
import { placeOf } from "@/lib/metadata";
import type { ViewProps } from "@/lib/page";
import { requestWords } from "@/lib/request-language";
import {
  PILOT,
  villageSectionPath,
  villageSections,
  VILLAGES_PATH,
  type VillageSection,
} from "@/lib/village-paths";

const sectionKey = {
  "": "villagePage.nav.overview",
  transparency: "villagePage.nav.transparency",
  dashboard: "villagePage.nav.dashboard",
  figures: "villagePage.nav.figures",
} as const;

/**
 * The top of every page of a village: its name (and the page's), place, stage, as-of date, the
 * menu of its pages and the way back to every village.
 */
export function VillageHero({ village, section }: ViewProps & { section: VillageSection }) {
  const { lang, t } = requestWords();
  const place = placeOf(village, lang, t);
  const name = village.name[lang];
  return (
    <PageHero
      eyebrow={
        <>
          <Badge tone="info">{t("villagePage.badge", { place })}</Badge>
          <StageBadge ledger={village.ledger} />
        </>
      }
      title={section ? `${name}: ${t(sectionKey[section])}` : name}
      description={t("villagePage.description", { name, place })}
    >
      <AsOf ledger={village.ledger} />
      <nav aria-label={t("villagePage.nav.label", { name })} className="mt-4">
        <ul className="flex flex-wrap gap-x-4 gap-y-2 text-sm">
          {villageSections.map((s) => (
            <li key={s}>
              <SiteLink
                href={localizePath(villageSectionPath(village.slug, s), lang)}
                aria-current={s === section ? "page" : undefined}
                className="text-primary underline underline-offset-4 aria-[current=page]:font-semibold aria-[current=page]:no-underline"
              >
                {t(sectionKey[s])}
              </SiteLink>
            </li>
          ))}
          <li>
            <SiteLink
              href={localizePath(VILLAGES_PATH, lang)}
              className="text-primary underline underline-offset-4"
            >
              {t("villagePage.back")}
            </SiteLink>
          </li>
        </ul>
      </nav>
      {village.slug === PILOT && (
        <p className="mt-3 text-sm">
          <SiteLink
            href={localizePath("/", lang)}
            className="text-primary underline underline-offset-4"
          >
            {t("villagePage.pilot")}
          </SiteLink>
        </p>
      )}
    </PageHero>
  );
}
