import { Badge } from "@/components/ui/badge";
import { PageHero } from "@/components/ui/section";
import { Stat, StatGrid } from "@/components/ui/stat";
import { programme } from "@/content/budget";
import { FUNDS_RAISED, FUNDS_SPENT } from "@/content/ledger";
import { dashboardPhases, FAMILIES_HELPED, projectCompletion } from "@/content/dashboard";
import { kpis } from "@/content/kpis";
import { village } from "@/content/village";
import { formatNumber, formatPercent, formatQuarter, formatRupees } from "@/lib/format";
import type { Lang } from "@/lib/i18n";
import type { Translate } from "@/lib/messages";

/** The dashboard's hero: pre-implementation badges and the four dictionary stats at their pre-launch values. */
export function DashboardHero({ lang, t }: { lang: Lang; t: Translate }) {
  return (
    <PageHero
      eyebrow={
        <>
          <Badge tone="warning">{t("dashboard.hero.stage")}</Badge>
          <Badge tone="info">
            {t("dashboard.hero.launch", { quarter: formatQuarter(programme.launch, lang) })}
          </Badge>
          <Badge tone="neutral">
            {t("dashboard.hero.kpis", { n: formatNumber(kpis.length, lang) })}
          </Badge>
        </>
      }
      title={t("route.dashboard.title")}
      description={t("dashboard.hero.description", {
        kpis: kpis.length,
        phases: dashboardPhases.length,
      })}
    >
      <h2 className="sr-only">{t("dashboard.hero.figures")}</h2>
      <StatGrid>
        <Stat
          label={t("dashboard.totalRaised")}
          value={formatRupees(FUNDS_RAISED, lang)}
          hint={t("dashboard.hero.raised.hint")}
        />
        <Stat
          label={t("dashboard.fundsDeployed")}
          value={formatRupees(FUNDS_SPENT, lang)}
          hint={t("dashboard.hero.deployed.hint")}
        />
        <Stat
          label={t("dashboard.familiesHelped")}
          value={formatNumber(FAMILIES_HELPED, lang)}
          hint={t("dashboard.hero.families.hint", {
            households: formatNumber(village.population.households, lang),
          })}
        />
        <Stat
          label={t("dashboard.projectCompletion")}
          value={formatPercent(projectCompletion(), lang)}
          hint={t("dashboard.hero.completion.hint", { count: dashboardPhases.length })}
        />
      </StatGrid>
    </PageHero>
  );
}
