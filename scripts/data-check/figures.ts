import { budgetCategoryIds, type BudgetCategoryId } from "@/content/ledger/ids";
import type { Actuals } from "@/content/ledger/read";
import { getPilot, type VillageSnapshot } from "@/lib/programme";

/**
 * What the site publishes from the files ACTUALS_DIR names, taken from the snapshot the pages read
 * (lib/programme), whose files are read once when it loads. The workflow's script loads this
 * module afresh for each folder (scripts/data-check-report.mjs).
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

export function publishedFigures({ ledger, actuals }: VillageSnapshot = getPilot()): Figures {
  return {
    asOf: ledger.asOf,
    stage: ledger.stage,
    raised: ledger.fundsRaised,
    spent: ledger.fundsSpent,
    byCategory: budgetCategoryIds.map((id) => ({ id, spent: ledger.categoryTally(id).spent })),
    verified: ledger.totalTally.verified,
    payments: ledger.totalTally.expenses,
    verifiedPercent: ledger.verificationPercent(),
    closedMonths: ledger.months.filter((m) => m.status === "Closed").map((m) => m.month),
    actuals,
  };
}
