import { budgetCategoriesOf } from "@/content/budget-categories";
import { budgetCategoryIds, type BudgetCategoryId } from "@/content/ledger/ids";
import { monthlyExpensesOf } from "@/content/transparency";
import { FULL_SCORE, WARNING_SCORE } from "@/content/quality";
import { formatDate, formatNumber, formatRupees } from "@/lib/format";
import type { Translate } from "@/lib/messages";
import { getPilot } from "@/lib/programme";
import { counts, translatedCheck } from "./localize";
import { shareScore, type CheckResult } from "./types";

/**
 * The ledger's checks: the figures the pages show against the programme team's rows
 * (content/villages/pilot/actuals/). Category and month sums, funds against spending and receipts must
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

/**
 * The pilot's ledger as the checks read it: its files and totals from the data boundary, and the
 * hub's categories and months as the pages show them (content modules that give the pilot's;
 * the report runs per village once they take a snapshot, issue 42's second move).
 */
const pilot = getPilot();
export const realLedger: LedgerInput = {
  asOf: pilot.actuals.status.asOf,
  expenses: pilot.actuals.expenses,
  funds: pilot.actuals.funds,
  categories: budgetCategoriesOf(pilot.ledger),
  months: monthlyExpensesOf(pilot.ledger),
  spent: pilot.ledger.fundsSpent,
  raised: pilot.ledger.fundsRaised,
};

const total = (values: readonly number[]) => values.reduce((s, v) => s + v, 0);
const k = "quality-report.ledger" as const;

const isBudgetCategoryId = (id: string): id is BudgetCategoryId =>
  (budgetCategoryIds as readonly string[]).includes(id);

/** A category's name in `t`'s language (`transparency.budget.<id>`), or as the hub gives it. */
function categoryName(category: LedgerInput["categories"][number], t: Translate): string {
  return isBudgetCategoryId(category.id)
    ? t(`transparency.budget.${category.id}`)
    : category.category;
}

/** Category spending, the monthly table and the headline total all equal the rows' sum. */
export function spendingReconciles(input: LedgerInput = realLedger): CheckResult {
  const rows = total(input.expenses.map((e) => e.amount));
  const categories = total(input.categories.map((c) => c.spent));
  const months = total(input.months.map((m) => m.expenses));
  const ok = rows === categories && rows === months && rows === input.spent;
  return translatedCheck({
    category: "Ledger",
    status: ok ? "pass" : "fail",
    critical: true,
    words: (t) => ({
      test: t(`${k}.spending.test`),
      details: t(`${k}.spending.details`, {
        rows: formatRupees(rows, t.lang),
        count: input.expenses.length,
        categories: formatRupees(categories, t.lang),
        months: formatRupees(months, t.lang),
        shown: formatRupees(input.spent, t.lang),
      }),
      fix: ok ? undefined : t(`${k}.spending.fix`),
    }),
  });
}

/** Receipts in and verified, by category and by month, equal the rows' counts. */
export function receiptsReconcile(input: LedgerInput = realLedger): CheckResult {
  const receipts = input.expenses.filter((e) => e.receipt !== "").length;
  const verified = input.expenses.filter((e) => e.verified).length;
  const numbers = {
    receipts,
    verified,
    categoryReceipts: total(input.categories.map((c) => c.receipts)),
    categoryVerified: total(input.categories.map((c) => c.verified)),
    monthReceipts: total(input.months.map((m) => m.receipts)),
    monthVerified: total(input.months.map((m) => m.verified)),
  };
  const ok =
    numbers.categoryReceipts === receipts &&
    numbers.monthReceipts === receipts &&
    numbers.categoryVerified === verified &&
    numbers.monthVerified === verified &&
    verified <= receipts;
  return translatedCheck({
    category: "Ledger",
    status: ok ? "pass" : "fail",
    critical: true,
    words: (t) => ({
      test: t(`${k}.receipts.test`),
      details: t(`${k}.receipts.details`, counts(numbers, t.lang)),
      fix: ok ? undefined : t(`${k}.receipts.fix`),
    }),
  });
}

/** Funds received cover what was spent; the total raised shown equals funds.csv's sum. */
export function fundsCoverSpending(input: LedgerInput = realLedger): CheckResult {
  const raised = total(input.funds.map((f) => f.amount));
  const spent = total(input.expenses.map((e) => e.amount));
  const shown = raised === input.raised;
  const covered = spent <= raised;
  return translatedCheck({
    category: "Ledger",
    status: !shown ? "fail" : covered ? "pass" : "warning",
    score: !shown ? 0 : covered ? FULL_SCORE : WARNING_SCORE,
    critical: !shown,
    words: (t) => ({
      test: t(`${k}.funds.test`),
      details: t(covered ? `${k}.funds.details` : `${k}.funds.detailsAhead`, {
        raised: formatRupees(raised, t.lang),
        shown: formatRupees(input.raised, t.lang),
        spent: formatRupees(spent, t.lang),
        ahead: formatRupees(spent - raised, t.lang),
      }),
      fix: !shown ? t(`${k}.funds.fixShown`) : covered ? undefined : t(`${k}.funds.fixAhead`),
    }),
  });
}

/** No category has spent beyond its budget: a warning, naming each one that has. */
export function categoriesWithinBudget(input: LedgerInput = realLedger): CheckResult {
  const spent = new Map<string, number>();
  for (const e of input.expenses) spent.set(e.category, (spent.get(e.category) ?? 0) + e.amount);
  const over = input.categories.filter((c) => (spent.get(c.id) ?? 0) > c.budgeted);
  const ok = over.length === 0;
  return translatedCheck({
    category: "Ledger",
    status: ok ? "pass" : "warning",
    score: shareScore(input.categories.length - over.length, input.categories.length),
    critical: false,
    words: (t) => {
      const rupees = (value: number) => formatRupees(value, t.lang);
      const lines = over.map((c) =>
        t(`${k}.budget.over`, {
          category: categoryName(c, t),
          spent: rupees(spent.get(c.id)!),
          budget: rupees(c.budgeted),
          over: rupees(spent.get(c.id)! - c.budgeted),
        }),
      );
      const categories = over.map((c) => categoryName(c, t)).join(", ");
      return {
        test: t(`${k}.budget.test`),
        details: ok
          ? t(`${k}.budget.details`, { count: formatNumber(input.categories.length, t.lang) })
          : t(`${k}.budget.detailsOver`, { over: lines.join("; ") }),
        fix: ok ? undefined : t(`${k}.budget.fix`, { categories }),
      };
    },
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
  return translatedCheck({
    category: "Ledger",
    status: ok ? "pass" : "warning",
    score: shareScore(input.expenses.length - late.length, input.expenses.length),
    critical: false,
    words: (t) => {
      const values = {
        days: formatNumber(UNVERIFIED_DAYS, t.lang),
        asOf: formatDate(input.asOf, t.lang),
        late: formatNumber(late.length, t.lang),
        count: formatNumber(input.expenses.length, t.lang),
        amount: formatRupees(total(late.map((e) => e.amount)), t.lang),
        oldest: formatDate(oldest, t.lang),
      };
      return {
        test: t(`${k}.verified.test`, values),
        details: t(ok ? `${k}.verified.details` : `${k}.verified.detailsLate`, values),
        fix: ok ? undefined : t(`${k}.verified.fix`, { late: late.length }),
      };
    },
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
