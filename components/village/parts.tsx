import { AlsoGiven } from "@/components/also-given";
import { Badge } from "@/components/ui/badge";
import { Card, CardTitle } from "@/components/ui/card";
import { DataTable } from "@/components/ui/data-table";
import { ProgressBar } from "@/components/ui/progress-bar";
import { Section } from "@/components/ui/section";
import { Stat, StatGrid } from "@/components/ui/stat";
import { budgetCategoriesOf, categoriesOf } from "@/content/budget-categories";
import { monthsInSpan } from "@/content/budget";
import { kpiIds } from "@/content/ledger/ids";
import {
  formatDate,
  formatMonth,
  formatNumber,
  formatPercent,
  formatQuarter,
  formatRupees,
} from "@/lib/format";
import { languages } from "@/lib/i18n";
import type { ViewProps } from "@/lib/page";
import { inLanguage } from "@/lib/quality/localize";
import { requestWords } from "@/lib/request-language";
import { ledgerChecksOf } from "@/lib/roll-up";
import { PILOT } from "@/lib/village-paths";

/** The village's baseline: people, homes, literacy, income and services. */
export function Facts({ village }: ViewProps) {
  const { lang, t } = requestWords();
  const { population, literacy, economic, infrastructure } = village.facts;
  /** A surveyed figure, or the words for one the survey has not given yet. */
  const known = (value: number | null, format: (v: number) => string) =>
    value === null ? t("villagePage.facts.unknown") : format(value);
  const percent = (v: number) => formatPercent(v, lang);
  return (
    <StatGrid className="sm:grid-cols-3 lg:grid-cols-4">
      <Stat
        label={t("villagePage.facts.population")}
        value={formatNumber(population.total, lang)}
      />
      <Stat
        label={t("villagePage.facts.households")}
        value={formatNumber(population.households, lang)}
      />
      <Stat label={t("villagePage.facts.literacy")} value={known(literacy.overall, percent)} />
      <Stat
        label={t("villagePage.facts.income")}
        value={known(economic.averageMonthlyIncome, (v) => formatRupees(v, lang))}
      />
      <Stat
        label={t("villagePage.facts.internet")}
        value={known(infrastructure.internetPercent, percent)}
      />
      <Stat
        label={t("villagePage.facts.electricity")}
        value={known(infrastructure.reliableElectricityPercent, percent)}
      />
      <Stat
        label={t("villagePage.facts.water")}
        value={known(infrastructure.cleanWaterPercent, percent)}
      />
    </StatGrid>
  );
}

/** Money: the budget the plan asks for, received and spent, and spending by category. */
export function Money({ village }: ViewProps) {
  const { lang, t } = requestWords();
  const { ledger, budget } = village;
  const categories = budgetCategoriesOf(ledger, categoriesOf(village.plan));
  return (
    <>
      <StatGrid className="sm:grid-cols-3">
        <Stat label={t("villagePage.money.budget")} value={formatRupees(budget, lang)} />
        <Stat
          label={t("villagePage.money.raised")}
          value={formatRupees(ledger.fundsRaised, lang)}
        />
        <Stat
          label={t("villagePage.money.spent")}
          value={formatRupees(ledger.fundsSpent, lang)}
          hint={t("villagePage.money.share", {
            percent: formatPercent(Math.round((ledger.fundsSpent / budget) * 100), lang),
          })}
        />
      </StatGrid>
      {/* The pilot's budget is its plan's total, which the plan gives more than one way. */}
      {village.slug === PILOT && (
        <AlsoGiven ledger={ledger} measure="investment.total" shown={budget} />
      )}
      {ledger.fundsRaised === 0 && ledger.fundsSpent === 0 && (
        <p className="mt-4 text-sm text-muted-foreground">{t("villagePage.money.none")}</p>
      )}
      <h3 className="mt-8 text-lg font-semibold">{t("villagePage.spent.title")}</h3>
      <ul className="mt-3 grid gap-3 sm:grid-cols-2">
        {categories.map((c) => (
          <li key={c.id} className="rounded-lg border p-3">
            <div className="flex flex-wrap justify-between gap-2 text-sm">
              <span className="font-medium">{t(`transparency.budget.${c.id}`)}</span>
              <span className="tabular-nums">
                {t("villagePage.spent.of", {
                  spent: formatRupees(c.spent, lang),
                  budget: formatRupees(c.budgeted, lang),
                })}
              </span>
            </div>
            <ProgressBar
              value={Math.min(100, c.percentage)}
              className="mt-2"
              label={`${t(`transparency.budget.${c.id}`)}: ${formatPercent(c.percentage, lang)}`}
            />
          </li>
        ))}
      </ul>
    </>
  );
}

/** The plan: its months, its three phases with their budgets, and the categories' start. */
export function Plan({ village }: ViewProps) {
  const { lang, t } = requestWords();
  const { plan } = village;
  return (
    <>
      <p className="mt-2 text-muted-foreground">
        {t("villagePage.plan.description", {
          start: formatMonth(plan.start, lang),
          end: formatMonth(plan.end, lang),
          launch: formatQuarter(plan.launch, lang),
        })}
      </p>
      <ol className="mt-6 grid gap-3 md:grid-cols-3">
        {plan.phases.map((p) => (
          <li key={p.id}>
            <Card className="h-full p-4">
              <CardTitle className="text-base">
                {t("villagePage.plan.phase", { number: plan.phases.indexOf(p) + 1 })}
              </CardTitle>
              <p className="mt-1 text-2xl font-bold tabular-nums">{formatRupees(p.budget, lang)}</p>
              <p className="text-sm text-muted-foreground">
                {formatMonth(p.from, lang)} – {formatMonth(p.to, lang)} (
                {t("villagePage.plan.months", { count: monthsInSpan(p) })})
              </p>
              <p className="mt-2 text-sm">
                {t("villagePage.plan.completion", {
                  percent: formatPercent(village.ledger.phaseCompletion(p.id), lang),
                })}
              </p>
            </Card>
          </li>
        ))}
      </ol>
      <h3 className="mt-8 text-lg font-semibold">{t("villagePage.plan.categories")}</h3>
      <DataTable
        caption={t("villagePage.plan.categories")}
        rowHeaders
        columns={[
          { header: t("villagePage.plan.category") },
          { header: t("villages.table.budget"), numeric: true },
        ]}
        rows={plan.budgetCategories.map((c) => ({
          key: c.id,
          cells: [
            `${t(`transparency.budget.${c.id}`)} (${t("villagePage.plan.starts", { quarter: formatQuarter(c.starts, lang) })})`,
            formatRupees(c.budget, lang),
          ],
        }))}
      />
    </>
  );
}

/** Each KPI's latest measurement in the village's files. */
export function Measurements({ village }: ViewProps) {
  const { lang, t } = requestWords();
  return (
    <ul className="mt-6 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
      {kpiIds.map((id) => {
        const latest = village.ledger.latestMeasurement(id);
        return (
          <li key={id}>
            <Card className="h-full p-4">
              <CardTitle className="text-base">{t(`dashboard.kpi.${id}.name`)}</CardTitle>
              <p className="mt-2 text-sm">
                {latest
                  ? t("villagePage.kpis.latest", {
                      value: formatPercent(latest.value, lang),
                      date: formatDate(latest.date, lang),
                    })
                  : t("villagePage.kpis.none")}
              </p>
            </Card>
          </li>
        );
      })}
    </ul>
  );
}

/** The plan's milestones, each achieved on its day or not yet. */
export function Milestones({ village }: ViewProps) {
  const { lang, t } = requestWords();
  return (
    <ol className="mt-6 divide-y rounded-xl border">
      {village.plan.milestones.map((m) => {
        const record = village.ledger.milestoneRecord(m.id);
        return (
          <li key={m.id} className="flex flex-wrap items-center justify-between gap-2 px-4 py-2.5">
            <span>
              <span className="text-sm text-muted-foreground">
                {t("villagePage.plan.phase", { number: Number(m.phase.slice(-1)) })} ·{" "}
              </span>
              {t(`timeline.phases.milestone.${m.id}`, { languages: languages.length })}
            </span>
            {record ? (
              <Badge tone="success">
                {t("villagePage.milestones.achieved", { date: formatDate(record.achieved, lang) })}
              </Badge>
            ) : (
              <Badge>{t("villagePage.milestones.pending")}</Badge>
            )}
          </li>
        );
      })}
    </ol>
  );
}

/** The quality report's ledger checks, on this village's own files. */
export function Checks({ village }: ViewProps) {
  const { lang, t } = requestWords();
  const tone = { pass: "success", warning: "warning", fail: "danger" } as const;
  return (
    <ul className="mt-6 space-y-3">
      {ledgerChecksOf(village).map((check) => {
        const words = inLanguage(check, lang);
        return (
          <li key={check.test} className="rounded-lg border p-3">
            <div className="flex flex-wrap items-center gap-2">
              <Badge tone={tone[check.status]}>{t(`villagePage.checks.${check.status}`)}</Badge>
              <span className="font-medium">{words.test}</span>
            </div>
            <p className="mt-1 text-sm text-muted-foreground">{words.details}</p>
          </li>
        );
      })}
    </ul>
  );
}

/** The section of a village page that lists its account checks. */
export function ChecksSection({ village }: ViewProps) {
  const { t } = requestWords();
  return (
    <Section
      id="checks"
      title={t("villagePage.checks.title")}
      description={t("villagePage.checks.description")}
      className="border-t"
    >
      <Checks village={village} />
    </Section>
  );
}
