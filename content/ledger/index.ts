import { pilotLedger } from "@/content/ledger/load";
import { local, type FigureMeasures } from "@/content/figures/measures";

/**
 * The live accounts: what the programme team records in content/actuals/ (expenses, funds,
 * measurements, milestones and status.json), and every figure that moves, derived from it. The
 * plan modules (budget categories, KPIs, phases, timeline) read their actual figures here; the
 * ledger reads no plan module but content/budget.ts and the village's baseline, so there is no
 * import cycle. Every figure is derived by content/ledger/derive.ts, a pure function of the
 * village's files; these names are the pilot's, as the pages have read them so far (issue 42
 * moves the pages onto lib/programme's snapshot).
 */

export * from "@/content/ledger/load";
export * from "@/content/ledger/months";
export * from "@/content/ledger/progress";

export type { AuditStatus, LedgerMonth, MonthStatus, Tally } from "@/content/ledger/derive";

export const {
  fundsRaised: FUNDS_RAISED,
  fundsSpent: FUNDS_SPENT,
  fundsGifts: FUNDS_GIFTS,
  categoryTally,
  totalTally,
  spentInMonth,
  verificationPercent,
  auditStatus,
  fundsBySource,
  firstMonth: LEDGER_FIRST_MONTH,
  monthStatus,
  months: ledgerMonths,
} = pilotLedger;

/**
 * What each number this module exports measures, by its path: the figure walk reads it
 * (content/figures/walk.ts; content/figures/measures.ts says how a rule reads).
 */
export const figureMeasures: FigureMeasures = [
  // The accounts: every figure derived from the programme team's files, once.
  ["FUNDS_RAISED", "funds.raised"],
  ["FUNDS_GIFTS", "funds.families"],
  ["*", local],
];
