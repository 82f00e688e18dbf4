import { Badge } from "@/components/ui/badge";
import { PageHero } from "@/components/ui/section";
import { Stat, StatGrid } from "@/components/ui/stat";
import { INCOME_TARGET } from "@/content/budget";
import { beforeAfter, GROWTH_TARGET_PERCENT } from "@/content/impact";
import { village } from "@/content/village";
import { formatNumber } from "@/lib/format";
import { formatImpactValue } from "./format-value";
import { stageArgs } from "@/lib/stage-args";
import { requestWords } from "@/lib/request-language";
import type { PartProps } from "@/lib/page";

/** Hero: villagers, the 4x income target, the 300% growth target and the 18-month recovery. */
export function ImpactHero({ ledger }: PartProps) {
  const { lang, t } = requestWords();
  const income = beforeAfter.find((r) => r.id === "income");
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
        <Stat
          label={t("impact.stat.villagers")}
          value={formatNumber(village.population.total, lang)}
        />
        <Stat
          label={t("impact.stat.income")}
          value={rupees(INCOME_TARGET.monthlyHousehold)}
          hint={incomeHint}
        />
        <Stat
          label={t("impact.stat.growth")}
          value={formatImpactValue(GROWTH_TARGET_PERCENT, "percent", lang, t)}
        />
        <Stat
          label={t("impact.stat.recovery")}
          value={formatImpactValue(INCOME_TARGET.recoveryMonths, "months", lang, t)}
        />
      </StatGrid>
    </PageHero>
  );
}
