import { formatFigure } from "@/components/impact/format-figure";
import { ImpactStats } from "@/components/impact/impact-stats";
import { Section } from "@/components/ui/section";
import type { BudgetCategory } from "@/content/budget-categories";
import type { Figure } from "@/content/impact-pages/schema";
import type { metrics } from "@/content/impact-pages/solar";
import { formatBudget, formatPercent, formatQuarter } from "@/lib/format";
import { AlsoGiven } from "@/components/also-given";
import { requestWords } from "@/lib/request-language";
import type { PartProps } from "@/lib/page";

type Metric = (typeof metrics)[number];

interface GainsProps extends PartProps {
  metrics: Metric[];
  /** The solar figures the cards state: output a year, payback, lifespan and the years after. */
  figures: { annualOutput: Figure; payback: Figure; lifespan: Figure; yearsAfterPayback: number };
  /** The solar budget line: its amount and quarter. */
  budget: Pick<BudgetCategory, "budgeted" | "timeline">;
  /** The share of homes with reliable electricity today, percent. */
  electricityToday: number;
}

/** Environmental and economic cards, each figure as the page gives it. */
export function Gains({ ledger, metrics, figures, budget, electricityToday }: GainsProps) {
  const { lang, t } = requestWords();
  const fig = (f: Parameters<typeof formatFigure>[0]) => formatFigure(f, lang, t);
  const target = (id: Metric["id"]) => {
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
              value: fig(figures.annualOutput),
              hint: t("solar-power-impact.environment.energyHint"),
            },
            {
              id: "coverage",
              label: t("solar-power-impact.environment.coverage"),
              value: target("coverage"),
              hint: t("solar-power-impact.environment.coverageHint", {
                today: formatPercent(electricityToday, lang),
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
              value: formatBudget(budget.budgeted, lang),
              hint: t("solar-power-impact.economics.budgetHint", {
                quarter: formatQuarter(budget.timeline, lang),
              }),
            },
            {
              id: "payback",
              label: t("solar-power-impact.economics.payback"),
              value: fig(figures.payback),
              hint: t("solar-power-impact.economics.paybackHint"),
            },
            {
              id: "lifespan",
              label: t("solar-power-impact.economics.lifespan"),
              value: fig(figures.lifespan),
              hint: t("solar-power-impact.economics.lifespanHint", {
                years: fig({ value: figures.yearsAfterPayback, unit: "years" }),
              }),
            },
          ]}
        />
        <AlsoGiven
          ledger={ledger}
          measure="category.solar.budget"
          shown={budget.budgeted}
          className="mt-3"
        />
      </Section>
    </>
  );
}
