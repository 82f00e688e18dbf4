import { BarChart } from "@/components/ui/bar-chart";
import { Card, CardDescription, CardTitle } from "@/components/ui/card";
import { Stat, StatGrid } from "@/components/ui/stat";
import { nthChartColor, chartFill } from "@/lib/chart-colors";
import type { perPersonShares } from "@/content/transparency";
import type { RoiProjection, socialImpactMetrics } from "@/content/transparency-impact";
import { formatNumber, formatPercent, formatRupees } from "@/lib/format";
import { RoiProjections } from "./roi-projections";
import { DataTable } from "@/components/ui/data-table";
import { AlsoGiven } from "@/components/also-given";
import { requestWords } from "@/lib/request-language";
import type { PartProps } from "@/lib/page";

/** The plan's figures the tab shows: the per-person breakdown, the projections and who is reached. */
export interface ImpactFigures {
  perPerson: number;
  /** What each villager's share pays for, with its share of the whole (perPersonShares). */
  shares: ReturnType<typeof perPersonShares>;
  /** The breakdown's lines added up. */
  sharesTotal: number;
  projections: readonly RoiProjection[];
  /** Who the programme reaches. */
  social: typeof socialImpactMetrics;
  /** The baseline's share of villagers online, and the ages of the children reached. */
  internetPercent: number;
  childAges: { from: number; to: number };
}

/** Impact Analysis tab: what each villager's share pays for, the projections and who is reached. */
export function ImpactTab({ ledger, impact }: PartProps & { impact: ImpactFigures }) {
  const { lang, t } = requestWords();
  const { shares } = impact;
  return (
    <div className="space-y-6">
      <Card>
        <CardTitle>{t("transparency.impact.perPerson.title")}</CardTitle>
        <CardDescription>
          {t("transparency.impact.perPerson.description", {
            perPerson: formatRupees(impact.perPerson, lang),
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
              formatRupees(impact.sharesTotal, lang),
              formatPercent(100, lang),
            ]}
          />
        </div>
      </Card>
      <RoiProjections projections={impact.projections} />
      <Card>
        <CardTitle>{t("transparency.impact.social.title")}</CardTitle>
        <CardDescription>{t("transparency.impact.social.description")}</CardDescription>
        <StatGrid className="mt-4 grid-cols-1 sm:grid-cols-2 lg:grid-cols-3">
          {impact.social.map((m) => (
            <Stat
              key={t(`transparency.social.${m.id}.label`)}
              label={t(`transparency.social.${m.id}.label`)}
              value={`${formatNumber(m.value, lang)}${m.atLeast ? "+" : ""}`}
              hint={
                <>
                  {t(`transparency.social.${m.id}.description`, {
                    internet: formatPercent(impact.internetPercent, lang),
                    ageFrom: formatNumber(impact.childAges.from, lang),
                    ageTo: formatNumber(impact.childAges.to, lang),
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
