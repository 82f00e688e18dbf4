import { roadmapStatus } from "@/content/execution/schema";
import type { Ledger } from "@/lib/programme";
import type { Translate } from "@/lib/messages";

/** The three execution plan pages share these components and these message keys. */
export type ExecutionId =
  "digital-services-execution" | "agri-processing-execution" | "village-tourism-execution";

const QUARTER_NUMBERS = [1, 2, 3, 4, 5, 6] as const;

/**
 * The labels every execution plan page uses, read from that page's own dictionary. `counts` are
 * what its descriptions count: the roadmap's quarters (with their progress from the ledger, see
 * content/execution/progress.ts) and, where the projections description names it, how many lines
 * they project.
 */
export function executionLabels(
  t: Translate,
  id: ExecutionId,
  counts: { roadmap: readonly { progress: number }[]; projected?: number },
  ledger: Pick<Ledger, "stageArg">,
) {
  const quarters = counts.roadmap.length;
  const inProgress = counts.roadmap.filter(
    (q) => roadmapStatus(q.progress) === "in-progress",
  ).length;
  const started = inProgress > 0 ? "some" : "none";
  return {
    eyebrow: t(`${id}.hero.eyebrow`),
    stage: t(`${id}.hero.stage`, {
      now: ledger.stageArg,
      started,
      // Numbers, not text: a translation may choose its words by them (one quarter, two quarters).
      inProgress,
      count: quarters,
    }),
    summaryTitle: t(`${id}.summary.title`),
    roadmapTitle: t(`${id}.roadmap.title`),
    roadmapDescription: t(`${id}.roadmap.description`, {
      count: quarters,
      started,
      now: ledger.stageArg,
    }),
    deliverables: t(`${id}.roadmap.deliverables`),
    milestones: t(`${id}.roadmap.milestones`),
    budget: t(`${id}.roadmap.budget`),
    kpis: t(`${id}.roadmap.kpis`),
    progress: t(`${id}.roadmap.progress`),
    planned: t(`${id}.badge.planned`),
    inProgress: t(`${id}.badge.inProgress`),
    projectionsTitle: t(`${id}.projections.title`),
    projectionsDescription: t(
      `${id}.projections.description`,
      counts.projected === undefined ? undefined : { count: counts.projected },
    ),
    linksTitle: t(`${id}.links.title`),
    /** The closing sentence: the plan's investment, and what the hub's categories give it. */
    linksDescription: (investment: string, categories: string) =>
      t(`${id}.links.description`, { investment, categories }),
    linkTransparency: t(`${id}.links.transparency`),
    linkInvestment: t(`${id}.links.investment`),
    linkDashboard: t(`${id}.links.dashboard`),
    /** Quarter titles by position, 1 to 6. */
    quarterTitles: QUARTER_NUMBERS.map((n) => t(`${id}.roadmap.quarter.${n}`)),
    progressLabel: (quarter: string, value: string) =>
      t(`${id}.roadmap.progressLabel`, { quarter, value }),
    kpiValue: (current: string, target: string) => t(`${id}.roadmap.kpiValue`, { current, target }),
    demand: (level: "High" | "Medium" | "Low") => t(`${id}.demand.${level}`),
  };
}

export type ExecutionLabels = ReturnType<typeof executionLabels>;
