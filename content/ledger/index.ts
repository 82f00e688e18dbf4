import { programme } from "@/content/budget";
import {
  budgetCategoryIds,
  fundSources,
  type BudgetCategoryId,
  type FundSource,
} from "@/content/ledger/ids";
import { actuals, AS_OF, AS_OF_MONTH, STAGE, STARTED } from "@/content/ledger/load";
import { lastDayOf, monthsFrom } from "@/content/ledger/months";
import type { Actuals } from "@/content/ledger/read";

/**
 * The live accounts: what the programme team records in content/actuals/ (expenses, funds,
 * measurements, milestones and status.json), and every figure that moves, derived from it. The
 * plan modules (budget categories, KPIs, phases, timeline) read their actual figures here; the
 * ledger reads no plan module but content/budget.ts and the village's baseline, so there is no
 * import cycle. The money is here; the files and the stage come from load.ts, the months from
 * months.ts, and what the measurements and milestones say of progress from progress.ts.
 */

export * from "@/content/ledger/load";
export * from "@/content/ledger/months";
export * from "@/content/ledger/progress";

const sum = (values: Iterable<number>) => {
  let total = 0;
  for (const v of values) total += v;
  return total;
};

/** Rupees received, from funds.csv. */
export const FUNDS_RAISED = sum(actuals.funds.map((f) => f.amount));
/** Rupees spent, from expenses.csv. */
export const FUNDS_SPENT = sum(actuals.expenses.map((e) => e.amount));
/** Gifts recorded in funds.csv (a correcting row is no gift): at most this many families have invested. */
export const FUNDS_GIFTS = actuals.funds.filter((f) => f.corrects === "").length;

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
    const gifts = rows.filter((f) => f.corrects === "").length;
    return { source, amount: sum(rows.map((f) => f.amount)), gifts };
  });

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
