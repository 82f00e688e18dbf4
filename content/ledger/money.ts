import { checkDate, checkReceipt, oneOf, problem, type Context } from "@/content/ledger/checks";
import { checkAmount, checkCorrections } from "@/content/ledger/corrections";
import {
  budgetCategoryIds,
  budgetCategoryNames,
  fundSources,
  type BudgetCategoryId,
  type FundSource,
} from "@/content/ledger/ids";
import { readTable } from "@/content/ledger/table";

export interface Expense {
  line: number;
  date: string;
  category: BudgetCategoryId;
  amount: number;
  description: string;
  payee: string;
  receipt: string;
  verified: boolean;
  /** A person's name is never published (content/ledger/payees.ts). */
  payeeType: PayeeType;
  /** The row this one corrects (receipt, or date and amount), and why; empty on ordinary rows. */
  corrects: string;
  reason: string;
  /** The line of the row it corrects. */
  correctsLine?: number;
}
export interface Fund {
  line: number;
  date: string;
  amount: number;
  source: FundSource;
  donor: string;
  corrects: string;
  reason: string;
  correctsLine?: number;
}
export const payeeTypes = ["person", "organisation"] as const;
export type PayeeType = (typeof payeeTypes)[number];

const categoryByName = new Map(budgetCategoryIds.map((id) => [budgetCategoryNames[id], id]));

export function readExpenses(ctx: Context, path: string): Expense[] {
  const table = readTable(ctx, path, "expenses.csv") ?? [];
  const out: Expense[] = [];
  const receipts = new Map<string, number>();
  for (const { row, get, line } of table) {
    const date = checkDate(ctx, row, "date", get("date"));
    const name = oneOf(
      ctx,
      row,
      "category",
      get("category"),
      [...categoryByName.keys()],
      "a budget category",
    );
    const amount = checkAmount(ctx, row, get("amount"), get("corrects"));
    const payeeType =
      get("payee_type") === ""
        ? "organisation"
        : oneOf(ctx, row, "payee_type", get("payee_type"), payeeTypes, "a kind of payee");
    const receipt = get("receipt");
    const verifiedText = get("verified").toLowerCase();
    let good =
      date !== undefined && name !== undefined && amount !== undefined && payeeType !== undefined;
    if (get("description") === "") {
      problem(ctx, line, "description is empty", "Say in a few words what the money paid for.");
      good = false;
    }
    if (verifiedText !== "yes" && verifiedText !== "no") {
      problem(
        ctx,
        line,
        verifiedText === ""
          ? "verified is empty"
          : `verified "${get("verified")}" is neither yes nor no`,
        "Write yes once the receipt has been checked against the payment, otherwise no.",
      );
      good = false;
    } else if (verifiedText === "yes" && receipt === "") {
      problem(
        ctx,
        line,
        "verified is yes but there is no receipt number",
        "A payment is verified against its receipt: fill in the receipt number, or write no.",
      );
      good = false;
    }
    if (receipt !== "" && checkReceipt(ctx, row, receipt)) {
      // R-12 and r-12 are the same receipt, as a person reading them would take them.
      const first = receipts.get(receipt.toUpperCase());
      // A correction may carry the receipt of the row it corrects: the same bill, put right.
      const ofOriginal = get("corrects").toUpperCase() === receipt.toUpperCase();
      if (first !== undefined && !ofOriginal) {
        problem(
          ctx,
          line,
          `receipt number ${receipt} is already used on line ${first}`,
          get("corrects") === ""
            ? "Each receipt number appears once in the file; leave it empty while a receipt is not in yet."
            : `Each receipt number appears once in the file, except on a row whose corrects names that same receipt; this row's corrects reads "${get("corrects")}".`,
        );
        good = false;
      } else if (first === undefined) receipts.set(receipt.toUpperCase(), line);
    }
    if (good) {
      out.push({
        line,
        date: date!,
        category: categoryByName.get(name!)!,
        amount: amount!,
        description: get("description"),
        payee: get("payee"),
        receipt,
        verified: verifiedText === "yes",
        payeeType: payeeType!,
        corrects: get("corrects"),
        reason: get("reason"),
      });
    }
  }
  checkCorrections(ctx, out);
  return out;
}

export function readFunds(ctx: Context, path: string): Fund[] {
  const out: Fund[] = [];
  for (const { row, get, line } of readTable(ctx, path, "funds.csv") ?? []) {
    const date = checkDate(ctx, row, "date", get("date"));
    const [corrects, reason] = [get("corrects"), get("reason")];
    const amount = checkAmount(ctx, row, get("amount"), corrects);
    const source = oneOf(ctx, row, "source", get("source"), fundSources, "a source of funds");
    if (date && amount && source)
      out.push({ line, date, amount, source, donor: get("donor"), corrects, reason });
  }
  checkCorrections(ctx, out);
  return out;
}
