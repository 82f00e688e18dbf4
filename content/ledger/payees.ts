import type { Expense } from "@/content/ledger/money";

/**
 * People's names: a payee marked `person` in expenses.csv's payee_type column is never named on
 * a page, in a download, in the feed or in the quality report; each shows `withheld` (the
 * `ledger.payee.withheld` message: "a person (name withheld)") in its place.
 */
export function publicPayee(e: Pick<Expense, "payee" | "payeeType">, withheld: string): string {
  return e.payeeType === "person" ? withheld : e.payee;
}
