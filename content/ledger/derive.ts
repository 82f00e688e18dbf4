import { quarterOf } from "@/content/budget";
import {
  budgetCategoryIds,
  fundSources,
  type BudgetCategoryId,
  type FundSource,
  type KpiId,
  type MilestoneId,
} from "@/content/ledger/ids";
import { lastDayOf, monthsFrom } from "@/content/ledger/months";
import type { Actuals } from "@/content/ledger/read";
import type { Measurement, MilestoneRecord } from "@/content/ledger/records";

/**
 * Every figure the ledger gives, as a pure function of one village's files (what the team
 * records in its actuals folder) and the plan dates the ledger needs: nothing is read here, so a
 * village's figures are the same wherever and whenever they are derived (lib/programme, issue 42).
 */

/** A stage as the `ledger.stage.*` messages select it: pre, implementation or completed. */
export const stageArgOf = {
  "Pre-Implementation": "pre",
  Implementation: "implementation",
  Completed: "completed",
} as const;

/** The plan's dates the ledger reads (content/budget.ts's `programme`). */
export interface LedgerPlan {
  /** First month of the plan, "2025-10". */
  start: string;
  /** The quarter work is planned to start in, "Q4 2025". */
  launch: string;
  /** The first month the monthly accounts show when it is before the start ("2025-01"). */
  accountsFrom?: string;
  /** Which phase each milestone belongs to, in the timeline's order. */
  milestones: readonly { id: MilestoneId; phase: Phase }[];
}

export interface Tally {
  spent: number;
  /** Expenses whose receipt is in. */
  receipts: number;
  /** Receipts checked against the payment. */
  verified: number;
  /** Expense lines. */
  expenses: number;
}

/** The receipts card's audit line: nothing to audit, receipts outstanding, or every one checked. */
export type AuditStatus = "pendingStart" | "inProgress" | "upToDate";

/**
 * A month's status: before work starts it is 'Pre-Launch'; once work has started, a month is
 * 'Closed' when the as-of date is on or after its last day (or the programme is completed), and
 * 'Open' while it is still running.
 */
export type MonthStatus = "Pre-Launch" | "Open" | "Closed";

export interface LedgerMonth extends Tally {
  month: string;
  status: MonthStatus;
}

export type Phase = "phase1" | "phase2" | "phase3";

const sum = (values: Iterable<number>) => {
  let total = 0;
  for (const v of values) total += v;
  return total;
};
const emptyTally = (): Tally => ({ spent: 0, receipts: 0, verified: 0, expenses: 0 });
function add(tally: Tally, e: Actuals["expenses"][number]) {
  tally.spent += e.amount;
  tally.expenses += 1;
  if (e.receipt !== "") tally.receipts += 1;
  if (e.verified) tally.verified += 1;
}

/** Stage and dates, as status.json gives them. */
function stageOf(actuals: Actuals, plan: LedgerPlan) {
  const { status } = actuals;
  const started = status.stage !== "Pre-Implementation";
  /**
   * The quarter work started in, as the pages name it ("Under way since …", "Launch …"): before
   * work starts, the plan's launch quarter; once status.json has moved past Pre-Implementation,
   * the quarter of the first expense or milestone dated from the plan's start on, or the plan's
   * quarter when nothing is recorded yet.
   */
  const first = started
    ? [...actuals.expenses.map((e) => e.date), ...actuals.milestones.map((m) => m.achieved)]
        .filter((date) => date.slice(0, 7) >= plan.start)
        .sort()[0]
    : undefined;
  return {
    status,
    /** The day the figures were last checked, YYYY-MM-DD. */
    asOf: status.asOf,
    asOfMonth: status.asOf.slice(0, 7),
    stage: status.stage,
    /** Whether work has started: the stage has moved past Pre-Implementation. */
    started,
    /** The stage as the `ledger.stage.*` messages select it: pre, implementation or completed. */
    stageArg: stageArgOf[status.stage],
    launchQuarter: first ? quarterOf(first) : plan.launch,
  };
}

/** Money: totals, by category, by month and by source. */
function moneyOf(actuals: Actuals, stage: ReturnType<typeof stageOf>, plan: LedgerPlan) {
  const byCategory = new Map<BudgetCategoryId, Tally>(
    budgetCategoryIds.map((id) => [id, emptyTally()]),
  );
  const byMonth = new Map<string, Tally>();
  const byCategoryMonth = new Map<string, number>();
  const totalTally = emptyTally();
  for (const e of actuals.expenses) {
    add(totalTally, e);
    add(byCategory.get(e.category)!, e);
    const month = e.date.slice(0, 7);
    if (!byMonth.has(month)) byMonth.set(month, emptyTally());
    add(byMonth.get(month)!, e);
    const key = `${e.category}|${month}`;
    byCategoryMonth.set(key, (byCategoryMonth.get(key) ?? 0) + e.amount);
  }
  const monthStatus = (month: string): MonthStatus => {
    if (!stage.started || month < plan.start) return "Pre-Launch";
    if (stage.stage === "Completed" || stage.asOf >= lastDayOf(month)) return "Closed";
    return "Open";
  };
  /**
   * The monthly table starts in the plan's first month, or its accountsFrom (the pilot's starts in
   * January 2025, as the specification's table does, spec §2), or earlier if something was
   * recorded earlier; and never after the as-of month, so that a village whose plan starts later
   * (a new one, the month after it was added) shows that month, Pre-Launch, not an empty table.
   */
  const firstMonth = [
    ...byMonth.keys(),
    plan.accountsFrom ?? plan.start,
    stage.asOfMonth,
  ].sort()[0]!;
  return {
    /** Rupees received, from funds.csv. */
    fundsRaised: sum(actuals.funds.map((f) => f.amount)),
    /** Rupees spent, from expenses.csv. */
    fundsSpent: sum(actuals.expenses.map((e) => e.amount)),
    /** Gifts recorded in funds.csv (a correcting row is no gift): at most this many families. */
    fundsGifts: actuals.funds.filter((f) => f.corrects === "").length,
    /** Spending, receipts and verification over the whole ledger. */
    totalTally,
    /** Spending, receipts and verification of one budget category. */
    categoryTally: (id: BudgetCategoryId): Tally => byCategory.get(id)!,
    /** Rupees spent in one category in one month ("2026-03"). */
    spentInMonth: (id: BudgetCategoryId, month: string): number =>
      byCategoryMonth.get(`${id}|${month}`) ?? 0,
    /** Receipts checked, as a percentage of the expense lines; 0 while nothing is spent. */
    verificationPercent: (t: Tally = totalTally): number =>
      t.expenses === 0 ? 0 : Math.floor((t.verified / t.expenses) * 100),
    auditStatus: (): AuditStatus => {
      if (totalTally.expenses === 0) return "pendingStart";
      return totalTally.verified === totalTally.expenses ? "upToDate" : "inProgress";
    },
    /** Funds received by source, in the order of funds.csv's source list. */
    fundsBySource: fundSources.map((source: FundSource) => {
      const rows = actuals.funds.filter((f) => f.source === source);
      const gifts = rows.filter((f) => f.corrects === "").length;
      return { source, amount: sum(rows.map((f) => f.amount)), gifts };
    }),
    firstMonth,
    monthStatus,
    /** Every month from the first to the as-of month, with its spending, receipts and status. */
    months: monthsFrom(firstMonth, stage.asOfMonth).map((month): LedgerMonth => ({
      month,
      ...(byMonth.get(month) ?? emptyTally()),
      status: monthStatus(month),
    })),
  };
}

/** What the measurements and milestones say of the plan's progress. */
function progressOf(actuals: Actuals, asOfMonth: string, plan: LedgerPlan) {
  const latest = new Map<KpiId, Measurement>();
  for (const m of actuals.measurements) {
    const seen = latest.get(m.kpi);
    if (!seen || m.date > seen.date) latest.set(m.kpi, m);
  }
  const achieved = new Map<MilestoneId, MilestoneRecord>(
    actuals.milestones.map((m) => [m.milestone, m]),
  );
  const phaseMilestones = (phase: Phase): MilestoneId[] =>
    plan.milestones.filter((m) => m.phase === phase).map((m) => m.id);
  const spentDuring = (
    span: { from: string; to: string },
    categories: readonly BudgetCategoryId[] = budgetCategoryIds,
  ): boolean =>
    actuals.expenses.some((e) => {
      const month = e.date.slice(0, 7);
      return month >= span.from && month <= span.to && categories.includes(e.category);
    });
  const hasBegun = (span: { from: string }): boolean => asOfMonth >= span.from;
  return {
    /** A KPI's latest measurement on or before the as-of date, if any. */
    latestMeasurement: (kpi: KpiId): Measurement | undefined => latest.get(kpi),
    /** Every measurement of a KPI, in the file's order: a step reached stays reached after a dip. */
    measurementsOf: (kpi: KpiId): Measurement[] =>
      actuals.measurements.filter((m) => m.kpi === kpi),
    /** A milestone's record when it is achieved. */
    milestoneRecord: (id: MilestoneId): MilestoneRecord | undefined => achieved.get(id),
    /** The milestones of a phase, in the timeline's order. */
    phaseMilestones,
    /** Whether anything was spent between two months (both included), in the given categories. */
    spentDuring,
    /** Whether a period has begun by the as-of date. */
    hasBegun,
    /**
     * Planned → active once a milestone is recorded against it, or its period has begun by the
     * as-of date and spending is recorded in it; → completed once all its milestones are achieved.
     */
    progressStatus: (opts: {
      period: { from: string; to: string };
      milestones: readonly MilestoneId[];
      categories?: readonly BudgetCategoryId[];
    }): "planned" | "active" | "completed" => {
      const done = opts.milestones.filter((id) => achieved.has(id));
      if (opts.milestones.length > 0 && done.length === opts.milestones.length) return "completed";
      // A milestone achieved makes it active even before its period (work done early).
      if (done.length > 0 || (hasBegun(opts.period) && spentDuring(opts.period, opts.categories))) {
        return "active";
      }
      return "planned";
    },
    /** Share of a phase's milestones achieved, 0-100. */
    phaseCompletion: (phase: Phase): number => {
      const ids = phaseMilestones(phase);
      return Math.round((ids.filter((id) => achieved.has(id)).length / ids.length) * 100);
    },
  };
}

/** One village's ledger: its stage and dates, its money and its progress. */
export function deriveLedger(actuals: Actuals, plan: LedgerPlan) {
  const stage = stageOf(actuals, plan);
  return {
    ...stage,
    ...moneyOf(actuals, stage, plan),
    ...progressOf(actuals, stage.asOfMonth, plan),
  };
}

export type Ledger = ReturnType<typeof deriveLedger>;
