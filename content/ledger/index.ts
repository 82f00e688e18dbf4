import { programme, quarterOf } from "@/content/budget";
import {
  budgetCategoryIds,
  fundSources,
  milestonePhases,
  type BudgetCategoryId,
  type FundSource,
  type KpiId,
  type MilestoneId,
} from "@/content/ledger/ids";
import { statSync } from "node:fs";
import { join } from "node:path";
import { actualsDir, readActuals, type Actuals } from "@/content/ledger/read";
import type { Measurement, MilestoneRecord } from "@/content/ledger/records";
import { STATUS_FILE } from "@/content/ledger/status";
import { ACTUALS_COLUMNS } from "@/content/ledger/table";

const ACTUALS_FILES = [...Object.keys(ACTUALS_COLUMNS), STATUS_FILE];

/**
 * The live accounts: what the programme team records in content/actuals/ (expenses, funds,
 * measurements, milestones and status.json), and every figure that moves, derived from it. The
 * plan modules (budget categories, KPIs, phases, timeline) read their actual figures here; this
 * module reads no plan module but content/budget.ts, so there is no import cycle.
 */

/**
 * Read once per process: the build renders pages in a few workers, and each may evaluate this
 * module more than once (one copy per route bundle), so the parsed files are kept on globalThis,
 * keyed by the directory and the files' modification times.
 */
const cache = globalThis as { __actuals?: Map<string, Actuals> };
function load(): Actuals {
  const dir = actualsDir();
  const key = [
    dir,
    ...ACTUALS_FILES.map((f) => statSync(join(dir, f), { throwIfNoEntry: false })?.mtimeMs),
  ].join("|");
  cache.__actuals ??= new Map();
  const seen = cache.__actuals.get(key);
  if (seen) return seen;
  const { problems, actuals } = readActuals(dir);
  if (!actuals) {
    throw new Error(
      `The programme's files in content/actuals have ${problems.length} problem(s); run npm run check-data:\n${problems.join("\n")}`,
    );
  }
  cache.__actuals.set(key, actuals);
  return actuals;
}

export const actuals: Actuals = load();
export const { status } = actuals;

/** The day the figures were last checked, YYYY-MM-DD. */
export const AS_OF = status.asOf;
export const AS_OF_MONTH = AS_OF.slice(0, 7);
export const STAGE = status.stage;
/** Whether work has started: the stage has moved past Pre-Implementation. */
export const STARTED = STAGE !== "Pre-Implementation";

const sum = (values: Iterable<number>) => {
  let total = 0;
  for (const v of values) total += v;
  return total;
};

/** Rupees received, from funds.csv. */
export const FUNDS_RAISED = sum(actuals.funds.map((f) => f.amount));
/** Rupees spent, from expenses.csv. */
export const FUNDS_SPENT = sum(actuals.expenses.map((e) => e.amount));
/** Gifts recorded in funds.csv: at most this many families have invested. */
export const FUNDS_GIFTS = actuals.funds.length;

export interface Tally {
  spent: number;
  /** Expenses whose receipt is in. */
  receipts: number;
  /** Receipts checked against the payment. */
  verified: number;
  /** Expense lines. */
  expenses: number;
}
const emptyTally = (): Tally => ({ spent: 0, receipts: 0, verified: 0, expenses: 0 });
function add(tally: Tally, e: Actuals["expenses"][number]) {
  tally.spent += e.amount;
  tally.expenses += 1;
  if (e.receipt !== "") tally.receipts += 1;
  if (e.verified) tally.verified += 1;
}

const byCategory = new Map<BudgetCategoryId, Tally>(
  budgetCategoryIds.map((id) => [id, emptyTally()]),
);
const byMonth = new Map<string, Tally>();
const byCategoryMonth = new Map<string, number>();
for (const e of actuals.expenses) {
  add(byCategory.get(e.category)!, e);
  const month = e.date.slice(0, 7);
  if (!byMonth.has(month)) byMonth.set(month, emptyTally());
  add(byMonth.get(month)!, e);
  const key = `${e.category}|${month}`;
  byCategoryMonth.set(key, (byCategoryMonth.get(key) ?? 0) + e.amount);
}

/** Spending, receipts and verification of one budget category. */
export function categoryTally(id: BudgetCategoryId): Tally {
  return byCategory.get(id)!;
}

/** Spending, receipts and verification over the whole ledger. */
export const totalTally: Tally = (() => {
  const t = emptyTally();
  for (const e of actuals.expenses) add(t, e);
  return t;
})();

/** Rupees spent in one category in one month ("2026-03"). */
export function spentInMonth(id: BudgetCategoryId, month: string): number {
  return byCategoryMonth.get(`${id}|${month}`) ?? 0;
}

/** Receipts checked, as a percentage of the expense lines; 0 while nothing is spent. */
export function verificationPercent(t: Tally = totalTally): number {
  return t.expenses === 0 ? 0 : Math.floor((t.verified / t.expenses) * 100);
}

/** The receipts card's audit line: nothing to audit, receipts outstanding, or every one checked. */
export type AuditStatus = "pendingStart" | "inProgress" | "upToDate";
export function auditStatus(): AuditStatus {
  if (totalTally.expenses === 0) return "pendingStart";
  return totalTally.verified === totalTally.expenses ? "upToDate" : "inProgress";
}

/** Funds received by source, in the order of funds.csv's source list. */
export const fundsBySource: { source: FundSource; amount: number; gifts: number }[] =
  fundSources.map((source) => {
    const rows = actuals.funds.filter((f) => f.source === source);
    return { source, amount: sum(rows.map((f) => f.amount)), gifts: rows.length };
  });

/** A month as an index, to count months between two: "2025-10" → 24310. */
export function monthIndex(month: string): number {
  return Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7)) - 1;
}
function monthOf(index: number): string {
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, "0")}`;
}
/** Every month from `from` to `to`, both included ("2025-11", "2025-12", "2026-01"). */
export function monthsFrom(from: string, to: string): string[] {
  const out: string[] = [];
  for (let i = monthIndex(from); i <= monthIndex(to); i += 1) out.push(monthOf(i));
  return out;
}
/** The last day of a month, YYYY-MM-DD. */
export function lastDayOf(month: string): string {
  const next = monthIndex(month) + 1;
  const date = new Date(Date.UTC(Math.floor(next / 12), next % 12, 0));
  return date.toISOString().slice(0, 10);
}

/**
 * The hub's monthly table starts in January 2025, as the specification's table does (spec §2),
 * or earlier if something was recorded earlier.
 */
export const LEDGER_FIRST_MONTH = [...byMonth.keys(), "2025-01"].sort()[0]!;

/**
 * A month's status: before work starts it is 'Pre-Launch'; once work has started, a month is
 * 'Closed' when the as-of date is on or after its last day (or the programme is completed), and
 * 'Open' while it is still running.
 */
export type MonthStatus = "Pre-Launch" | "Open" | "Closed";
export function monthStatus(month: string): MonthStatus {
  if (!STARTED || month < programme.start) return "Pre-Launch";
  if (STAGE === "Completed" || AS_OF >= lastDayOf(month)) return "Closed";
  return "Open";
}

export interface LedgerMonth extends Tally {
  month: string;
  status: MonthStatus;
}
/** Every month from the first to the as-of month, with its spending, receipts and status. */
export const ledgerMonths: LedgerMonth[] = monthsFrom(LEDGER_FIRST_MONTH, AS_OF_MONTH).map(
  (month) => ({ month, ...(byMonth.get(month) ?? emptyTally()), status: monthStatus(month) }),
);

const latest = new Map<KpiId, Measurement>();
for (const m of actuals.measurements) {
  const seen = latest.get(m.kpi);
  if (!seen || m.date > seen.date) latest.set(m.kpi, m);
}
/** A KPI's latest measurement on or before the as-of date, if any. */
export function latestMeasurement(kpi: KpiId): Measurement | undefined {
  return latest.get(kpi);
}

const achieved = new Map<MilestoneId, MilestoneRecord>(
  actuals.milestones.map((m) => [m.milestone, m]),
);
/** A milestone's record when it is achieved. */
export function milestoneRecord(id: MilestoneId): MilestoneRecord | undefined {
  return achieved.get(id);
}

/** The milestones of a phase, in the timeline's order. */
export function phaseMilestones(phase: "phase1" | "phase2" | "phase3"): MilestoneId[] {
  return (Object.keys(milestonePhases) as MilestoneId[]).filter(
    (id) => milestonePhases[id] === phase,
  );
}

/** Whether anything was spent between two months (both included), in the given categories. */
export function spentDuring(
  span: { from: string; to: string },
  categories: readonly BudgetCategoryId[] = budgetCategoryIds,
): boolean {
  return actuals.expenses.some((e) => {
    const month = e.date.slice(0, 7);
    return month >= span.from && month <= span.to && categories.includes(e.category);
  });
}

/** Whether a period has begun by the as-of date. */
export function hasBegun(span: { from: string }): boolean {
  return AS_OF_MONTH >= span.from;
}

/**
 * Planned → active once a milestone is recorded against it, or its period has begun by the as-of
 * date and spending is recorded in it; → completed once all its milestones are achieved.
 */
export function progressStatus(opts: {
  period: { from: string; to: string };
  milestones: readonly MilestoneId[];
  categories?: readonly BudgetCategoryId[];
}): "planned" | "active" | "completed" {
  const done = opts.milestones.filter((id) => achieved.has(id));
  if (opts.milestones.length > 0 && done.length === opts.milestones.length) return "completed";
  // A milestone achieved makes it active even before its period (work done early).
  if (done.length > 0 || (hasBegun(opts.period) && spentDuring(opts.period, opts.categories))) {
    return "active";
  }
  return "planned";
}

/** Share of a phase's milestones achieved, 0-100. */
export function phaseCompletion(phase: "phase1" | "phase2" | "phase3"): number {
  const ids = phaseMilestones(phase);
  return Math.round((ids.filter((id) => achieved.has(id)).length / ids.length) * 100);
}

/** The stage as the `ledger.stage.*` messages select it: pre, implementation or completed. */
export const STAGE_ARG = (
  { "Pre-Implementation": "pre", Implementation: "implementation", Completed: "completed" } as const
)[STAGE];

/**
 * The quarter work started in, as the pages name it ("Under way since …", "Launch …"): before
 * work starts, the plan's launch quarter (content/budget.ts); once status.json has moved past
 * Pre-Implementation, the quarter of the first expense or milestone dated from the plan's start
 * on, or the plan's quarter when nothing is recorded yet.
 */
export const LAUNCH_QUARTER: string = (() => {
  if (!STARTED) return programme.launch;
  const first = [
    ...actuals.expenses.map((e) => e.date),
    ...actuals.milestones.map((m) => m.achieved),
  ]
    .filter((date) => date.slice(0, 7) >= programme.start)
    .sort()[0];
  return first ? quarterOf(first) : programme.launch;
})();
