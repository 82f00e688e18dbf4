import { budgetCategories } from "@/content/budget-categories";
import { actuals, FUNDS_RAISED, FUNDS_SPENT } from "@/content/ledger";
import { monthlyExpenses } from "@/content/transparency";
import { FULL_SCORE, WARNING_SCORE } from "@/content/quality";
import { formatRupees } from "@/lib/format";
import { makeCheck, shareScore, type CheckResult } from "./types";

/**
 * The ledger's checks: the figures the pages show against the programme team's rows
 * (content/actuals/). Category and month sums, funds against spending and receipts must
 * reconcile; a category spent beyond its budget and a receipt still unverified 60 days after its
 * expense are warnings. Each compares two separately computed things, so each can fail.
 */

export const UNVERIFIED_DAYS = 60;

export interface LedgerInput {
  asOf: string;
  /** The rows of expenses.csv and funds.csv. */
  expenses: readonly {
    date: string;
    category: string;
    amount: number;
    receipt: string;
    verified: boolean;
  }[];
  funds: readonly { amount: number }[];
  /** The hub's categories as shown: budget, spent, receipts, verified. */
  categories: readonly {
    id: string;
    category: string;
    budgeted: number;
    spent: number;
    receipts: number;
    verified: number;
  }[];
  /** The hub's monthly table as shown. */
  months: readonly { month: string; expenses: number; receipts: number; verified: number }[];
  /** The totals the pages show. */
  spent: number;
  raised: number;
}

export const realLedger: LedgerInput = {
  asOf: actuals.status.asOf,
  expenses: actuals.expenses,
  funds: actuals.funds,
  categories: budgetCategories,
  months: monthlyExpenses,
  spent: FUNDS_SPENT,
  raised: FUNDS_RAISED,
};

const rupees = (value: number) => formatRupees(value, "en");
const total = (values: readonly number[]) => values.reduce((s, v) => s + v, 0);
const CHECKS = "content/ledger (the figures the pages show)";

/** Category spending, the monthly table and the headline total all equal the rows' sum. */
export function spendingReconciles(input: LedgerInput = realLedger): CheckResult {
  const rows = total(input.expenses.map((e) => e.amount));
  const categories = total(input.categories.map((c) => c.spent));
  const months = total(input.months.map((m) => m.expenses));
  const ok = rows === categories && rows === months && rows === input.spent;
  return makeCheck({
    category: "Ledger",
    test: "Spending adds up by category, by month and in total",
    status: ok ? "pass" : "fail",
    details: `expenses.csv: ${rupees(rows)} over ${input.expenses.length} rows; categories ${rupees(categories)}; monthly table ${rupees(months)}; total shown ${rupees(input.spent)}.`,
    critical: true,
    fix: ok ? undefined : `Spending does not reconcile: check ${CHECKS} against expenses.csv.`,
  });
}

/** Receipts in and verified, by category and by month, equal the rows' counts. */
export function receiptsReconcile(input: LedgerInput = realLedger): CheckResult {
  const receipts = input.expenses.filter((e) => e.receipt !== "").length;
  const verified = input.expenses.filter((e) => e.verified).length;
  const sums = [
    [
      total(input.categories.map((c) => c.receipts)),
      total(input.categories.map((c) => c.verified)),
    ],
    [total(input.months.map((m) => m.receipts)), total(input.months.map((m) => m.verified))],
  ];
  const ok = sums.every(([r, v]) => r === receipts && v === verified) && verified <= receipts;
  return makeCheck({
    category: "Ledger",
    test: "Receipts add up by category and by month",
    status: ok ? "pass" : "fail",
    details: `expenses.csv: ${receipts} receipts in, ${verified} verified; categories ${sums[0]![0]} and ${sums[0]![1]}; monthly table ${sums[1]![0]} and ${sums[1]![1]}.`,
    critical: true,
    fix: ok ? undefined : `Receipts do not reconcile: check ${CHECKS} against expenses.csv.`,
  });
}

/** Funds received cover what was spent; the total raised shown equals funds.csv's sum. */
export function fundsCoverSpending(input: LedgerInput = realLedger): CheckResult {
  const raised = total(input.funds.map((f) => f.amount));
  const spent = total(input.expenses.map((e) => e.amount));
  const shown = raised === input.raised;
  const covered = spent <= raised;
  return makeCheck({
    category: "Ledger",
    test: "Funds received cover the spending",
    status: !shown ? "fail" : covered ? "pass" : "warning",
    score: !shown ? 0 : covered ? FULL_SCORE : WARNING_SCORE,
    details: `funds.csv: ${rupees(raised)} received (shown ${rupees(input.raised)}); expenses.csv: ${rupees(spent)} spent${covered ? "." : `, ${rupees(spent - raised)} more than received.`}`,
    critical: !shown,
    fix: !shown
      ? `The total raised shown differs from funds.csv: check ${CHECKS}.`
      : covered
        ? undefined
        : "Spending is ahead of the funds received: record the funds that paid for it in funds.csv, or say on the hub where the money came from.",
  });
}

/** No category has spent beyond its budget: a warning, naming each one that has. */
export function categoriesWithinBudget(input: LedgerInput = realLedger): CheckResult {
  const spent = new Map<string, number>();
  for (const e of input.expenses) spent.set(e.category, (spent.get(e.category) ?? 0) + e.amount);
  const over = input.categories.filter((c) => (spent.get(c.id) ?? 0) > c.budgeted);
  const ok = over.length === 0;
  return makeCheck({
    category: "Ledger",
    test: "No category spent beyond its budget",
    status: ok ? "pass" : "warning",
    score: shareScore(input.categories.length - over.length, input.categories.length),
    details: ok
      ? `All ${input.categories.length} categories are within their budgets.`
      : over
          .map(
            (c) =>
              `${c.category}: ${rupees(spent.get(c.id)!)} of ${rupees(c.budgeted)}, ${rupees(spent.get(c.id)! - c.budgeted)} over`,
          )
          .join("; ") + ".",
    critical: false,
    fix: ok
      ? undefined
      : `Over budget: ${over.map((c) => c.category).join(", ")}. Explain the overspend on the hub, or move the budget with the team's approval.`,
  });
}

/** Days from one YYYY-MM-DD date to another. */
function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** Every receipt is verified within 60 days of its expense: a warning, counting the late ones. */
export function receiptsVerifiedInTime(input: LedgerInput = realLedger): CheckResult {
  const late = input.expenses.filter(
    (e) => !e.verified && daysBetween(e.date, input.asOf) > UNVERIFIED_DAYS,
  );
  const ok = late.length === 0;
  const oldest = late.reduce((a, e) => (e.date < a ? e.date : a), input.asOf);
  return makeCheck({
    category: "Ledger",
    test: `No receipt unverified ${UNVERIFIED_DAYS} days after its expense`,
    status: ok ? "pass" : "warning",
    score: shareScore(input.expenses.length - late.length, input.expenses.length),
    details: ok
      ? `Every expense older than ${UNVERIFIED_DAYS} days on ${input.asOf} has a verified receipt.`
      : `${late.length} of ${input.expenses.length} expenses are older than ${UNVERIFIED_DAYS} days on ${input.asOf} without a verified receipt (${rupees(total(late.map((e) => e.amount)))}; the oldest from ${oldest}).`,
    critical: false,
    fix: ok
      ? undefined
      : `Check ${late.length} receipt${late.length === 1 ? "" : "s"} against the payments and write yes in expenses.csv, or chase the missing receipts.`,
  });
}

export function ledgerChecks(input: LedgerInput = realLedger): CheckResult[] {
  return [
    spendingReconciles(input),
    receiptsReconcile(input),
    fundsCoverSpending(input),
    categoriesWithinBudget(input),
    receiptsVerifiedInTime(input),
  ];
}
