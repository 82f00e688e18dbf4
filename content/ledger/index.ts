import type { LedgerFigures } from "@/content/registry";
import { local, type FigureMeasures } from "@/content/figures/measures";

/**
 * The live accounts: what a village's team records (expenses, funds, measurements, milestones and
 * status.json), and every figure that moves, derived from it by content/ledger/derive.ts, a pure
 * function of the village's files. The plan modules (budget categories, KPIs, phases, timeline)
 * take a village's ledger and read their actual figures from it; the pilot's is read once, by the
 * data boundary (lib/programme, through content/ledger/load.ts), and handed to every page.
 */

export type { AuditStatus, Ledger, LedgerMonth, MonthStatus, Tally } from "@/content/ledger/derive";

/** The money every page shows from a village's ledger, under the names the figure walk reads. */
export const ledgerFigures: LedgerFigures = (ledger) => ({
  FUNDS_RAISED: ledger.fundsRaised,
  FUNDS_GIFTS: ledger.fundsGifts,
  FUNDS_SPENT: ledger.fundsSpent,
});

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
