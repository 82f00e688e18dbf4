import type { TokenUnit } from "./tokens";

/**
 * Figures declared local: shown on their one page only, which nothing else can contradict, and
 * said here because the page computes them where the figure walk cannot see them. The page
 * audit takes them as local on that page alone; the same number elsewhere is classified anew.
 */
export interface DeclaredLocal {
  path: string;
  unit: TokenUnit;
  values: readonly number[];
  why: string;
}

export const declaredLocals: readonly DeclaredLocal[] = [
  {
    path: "/investment",
    unit: "rupees",
    values: [5_368, 10_736, 14_264, 21_472, 21_473, 28_528, 57_055],
    why: "a chosen amount split over the phases by their budgets (lib/family-plan.ts splitByPhase)",
  },
  {
    path: "/transparency",
    unit: "rupees",
    values: [100_00_000, 200_00_000],
    why: "the plan chart's scale marks",
  },
  {
    path: "/transparency",
    unit: "percent",
    values: [7.4, 17.2, 19.6, 27.6],
    why: "each line's share of the per-person investment (perPersonBreakdown), to one decimal",
  },
  {
    path: "/agri-processing-execution",
    unit: "rupees",
    values: [42_00_000, 1_20_00_000],
    why: "the centre's annual produce value and a sales channel's share of it (35% of ₹1.2 crore)",
  },
  {
    path: "/village-tourism-execution",
    unit: "rupees",
    values: [52_500, 65_000],
    why: "a package's price for a full group (price per person × group size)",
  },
  {
    path: "/scaling",
    unit: "plain",
    values: [1_000],
    why: "a mark of the scaling chart's scale (1 to 6,00,000 villages)",
  },
  {
    path: "/quality-check",
    unit: "plain",
    values: [405],
    why: "the HTTP status the API answers other methods with",
  },
];
