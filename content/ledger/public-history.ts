import type { BudgetCategoryId, FundSource } from "@/content/ledger/ids";
import { lastDayOf } from "@/content/ledger/months";
import { canonicalRows, monthDigest } from "@/content/ledger/rows";
import type { Expense } from "@/content/ledger/money";
import type { Actuals } from "@/content/ledger/read";

/**
 * What the pages and the feed show of the ledger's history: each ended month's digest, and each
 * correcting row with the row it corrects (content/ledger/corrections.ts, history.ts), from a
 * village's files.
 */

export interface PublicCorrection {
  date: string;
  /** Signed rupees: below zero takes back. */
  amount: number;
  reason: string;
  original:
    | ({ kind: "expense" } & Pick<
        Expense,
        "date" | "amount" | "receipt" | "payee" | "payeeType"
      > & {
          category: BudgetCategoryId;
        })
    | { kind: "fund"; date: string; amount: number; source: FundSource };
}

/**
 * A month's SHA-256 digest (content/ledger/rows.ts) once it has ended by the as-of date and is
 * closed or holds rows; undefined for a month still open, or an empty month before work started.
 */
export type MonthDigest = (month: string, closed: boolean) => string | undefined;

/** A village's month digests, from its files. */
export function digestsOf(actuals: Actuals): MonthDigest {
  const rows = canonicalRows(actuals);
  const months = new Set(rows.map((r) => r.month));
  return (month, closed) => {
    if (actuals.status.asOf < lastDayOf(month) || (!closed && !months.has(month))) {
      return undefined;
    }
    return monthDigest(rows, month);
  };
}

/** Every correcting row of a village's expenses.csv and funds.csv, oldest first. */
export function correctionsOf(actuals: Actuals): PublicCorrection[] {
  return [
    ...actuals.expenses.flatMap((e) => {
      const o = actuals.expenses.find((r) => r.line === e.correctsLine);
      if (!o) return [];
      const { date, amount, receipt, payee, payeeType, category } = o;
      const original = {
        kind: "expense" as const,
        date,
        amount,
        receipt,
        payee,
        payeeType,
        category,
      };
      return [{ date: e.date, amount: e.amount, reason: e.reason, original }];
    }),
    ...actuals.funds.flatMap((f) => {
      const o = actuals.funds.find((r) => r.line === f.correctsLine);
      if (!o) return [];
      const original = { kind: "fund" as const, date: o.date, amount: o.amount, source: o.source };
      return [{ date: f.date, amount: f.amount, reason: f.reason, original }];
    }),
  ].sort((a, b) => a.date.localeCompare(b.date));
}
