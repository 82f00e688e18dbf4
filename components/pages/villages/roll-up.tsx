import { AlsoGiven } from "@/components/also-given";
import { SiteLink } from "@/components/site-link";
import { Card, CardTitle } from "@/components/ui/card";
import { Stat, StatGrid } from "@/components/ui/stat";
import { stageArgOf } from "@/content/ledger/derive";
import type { Stage } from "@/content/ledger/ids";
import { formatNumber, formatRupees } from "@/lib/format";
import { localizePath } from "@/lib/i18n";
import type { DirectoryProps } from "@/lib/page";
import { requestWords } from "@/lib/request-language";
import type { RollUp } from "@/lib/roll-up";
import { PILOT } from "@/lib/village-paths";

/** The sums across every village: money, people, stages, checks. */
export function RollUpStats({
  rollUp,
  pilot,
  disagreements,
}: Pick<DirectoryProps, "rollUp" | "pilot" | "disagreements">) {
  const { lang, t } = requestWords();
  return (
    <>
      <StatGrid className="sm:grid-cols-3 lg:grid-cols-4">
        <Stat
          label={t("villages.rollup.villages")}
          value={formatNumber(rollUp.villages, lang)}
          hint={(Object.keys(rollUp.byStage) as Stage[])
            .filter((s) => rollUp.byStage[s] > 0)
            .map((s) =>
              t("villages.rollup.byStage", { stage: stageArgOf[s], count: rollUp.byStage[s] }),
            )
            .join(" · ")}
        />
        <Stat label={t("villages.rollup.people")} value={formatNumber(rollUp.population, lang)} />
        <Stat
          label={t("villages.rollup.households")}
          value={formatNumber(rollUp.households, lang)}
        />
        <Stat label={t("villages.rollup.budget")} value={formatRupees(rollUp.budget, lang)} />
        <Stat label={t("villages.rollup.raised")} value={formatRupees(rollUp.raised, lang)} />
        <Stat label={t("villages.rollup.spent")} value={formatRupees(rollUp.spent, lang)} />
        <Stat label={t("villages.rollup.checks")} value={formatNumber(rollUp.problems, lang)} />
        <Stat
          label={
            <SiteLink
              href={localizePath("/figures", lang)}
              className="underline underline-offset-4"
            >
              {t("villages.rollup.disagreements")}
            </SiteLink>
          }
          value={formatNumber(disagreements, lang)}
        />
      </StatGrid>
      {/* With the pilot alone, the budget is its plan's total, which the plan gives more than one way. */}
      {rollUp.rows.length === 1 && rollUp.rows[0]!.slug === PILOT && (
        <AlsoGiven ledger={pilot} measure="investment.total" shown={rollUp.budget} />
      )}
    </>
  );
}

/** Each KPI across the villages that measured it, weighted by population. */
export function KpiRollUp({ rollUp }: { rollUp: RollUp }) {
  const { lang, t } = requestWords();
  return (
    <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
      {rollUp.kpis.map((k) => (
        <li key={k.id}>
          <Card className="h-full p-4">
            <CardTitle className="text-base">{t(`dashboard.kpi.${k.id}.name`)}</CardTitle>
            {k.value === null ? (
              <p className="mt-2 text-sm text-muted-foreground">{t("villages.kpis.none")}</p>
            ) : (
              <>
                <p className="mt-2 text-2xl font-bold tabular-nums">
                  {formatNumber(k.value, lang)}%
                </p>
                <p className="text-xs text-muted-foreground">
                  {t("villages.kpis.covers", {
                    count: k.villages,
                    people: formatNumber(k.population, lang),
                  })}
                </p>
              </>
            )}
          </Card>
        </li>
      ))}
    </ul>
  );
}
