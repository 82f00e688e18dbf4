import { monthlyTimeline, quarterOf, type ActivityId } from "@/content/implementation";
import { local, type FigureMeasures } from "@/content/figures/measures";

/**
 * The impact page's quarterly milestones (spec §2 'Impact page'), from the monthly plan. Where a
 * village's calendar stands in each is `quarterStatus` of its ledger (content/timeline-quarters).
 */

export interface QuarterMilestone {
  quarter: string;
  budget: number;
  /** The monthly plan's activities in the quarter; their words: `implementation-timeline.plan.<id>.title`. */
  activities: ActivityId[];
}

/** Quarterly milestones, built from the monthly plan: its activities and the sum of its budgets. */
export const quarterlyMilestones: QuarterMilestone[] = monthlyTimeline.reduce<QuarterMilestone[]>(
  (quarters, m) => {
    const quarter = quarterOf(m.month);
    let q = quarters.find((x) => x.quarter === quarter);
    if (!q) {
      q = { quarter, budget: 0, activities: [] };
      quarters.push(q);
    }
    q.budget += m.budget;
    q.activities.push(...m.activities.map((a) => a.id));
    return quarters;
  },
  [],
);

/**
 * What each number this module exports measures, by its path: the figure walk reads it
 * (content/figures/walk.ts; content/figures/measures.ts says how a rule reads).
 */
export const figureMeasures: FigureMeasures = [["*", local]];
