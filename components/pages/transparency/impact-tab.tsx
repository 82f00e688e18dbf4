import { BarChart } from "@/components/ui/bar-chart";
import { Card, CardDescription, CardTitle } from "@/components/ui/card";
import { Stat, StatGrid } from "@/components/ui/stat";
import { nthChartColor, chartFill } from "@/lib/chart-colors";
import { perPersonInvestment } from "@/content/budget";
import { perPersonBreakdownTotal, perPersonShares } from "@/content/transparency";
import { CHILD_AGES, socialImpactMetrics } from "@/content/transparency-impact";
import { village } from "@/content/village";
import { formatNumber, formatPercent, formatRupees } from "@/lib/format";
import { RoiProjections } from "./roi-projections";
import { DataTable } from "@/components/ui/data-table";
import { AlsoGiven } from "@/components/also-given";
import { requestWords } from "@/lib/request-language";
import type { PartProps } from "@/lib/page";

/** Impact Analysis tab: what each villager's share pays for, the projections and who is reached. */
export function ImpactTab({ ledger }: PartProps) {
  const { lang, t } = requestWords();
  const shares = perPersonShares();
  return (
    <div className="space-y-6">
      <Card>
        <CardTitle>{t("transparency.impact.perPerson.title")}</CardTitle>
        <CardDescription>
          {t("transparency.impact.perPerson.description", {
            perPerson: formatRupees(perPersonInvestment(), lang),
          })}
        </CardDescription>
        <div className="mt-5 grid gap-6 lg:grid-cols-2">
          <BarChart
            title={t("transparency.impact.perPerson.chart")}
            labelHeading={t("transparency.impact.col.area")}
            valueHeading={t("transparency.impact.col.rupees")}
            data={shares.map((r, i) => ({
              label: t(`transparency.area.${r.id}`),
              value: r.rupees,
              valueLabel: formatRupees(r.rupees, lang),
              fillClassName: chartFill(nthChartColor(i)),
            }))}
          />
          <DataTable
            caption={t("transparency.impact.perPerson.title")}
            columns={[
              { header: t("transparency.impact.col.area"), className: "font-medium" },
              { header: t("transparency.impact.col.rupees"), numeric: true },
              { header: t("transparency.impact.col.share"), numeric: true },
            ]}
            rows={shares.map((r) => ({
              key: r.area,
              cells: [
                t(`transparency.area.${r.id}`),
                formatRupees(r.rupees, lang),
                formatPercent(r.percent, lang, 1),
              ],
            }))}
            footer={[
              t("transparency.financial.col.total"),
              formatRupees(perPersonBreakdownTotal(), lang),
              formatPercent(100, lang),
            ]}
          />
        </div>
      </Card>
      <RoiProjections />
      <Card>
        <CardTitle>{t("transparency.impact.social.title")}</CardTitle>
        <CardDescription>{t("transparency.impact.social.description")}</CardDescription>
        <StatGrid className="mt-4 grid-cols-1 sm:grid-cols-2 lg:grid-cols-3">
          {socialImpactMetrics.map((m) => (
            <Stat
              key={t(`transparency.social.${m.id}.label`)}
              label={t(`transparency.social.${m.id}.label`)}
              value={`${formatNumber(m.value, lang)}${m.atLeast ? "+" : ""}`}
              hint={
                <>
                  {t(`transparency.social.${m.id}.description`, {
                    internet: formatPercent(village.infrastructure.internetPercent, lang),
                    ageFrom: formatNumber(CHILD_AGES.from, lang),
                    ageTo: formatNumber(CHILD_AGES.to, lang),
                  })}
                  <AlsoGiven ledger={ledger} measure={`population.${m.id}`} shown={m.value} />
                </>
              }
            />
          ))}
        </StatGrid>
      </Card>
    </div>
  );
}
