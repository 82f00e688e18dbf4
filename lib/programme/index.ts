import { programme, TOTAL_INVESTMENT } from "@/content/budget";
import { deriveLedger, type Ledger } from "@/content/ledger/derive";

export type { Ledger } from "@/content/ledger/derive";
import { stages, type Stage } from "@/content/ledger/ids";
import { actuals, pilotLedger } from "@/content/ledger/load";
import type { Actuals } from "@/content/ledger/read";
import { village, type Village } from "@/content/village";

/**
 * The programme's one data boundary (issue 42): a village's validated snapshot by its slug, the
 * list of villages, and the national summary across them. Pages ask here for what they show and
 * hand it down; what a snapshot's figures are is a pure function of its files
 * (content/ledger/derive.ts), so any village's are derived the same way. The pilot's snapshot is
 * made once, when its files are loaded (content/ledger/load.ts); React's `cache` will keep a
 * snapshot per request once villages are read from their folders (issue 42's second move).
 *
 * Today the programme has one village, the pilot, whose files are content/actuals/ (or
 * ACTUALS_DIR); the folders of more villages come with issue 42's second move.
 */

/** The pilot's slug: the village every path the specification names is about. */
export const PILOT = "pilot";

/** Everything known of one village: its facts, its plan, its team's files and its ledger. */
export interface VillageSnapshot {
  slug: string;
  /** The baseline: population, literacy, economy, infrastructure (content/village.ts). */
  facts: Village;
  /** The plan's span and launch (content/budget.ts). */
  plan: typeof programme;
  /** The budget the plan asks for, in rupees. */
  budget: number;
  /** What the team records: expenses, funds, measurements, milestones, status. */
  actuals: Actuals;
  /** Every figure derived from the files: money, stage, dates and progress. */
  ledger: Ledger;
}

/** Every village's snapshot, by slug. */
const villages: Record<string, VillageSnapshot> = {
  [PILOT]: {
    slug: PILOT,
    facts: village,
    plan: programme,
    budget: TOTAL_INVESTMENT,
    actuals,
    ledger: pilotLedger,
  },
};

/** A village's snapshot, or undefined when no village has that slug. */
export function getVillage(slug: string): VillageSnapshot | undefined {
  return Object.hasOwn(villages, slug) ? villages[slug] : undefined;
}

/** The pilot's snapshot. */
export const getPilot = (): VillageSnapshot => getVillage(PILOT)!;

/** Every village's snapshot, the pilot first. */
export function listVillages(): VillageSnapshot[] {
  return Object.values(villages);
}

/** One village's snapshot from its facts, budget and files, given directly (tests, for now). */
export function snapshotOf(
  slug: string,
  facts: Village,
  budget: number,
  files: Actuals,
): VillageSnapshot {
  return {
    slug,
    facts,
    plan: programme,
    budget,
    actuals: files,
    ledger: deriveLedger(files, programme),
  };
}

/** The programme across its villages. */
export interface NationalSummary {
  villages: number;
  byStage: Record<Stage, number>;
  population: number;
  households: number;
  /** Rupees: the budgets the villages' plans ask for, received, and spent. */
  budget: number;
  raised: number;
  spent: number;
}

/** Sums a list of villages (the national roll-up). */
export function summarise(list: readonly VillageSnapshot[]): NationalSummary {
  const byStage = Object.fromEntries(stages.map((s) => [s, 0])) as Record<Stage, number>;
  let population = 0;
  let households = 0;
  let budget = 0;
  let raised = 0;
  let spent = 0;
  for (const v of list) {
    byStage[v.ledger.stage] += 1;
    population += v.facts.population.total;
    households += v.facts.population.households;
    budget += v.budget;
    raised += v.ledger.fundsRaised;
    spent += v.ledger.fundsSpent;
  }
  return { villages: list.length, byStage, population, households, budget, raised, spent };
}

/** The national summary over every village. */
export function getNationalSummary(): NationalSummary {
  return summarise(listVillages());
}
