import type { Ledger } from "@/content/ledger/derive";
import type { MilestoneId } from "@/content/ledger/ids";

/**
 * How far an execution plan's quarters have got, from the programme team's files
 * (content/villages/pilot/actuals, read by content/ledger).
 *
 * None of the three plans (Digital Services Hub, agri-processing, village tourism) has a budget
 * line or milestones of its own in those files: its spending would fall in the hub's broad
 * categories, where it cannot be told apart from the rest, so spending is not used. What the
 * files do record is the timeline's milestones (milestones.csv). The rule:
 *
 * - A plan names, for some of its lines (deliverables and milestones), the timeline milestone
 *   whose record shows that line done (`PlanEvidence`). Only a line that the timeline milestone
 *   itself covers is named: the satellite link's installation is the hub's connection to it; the
 *   products agreed with farmers are the agreements the enrolment line promises.
 * - A quarter's progress is the share of its lines so evidenced, rounded: 0 until one is on
 *   record, 100 once all are. The calendar alone never moves it, so a quarter whose months have
 *   come reads 'Planned' until something it promised is recorded.
 * - Lines that no timeline milestone covers count as not done. A plan with none (village tourism)
 *   stays at 0 until the team's files record milestones of its own.
 */

/** A line as a plan writes it: its id, or its id with the figure its sentence quotes. */
type Line<L extends string> = L | { id: L };

/** The timeline milestone that evidences each of a plan's lines, where one does. */
export type PlanEvidence<L extends string> = Partial<Record<L, MilestoneId>>;

const lineId = <L extends string>(line: Line<L>): L => (typeof line === "string" ? line : line.id);

/** The ledger's part a plan's progress reads: the milestones on record. */
export type MilestoneLedger = Pick<Ledger, "milestoneRecord">;

/** Whether a line is done: the timeline milestone that covers it is recorded as achieved. */
export function lineDone<L extends string>(
  line: Line<L>,
  evidence: PlanEvidence<L>,
  ledger: MilestoneLedger,
): boolean {
  const milestone = evidence[lineId(line)];
  return milestone !== undefined && ledger.milestoneRecord(milestone) !== undefined;
}

/** A quarter's progress, 0-100: the share of its deliverables and milestones on record. */
export function quarterProgress<L extends string>(
  quarter: { deliverables: readonly Line<L>[]; milestones: readonly Line<L>[] },
  evidence: PlanEvidence<L>,
  ledger: MilestoneLedger,
): number {
  const lines = [...quarter.deliverables, ...quarter.milestones];
  const done = lines.filter((line) => lineDone(line, evidence, ledger)).length;
  return Math.round((done / lines.length) * 100);
}

/**
 * A plan's quarters with their progress from a village's ledger. The progress follows the
 * quarter's name, where the plan's pages and the figure walk have always read it.
 */
export function withProgress<
  L extends string,
  Q extends { quarter: string; deliverables: readonly Line<L>[]; milestones: readonly Line<L>[] },
>(
  quarters: readonly Q[],
  evidence: PlanEvidence<L>,
  ledger: MilestoneLedger,
): (Q & { progress: number })[] {
  return quarters.map(
    ({ quarter, ...rest }) =>
      ({ quarter, progress: quarterProgress(rest, evidence, ledger), ...rest }) as Q & {
        progress: number;
      },
  );
}
