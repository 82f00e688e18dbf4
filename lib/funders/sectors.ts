import type { DacPurposeCode } from "@/content/funders/codes";
import type { PlanFile } from "@/content/village-schema";

/** A DAC purpose code with its share of the plan's budget, percent to two decimals. */
export interface SectorShare {
  code: DacPurposeCode;
  /** Rupees the plan's categories read as this code ask for. */
  budget: number;
  /** Hundredths of a percent: the shares add up to exactly 10,000. */
  basisPoints: number;
}

/**
 * The plan's budget categories read as DAC purpose codes (plan.json `dac`), each code's share of
 * the categories' budget. Shares are cut to hundredths of a percent and the hundredths left over
 * go to the largest remainders (ties to the larger budget, then the code), so that they add up to
 * exactly 100, as IATI asks of an activity's sectors in one vocabulary.
 */
export function sectorShares(plan: Pick<PlanFile, "budgetCategories">): SectorShare[] {
  const budgets = new Map<DacPurposeCode, number>();
  for (const c of plan.budgetCategories) budgets.set(c.dac, (budgets.get(c.dac) ?? 0) + c.budget);
  const total = [...budgets.values()].reduce((sum, b) => sum + b, 0);
  const shares = [...budgets].map(([code, budget]) => {
    const exact = (budget * 10_000) / total;
    return { code, budget, basisPoints: Math.floor(exact), remainder: exact - Math.floor(exact) };
  });
  let left = 10_000 - shares.reduce((sum, s) => sum + s.basisPoints, 0);
  const byRemainder = [...shares].sort(
    (a, b) => b.remainder - a.remainder || b.budget - a.budget || a.code.localeCompare(b.code),
  );
  for (const s of byRemainder) {
    if (left === 0) break;
    s.basisPoints += 1;
    left -= 1;
  }
  return shares
    .map(({ code, budget, basisPoints }) => ({ code, budget, basisPoints }))
    .sort((a, b) => b.budget - a.budget || a.code.localeCompare(b.code));
}

/** Hundredths of a percent as IATI's percentage: 2941 → "29.41", 5000 → "50". */
export const percentOf = (basisPoints: number): string =>
  (basisPoints / 100).toFixed(2).replace(/\.?0+$/, "");
