import { phases, programme } from "@/content/budget";
import { planMonths } from "@/content/budget-vs-actual";
import { dashboardPhases } from "@/content/dashboard";
import { ageGroups as evidenceAgeGroups } from "@/content/evidence";
import { ageGroupPlans } from "@/content/framework";
import { ageGroups as homeAgeGroups } from "@/content/home/age-groups";
import { monthlyTimeline } from "@/content/implementation";
import { village } from "@/content/village";
import { phase1Items } from "./items";
import {
  ageGroupTotals,
  phaseContents,
  phaseMonths,
  plannedByPhaseEnd,
  timings,
  unmappedActivities,
  type Implied,
  type PhaseContentsInput,
} from "./model";
import { local, type FigureMeasures } from "@/content/figures/measures";

/**
 * The plan model run on the site's content: every implied figure (content/figures/measures.ts
 * reads `implied[*].value` under its measure, so the figure walk holds each against the rest).
 */
export const phase1Input: PhaseContentsInput = {
  phase: "phase1",
  items: phase1Items,
  dashboard: dashboardPhases.flatMap((p) =>
    p.initiatives.map((i) => ({
      id: i.id,
      phase: p.phase,
      budget: i.budget,
      timeline: i.timeline,
    })),
  ),
  monthly: monthlyTimeline.flatMap((m) =>
    m.activities.map((a) => ({ id: a.id, month: m.month, phase: m.phase, budget: a.budget })),
  ),
};

/** Activities of Phase 1 that no item of items.ts carries (none, or the model misses them). */
export const unmappedPhase1 = unmappedActivities(phase1Input);

export const implied: readonly Implied[] = [
  ...phaseContents(phase1Input),
  ...timings({ ...phase1Input, start: programme.start }),
  ...ageGroupTotals(
    { value: village.population.total, pages: ["/", "/evidence", "/transparency"] },
    [
      { source: "age-groups.home", people: homeAgeGroups.map((g) => g.people), pages: ["/"] },
      {
        source: "age-groups.evidence",
        people: evidenceAgeGroups.map((g) => g.count),
        pages: ["/evidence"],
      },
      {
        source: "age-groups.framework",
        people: ageGroupPlans.map((g) => g.population),
        pages: ["/our-plan"],
      },
    ],
  ),
  ...phaseMonths(phases, monthlyTimeline),
  ...plannedByPhaseEnd(phases, planMonths),
];

/** The reading `source` ("dashboard", "monthly") gives of an implied figure, if it gives one. */
export function impliedBy(source: string, measure: string): number | undefined {
  return implied.find((i) => i.id === measure && i.source === source)?.value;
}

/**
 * What each number this module exports measures, by its path: the figure walk reads it
 * (content/figures/walk.ts; content/figures/measures.ts says how a rule reads).
 */
export const figureMeasures: FigureMeasures = [
  // The plan model's implied figures, each under the measure it names (content/figures/plan-model).
  ["implied[*].value", "{id}"],
  ["phase1Input.*", local],
];
