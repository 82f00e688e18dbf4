import { Badge } from "@/components/ui/badge";
import { PageHero } from "@/components/ui/section";
import { Stat, StatGrid } from "@/components/ui/stat";
import type { BeforeAfter } from "@/content/impact";
import { formatNumber } from "@/lib/format";
import { formatImpactValue } from "./format-value";
import { stageArgs } from "@/lib/stage-args";
import { requestWords } from "@/lib/request-language";
import type { PartProps } from "@/lib/page";

interface ImpactHeroProps extends PartProps {
  villagers: number;
  /** The before-and-after row of household income, for the hint under the target. */
  income?: BeforeAfter;
  /** The monthly household income targeted and the months to recover the investment. */
  incomeTarget: { monthlyHousehold: number; recoveryMonths: number };
  growthPercent: number;
}

/** Hero: villagers, the 4x income target, the 300% growth target and the 18-month recovery. */
export function ImpactHero({
  ledger,
  villagers,
  income,
  incomeTarget,
  growthPercent,
}: ImpactHeroProps) {
  const { lang, t } = requestWords();
  const rupees = (n: number) => formatImpactValue(n, "rupees", lang, t);
  const incomeHint = income?.multiple
    ? `${rupees(income.before)} → ${rupees(income.after)} (${t("impact.beforeAfter.times", { n: formatNumber(income.multiple, lang) })})`
    : undefined;
  return (
    <PageHero
      eyebrow={
        <Badge tone="warning">
          {t("impact.hero.badge", {
            ...stageArgs(lang, ledger),
          })}
        </Badge>
      }
      title={t("route.impact.title")}
      description={t("impact.hero.description")}
    >
      <StatGrid>
        <Stat label={t("impact.stat.villagers")} value={formatNumber(villagers, lang)} />
        <Stat
          label={t("impact.stat.income")}
          value={rupees(incomeTarget.monthlyHousehold)}
          hint={incomeHint}
        />
        <Stat
          label={t("impact.stat.growth")}
          value={formatImpactValue(growthPercent, "percent", lang, t)}
        />
        <Stat
          label={t("impact.stat.recovery")}
          value={formatImpactValue(incomeTarget.recoveryMonths, "months", lang, t)}
        />
      </StatGrid>
    </PageHero>
  );
}
