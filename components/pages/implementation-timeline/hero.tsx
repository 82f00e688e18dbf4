import { Badge } from "@/components/ui/badge";
import { PageHero } from "@/components/ui/section";
import { Stat, StatGrid } from "@/components/ui/stat";
import { formatCrore, formatMonth, formatNumber } from "@/lib/format";
import { StageBadge } from "@/components/programme/stage-badge";
import { stageArgs } from "@/lib/stage-args";
import { AlsoGiven } from "@/components/also-given";
import { perPersonWords } from "@/lib/per-person";
import type { Headline } from "@/content/figures/headline";
import { requestWords } from "@/lib/request-language";
import type { PartProps } from "@/lib/page";

export interface TimelineHeroProps extends PartProps {
  /** The plan's length in months, how many phases it has and its total. */
  months: number;
  phases: number;
  total: number;
  /** The first and last month of the monthly plan, ISO. */
  first: string;
  last: string;
  /** The per-person investment, as /figures gives it. */
  perPersonFigure: Headline;
}

/** Hero: 36 months, 3 phases, ₹1.63 Cr, ₹9,071 per person and the programme period. */
export function TimelineHero({
  ledger,
  months,
  phases,
  total,
  first,
  last,
  perPersonFigure,
}: TimelineHeroProps) {
  const { lang, t } = requestWords();
  const perPerson = perPersonWords(lang, t, perPersonFigure);
  return (
    <PageHero
      eyebrow={
        <>
          <StageBadge ledger={ledger} form="label" />
          <Badge tone="info">
            {t("implementation-timeline.hero.launch", {
              ...stageArgs(lang, ledger),
            })}
          </Badge>
        </>
      }
      title={t("route.implementation-timeline.title")}
      description={t("implementation-timeline.hero.description", { count: phases })}
    >
      <StatGrid>
        <Stat
          label={t("implementation-timeline.stat.months")}
          value={formatNumber(months, lang)}
          hint={<AlsoGiven ledger={ledger} measure="plan.months" shown={months} />}
        />
        <Stat label={t("implementation-timeline.stat.phases")} value={formatNumber(phases, lang)} />
        <Stat
          label={t("implementation-timeline.stat.investment")}
          value={formatCrore(total, lang, 2)}
          hint={<AlsoGiven ledger={ledger} measure="investment.total" shown={total} />}
        />
        <Stat label={perPerson.label} value={perPerson.value} hint={perPerson.derivation} />
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
