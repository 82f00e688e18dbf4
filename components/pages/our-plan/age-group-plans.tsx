import { FigureNotes } from "@/components/figure-notes";
import { Baby, PersonStanding, Users } from "lucide-react";
import { AlsoGiven } from "@/components/also-given";
import type { AgeGroupId, AgeGroupPlan } from "@/content/framework";
import { Badge } from "@/components/ui/badge";
import { Card, CardTitle } from "@/components/ui/card";
import { Section } from "@/components/ui/section";
import { formatBudget, formatLakh, formatNumber, formatPercent } from "@/lib/format";
import { figureVars } from "./figures";
import { PlanList } from "./plan-list";
import { requestWords } from "@/lib/request-language";
import type { PartProps } from "@/lib/page";

const icons: Record<AgeGroupId, typeof Baby> = {
  children: Baby,
  adults: Users,
  seniors: PersonStanding,
};

export interface AgeGroupPlansProps extends PartProps {
  /** Each group's plan with its share of the village's people, in whole percent. */
  plans: readonly (AgeGroupPlan & { share: number })[];
  /** What the three groups' investments add up to, and the plan's total beside it. */
  investmentTotal: number;
  total: number;
  literacyTarget: number;
  /** Today's distance to healthcare, in km. */
  healthcareKm: number;
}

/** One card per age group: problems, solutions, outcomes, investment and timeline. */
export function AgeGroupPlans({
  ledger,
  plans,
  investmentTotal,
  total,
  literacyTarget,
  healthcareKm,
}: AgeGroupPlansProps) {
  const { lang, t } = requestWords();
  return (
    <Section
      id="age-groups"
      title={t("our-plan.groups.title")}
      description={t("our-plan.groups.description")}
    >
      <div className="grid gap-5 lg:grid-cols-3">
        {plans.map((plan) => {
          const Icon = icons[plan.group];
          return (
            <Card key={plan.group} id={`group-${plan.group}`} className="flex flex-col">
              <div className="flex items-start justify-between gap-3">
                <CardTitle className="flex items-center gap-2 text-xl">
                  <Icon aria-hidden className="size-5 text-primary" />
                  {t(`our-plan.group.${plan.group}`)}
                </CardTitle>
                <Badge tone="info">
                  {t("our-plan.groups.people", { count: formatNumber(plan.population, lang) })}
                </Badge>
              </div>
              <p className="mt-1 text-sm text-muted-foreground">
                {t("our-plan.groups.share", {
                  percent: formatPercent(plan.share, lang),
                })}
              </p>
              <AlsoGiven
                ledger={ledger}
                measure={`population.${plan.group}`}
                shown={plan.population}
              />
              <PlanList
                title={t("our-plan.groups.problems")}
                items={plan.problems.map((p) =>
                  t(`our-plan.problem.${p.id}`, figureVars(p.figures, lang)),
                )}
                tone="problem"
              />
              <PlanList
                title={t("our-plan.groups.solutions")}
                items={plan.solutions.map((s) =>
                  t(`our-plan.solution.${s.id}`, figureVars(s.figures, lang)),
                )}
                tone="solution"
              />
              {plan.solutions.map((s) => {
                const computers = s.figures.computers;
                return computers && "n" in computers ? (
                  <AlsoGiven
                    ledger={ledger}
                    key={s.id}
                    measure="plan.computers"
                    shown={computers.n}
                  />
                ) : null;
              })}
              <PlanList
                title={t("our-plan.groups.outcomes")}
                items={plan.outcomes.map((o) =>
                  t(`our-plan.outcome.${o.id}`, figureVars(o.figures, lang)),
                )}
                tone="outcome"
              />
              <dl className="mt-auto grid gap-3 border-t pt-4 text-sm sm:grid-cols-2 lg:grid-cols-1 xl:grid-cols-2">
                <div>
                  <dt className="text-muted-foreground">{t("our-plan.groups.investment")}</dt>
                  <dd className="text-2xl font-bold text-primary tabular-nums">
                    {formatBudget(plan.investment, lang)}
                  </dd>
                </div>
                <div>
                  <dt className="text-muted-foreground">{t("our-plan.groups.timeline")}</dt>
                  <dd>{t(`our-plan.timeline.${plan.group}`, figureVars(plan.timeline, lang))}</dd>
                </div>
              </dl>
            </Card>
          );
        })}
      </div>
      <p className="mt-5 max-w-3xl text-sm text-muted-foreground">
        {t("our-plan.groups.note", {
          count: plans.length,
          sum: formatLakh(investmentTotal, lang, 0),
          total: formatLakh(total, lang, 0),
        })}
      </p>
      <AlsoGiven ledger={ledger} measure="investment.total" shown={investmentTotal} />
      <FigureNotes
        ledger={ledger}
        figures={[
          { measure: "target.literacy", shown: literacyTarget },
          { measure: "baseline.healthcare", shown: healthcareKm },
        ]}
      />
    </Section>
  );
}
