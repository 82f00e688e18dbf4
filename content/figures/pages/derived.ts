import { CONTINGENCY_PERCENT, phases, TOTAL_INVESTMENT } from "@/content/budget";
import { disagreements } from "@/content/figures/disagreements";
import { checkpoints, targets } from "@/content/evidence";
import { beforeAfter } from "@/content/impact";
import { investmentTiers, moreFamilies } from "@/content/investment";
import { most80gSaving } from "@/content/investment/tax";
import { kpiBudget, kpis } from "@/content/kpis";
import { costReduction } from "@/content/scaling";

/**
 * Figures a page computes from others, each with what it is derived from, so the page audit can
 * tell them from a number nobody accounted for. The pages compute them with the same functions.
 */
export interface DerivedFigure {
  value: number;
  from: string;
}

const percentOf = (part: number, whole: number) => Math.round((part / whole) * 100);

export function derivedFigures(): DerivedFigure[] {
  return [
    // Each phase's share of the total (the dashboard, the timeline, the plan: "57% of the total").
    ...phases.map((p) => ({
      value: percentOf(p.budget, TOTAL_INVESTMENT),
      from: `phase.${p.id}.budget ÷ investment.total`,
    })),
    // The contingency reserve in rupees (the dashboard: "10% of ₹1.63 Cr is ₹16.3 lakh").
    {
      value: (TOTAL_INVESTMENT * CONTINGENCY_PERCENT) / 100,
      from: "investment.total × plan.contingencyPercent",
    },
    // /figures: each reading's gap to the lead reading, and that gap as a share of the lead.
    ...disagreements.flatMap((d) =>
      d.readings.slice(1).flatMap((r) => {
        const gap = Math.abs(r.value - d.readings[0]!.value);
        return [
          { value: gap, from: `${d.measure}: a reading's gap to the lead reading` },
          ...(d.readings[0]!.value === 0
            ? []
            : [
                {
                  value: percentOf(gap, d.readings[0]!.value),
                  from: `${d.measure}: the gap's share`,
                },
              ]),
        ];
      }),
    ),
    // /impact: the change from before to after, in points.
    ...beforeAfter.map((row) => ({
      value: row.after - row.before,
      from: "impact: after − before",
    })),
    // /evidence: each target's checkpoints at the phases' ends, on the line from baseline to target.
    ...targets.flatMap((target) =>
      checkpoints(target).map((c) => ({ value: c.value, from: `target.${target.id} checkpoints` })),
    ),
    // /investment: the "+N more families" card, a tier's families beyond those shown.
    ...investmentTiers.map((tier) => ({
      value: moreFamilies(tier),
      from: "a tier's families − the families shown",
    })),
    // /investment: the most an 80G deduction can save on a tier's gift (the tax note's ceiling).
    ...investmentTiers.map((tier) => ({
      value: most80gSaving(tier.amount),
      from: "a tier's gift × its deductible part × the top marginal rate (content/investment/tax.ts)",
    })),
    // /transparency's open data: the rupees the KPIs' milestones plan, added up.
    {
      value: kpis.reduce((sum, kpi) => sum + kpiBudget(kpi), 0),
      from: "kpis[*].milestones[*].budget, added up",
    },
    // /scaling: how many times lower the cost per person is at scale than in the pilot.
    {
      value: Math.round(costReduction() * 10) / 10,
      from: "investment.perPerson ÷ investment.perPersonAtScale",
    },
  ];
}
