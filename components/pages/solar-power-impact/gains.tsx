import { formatFigure } from "@/components/impact/format-figure";
import { ImpactStats } from "@/components/impact/impact-stats";
import { Section } from "@/components/ui/section";
import {
  ANNUAL_OUTPUT,
  LIFESPAN,
  metrics,
  PAYBACK,
  SOLAR_BUDGET,
  YEARS_AFTER_PAYBACK,
} from "@/content/impact-pages/solar";
import { village } from "@/content/village";
import { formatBudget, formatPercent, formatQuarter } from "@/lib/format";
import { AlsoGiven } from "@/components/also-given";
import { requestWords } from "@/lib/request-language";
import type { PartProps } from "@/lib/page";

/** Environmental and economic cards, each figure from the solar content module. */
export function Gains({ ledger }: PartProps) {
  const { lang, t } = requestWords();
  const fig = (f: Parameters<typeof formatFigure>[0]) => formatFigure(f, lang, t);
  const target = (id: (typeof metrics)[number]["id"]) => {
    const m = metrics.find((x) => x.id === id)!;
    return fig({ value: m.target, unit: m.unit });
  };
  return (
    <>
      <Section id="environment" title={t("solar-power-impact.environment.title")}>
        <ImpactStats
          items={[
            {
              id: "carbon",
              label: t("solar-power-impact.environment.carbon"),
              value: target("carbon"),
              hint: t("solar-power-impact.environment.carbonHint"),
            },
            {
              id: "energy",
              label: t("solar-power-impact.environment.energy"),
              value: fig(ANNUAL_OUTPUT),
              hint: t("solar-power-impact.environment.energyHint"),
            },
            {
              id: "coverage",
              label: t("solar-power-impact.environment.coverage"),
              value: target("coverage"),
              hint: t("solar-power-impact.environment.coverageHint", {
                today: formatPercent(village.infrastructure.reliableElectricityPercent, lang),
              }),
            },
          ]}
        />
      </Section>
      <Section id="economics" title={t("solar-power-impact.economics.title")}>
        <ImpactStats
          items={[
            {
              id: "budget",
              label: t("solar-power-impact.economics.budget"),
              value: formatBudget(SOLAR_BUDGET.budgeted, lang),
              hint: t("solar-power-impact.economics.budgetHint", {
                quarter: formatQuarter(SOLAR_BUDGET.timeline, lang),
              }),
            },
            {
              id: "payback",
              label: t("solar-power-impact.economics.payback"),
              value: fig(PAYBACK),
              hint: t("solar-power-impact.economics.paybackHint"),
            },
            {
              id: "lifespan",
              label: t("solar-power-impact.economics.lifespan"),
              value: fig(LIFESPAN),
              hint: t("solar-power-impact.economics.lifespanHint", {
                years: fig({ value: YEARS_AFTER_PAYBACK, unit: "years" }),
              }),
            },
          ]}
        />
        <AlsoGiven
          ledger={ledger}
          measure="category.solar.budget"
          shown={SOLAR_BUDGET.budgeted}
          className="mt-3"
        />
      </Section>
    </>
  );
}
