import {
  actuals,
  AS_OF,
  categoryTally,
  FUNDS_RAISED,
  FUNDS_SPENT,
  ledgerMonths,
  STAGE,
  totalTally,
  verificationPercent,
} from "@/content/ledger";
import { budgetCategoryIds, type BudgetCategoryId } from "@/content/ledger/ids";
import type { Actuals } from "@/content/ledger/read";

/**
 * What the site publishes from the files ACTUALS_DIR names, taken from the ledger the pages read
 * (content/ledger/index.ts), which reads that folder once when it loads. The workflow's script
 * loads this module afresh for each folder (scripts/data-check-report.mjs).
 */
export interface Figures {
  asOf: string;
  stage: Actuals["status"]["stage"];
  raised: number;
  spent: number;
  byCategory: { id: BudgetCategoryId; spent: number }[];
  /** Payments whose receipt was checked, of all payments, and the hub's percentage. */
  verified: number;
  payments: number;
  verifiedPercent: number;
  /** The months the hub's monthly table shows as Closed, in order ("2025-10"). */
  closedMonths: string[];
  actuals: Actuals;
}

export function publishedFigures(): Figures {
  return {
    asOf: AS_OF,
    stage: STAGE,
    raised: FUNDS_RAISED,
    spent: FUNDS_SPENT,
    byCategory: budgetCategoryIds.map((id) => ({ id, spent: categoryTally(id).spent })),
    verified: totalTally.verified,
    payments: totalTally.expenses,
    verifiedPercent: verificationPercent(),
    closedMonths: ledgerMonths.filter((m) => m.status === "Closed").map((m) => m.month),
    actuals,
  };
}
