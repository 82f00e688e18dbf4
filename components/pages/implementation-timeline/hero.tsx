import { Badge } from "@/components/ui/badge";
import { PageHero } from "@/components/ui/section";
import { Stat, StatGrid } from "@/components/ui/stat";
import { phases, programme, TOTAL_INVESTMENT } from "@/content/budget";
import { monthlyTimeline } from "@/content/implementation";
import { STAGE_ARG } from "@/content/ledger";
import { formatCrore, formatMonth, formatNumber, formatQuarter } from "@/lib/format";
import type { Lang } from "@/lib/i18n";
import type { Translate } from "@/lib/messages";
import { stageText } from "@/lib/stage";

/** Hero: 36 months, 3 phases, ₹1.63 Cr and the programme period. */
export function TimelineHero({ lang, t }: { lang: Lang; t: Translate }) {
  const first = monthlyTimeline[0]?.month ?? "";
  const last = monthlyTimeline.at(-1)?.month ?? "";
  return (
    <PageHero
      eyebrow={
        <>
          <Badge tone="warning">{stageText(lang, "label")}</Badge>
          <Badge tone="info">
            {t("implementation-timeline.hero.launch", {
              now: STAGE_ARG,
              quarter: formatQuarter(programme.launch, lang),
            })}
          </Badge>
        </>
      }
      title={t("route.implementation-timeline.title")}
      description={t("implementation-timeline.hero.description", { count: phases.length })}
    >
      <StatGrid>
        <Stat
          label={t("implementation-timeline.stat.months")}
          value={formatNumber(programme.months, lang)}
        />
        <Stat
          label={t("implementation-timeline.stat.phases")}
          value={formatNumber(phases.length, lang)}
        />
        <Stat
          label={t("implementation-timeline.stat.investment")}
          value={formatCrore(TOTAL_INVESTMENT, lang, 2)}
        />
        <Stat
          label={t("implementation-timeline.stat.period")}
          value={
            <span className="text-lg">
              {formatMonth(first, lang)} – {formatMonth(last, lang)}
            </span>
          }
        />
      </StatGrid>
    </PageHero>
  );
}
