import { budgetCategoriesOf, categoriesOf } from "@/content/budget-categories";
import { kpiIds, type KpiId } from "@/content/ledger/ids";
import { monthlyExpensesOf } from "@/content/transparency";
import {
  categoriesWithinBudget,
  fundsCoverSpending,
  receiptsReconcile,
  receiptsVerifiedInTime,
  spendingReconciles,
  type LedgerInput,
} from "@/lib/quality/ledger";
import type { CheckResult } from "@/lib/quality/types";
import {
  figuresOf,
  getPilot,
  mapEveryVillage,
  sumFigures,
  type NationalSummary,
  type VillageFigures,
  type VillageSnapshot,
  type VillageUnderReview,
  type Words,
} from "@/lib/programme";
import { readRollUpIndex } from "@/lib/programme/roll-up-index";

/**
 * The national roll-up (issue 42): every village's row, the sums across them, the KPIs weighted by
 * population, and the ledger checks of the quality report run on each village's own files. It is
 * a pure function of the snapshots; the directory page, its CSV, JSON and Atom feed all read it.
 */

/** One village as the directory lists it: its figures, and what the roll-up reads of its files. */
export interface VillageRow extends VillageFigures {
  slug: string;
  name: Words;
  state: Words;
  district: Words | null;
  asOf: string;
  /** Each KPI's latest measured value in this village, percent (none before it is measured). */
  latest: Partial<Record<KpiId, number>>;
  /** The quality report's ledger checks on this village's files that do not pass. */
  problems: CheckResult[];
}

/** A KPI across the villages that measured it: the mean of their latest values, weighted by population. */
export interface KpiRollUp {
  id: KpiId;
  /** Percent, or null when no village has measured it yet. */
  value: number | null;
  /** How many villages, and how many people, the value covers. */
  villages: number;
  population: number;
}

export interface RollUp extends NationalSummary {
  rows: VillageRow[];
  kpis: KpiRollUp[];
  /** Ledger checks that do not pass, summed over the villages. */
  problems: number;
  /** Villages left out until their folders are mended. */
  underReview: VillageUnderReview[];
  /** The latest as-of date among the villages. */
  asOf: string;
}

/** A village's files as the quality report's ledger checks read them. */
export function ledgerInputOf(v: VillageSnapshot): LedgerInput {
  return {
    asOf: v.actuals.status.asOf,
    expenses: v.actuals.expenses,
    funds: v.actuals.funds,
    categories: budgetCategoriesOf(v.ledger, categoriesOf(v.plan)),
    months: monthlyExpensesOf(v.ledger),
    spent: v.ledger.fundsSpent,
    raised: v.ledger.fundsRaised,
  };
}

/** The quality report's ledger checks, run on one village's files. */
export function ledgerChecksOf(v: VillageSnapshot): CheckResult[] {
  const input = ledgerInputOf(v);
  return [
    spendingReconciles(input),
    receiptsReconcile(input),
    fundsCoverSpending(input),
    categoriesWithinBudget(input),
    receiptsVerifiedInTime(input),
  ];
}

/** One village's row: everything the roll-up needs of it, so that its snapshot can be let go. */
export function rowOf(v: VillageSnapshot): VillageRow {
  return {
    slug: v.slug,
    name: v.name,
    state: v.state,
    district: v.district,
    asOf: v.ledger.asOf,
    ...figuresOf(v),
    latest: Object.fromEntries(
      kpiIds.flatMap((id) => {
        const m = v.ledger.latestMeasurement(id);
        return m ? [[id, m.value]] : [];
      }),
    ),
    problems: ledgerChecksOf(v).filter((c) => c.status !== "pass"),
  };
}

/** Each KPI's latest value per village, weighted by the village's population. */
export function kpisOf(rows: readonly VillageRow[]): KpiRollUp[] {
  return kpiIds.map((id) => {
    let weighted = 0;
    let population = 0;
    let villages = 0;
    for (const r of rows) {
      const latest = r.latest[id];
      if (latest === undefined) continue;
      weighted += latest * r.population;
      population += r.population;
      villages += 1;
    }
    return {
      id,
      value: population > 0 ? Math.round((weighted / population) * 10) / 10 : null,
      villages,
      population,
    };
  });
}

/** The roll-up of the villages' rows (the pilot first, as readEveryVillage gives them). */
export function rollUpOfRows(
  rows: readonly VillageRow[],
  underReview: readonly VillageUnderReview[] = [],
): RollUp {
  return {
    ...sumFigures(rows),
    rows: [...rows],
    kpis: kpisOf(rows),
    problems: rows.reduce((n, r) => n + r.problems.length, 0),
    underReview: [...underReview],
    asOf: rows.reduce((latest, r) => (r.asOf > latest ? r.asOf : latest), ""),
  };
}

/** The roll-up of a list of villages' snapshots. */
export const rollUpOf = (
  list: readonly VillageSnapshot[],
  underReview: readonly VillageUnderReview[] = [],
): RollUp => rollUpOfRows(list.map(rowOf), underReview);

/**
 * The roll-up over every village, worked out once per process (the folders change only with a
 * deploy), and again for another set of the pilot's files (the tests' stages). A build and its
 * server read the rows the build's check worked out (lib/programme/roll-up-index.ts) rather than every
 * village's folder again; anywhere else (the development server, the tests) the folders are read.
 */
const memo = globalThis as { __rollUp?: WeakMap<VillageSnapshot, RollUp> };
export function getRollUp(): RollUp {
  memo.__rollUp ??= new WeakMap();
  const pilot = getPilot();
  let rollUp = memo.__rollUp.get(pilot);
  if (!rollUp) {
    const built = readRollUpIndex();
    if (built) rollUp = rollUpOfRows(built.rows, built.underReview);
    else {
      // Each village's row as it is read: a server never holds every snapshot at once.
      const { villages, underReview } = mapEveryVillage(rowOf);
      rollUp = rollUpOfRows(villages, underReview);
    }
    memo.__rollUp.set(pilot, rollUp);
  }
  return rollUp;
}

/** The states and, per state, the districts the villages are in, by English name, for the filter. */
export function placesOf(rows: readonly VillageRow[]): { state: Words; districts: Words[] }[] {
  const states = new Map<string, { state: Words; districts: Map<string, Words> }>();
  for (const r of rows) {
    const entry = states.get(r.state.en) ?? { state: r.state, districts: new Map() };
    if (r.district) entry.districts.set(r.district.en, r.district);
    states.set(r.state.en, entry);
  }
  return [...states.values()]
    .sort((a, b) => a.state.en.localeCompare(b.state.en))
    .map((s) => ({
      state: s.state,
      districts: [...s.districts.values()].sort((a, b) => a.en.localeCompare(b.en)),
    }));
}

/** The rows in a state and district (by English name); an empty filter keeps every row. */
export function filterRows(
  rows: readonly VillageRow[],
  filter: { state?: string; district?: string },
): VillageRow[] {
  return rows.filter(
    (r) =>
      (!filter.state || r.state.en === filter.state) &&
      (!filter.district || r.district?.en === filter.district),
  );
}
