import { z } from "zod";

/**
 * What an 80G deduction can save at most, beside the tiers' stated tax benefit (which stays, as
 * the plan's own figure). A deduction lowers taxable income by the deductible part of the gift
 * (50% or 100% of it, by the receiving organisation's kind), so it saves at most the donor's
 * marginal rate on that part. The highest marginal rate is the old regime's top slab with its
 * highest surcharge and the health and education cess: 30% × 1.37 × 1.04 ≈ 42.7%. The new
 * regime, the default, allows no 80G deduction at all.
 */
export const taxCeiling = z
  .object({
    topSlabPercent: z.number().positive(),
    surchargePercent: z.number().nonnegative(),
    cessPercent: z.number().nonnegative(),
    /** The deductible parts of a gift under 80G, as a share of it. */
    deductiblePercents: z.tuple([z.number().positive(), z.number().positive()]),
  })
  .parse({
    topSlabPercent: 30,
    surchargePercent: 37,
    cessPercent: 4,
    deductiblePercents: [50, 100],
  });

/** The highest marginal rate, percent: 42.744. */
export const TOP_MARGINAL_RATE_PERCENT =
  (taxCeiling.topSlabPercent *
    (100 + taxCeiling.surchargePercent) *
    (100 + taxCeiling.cessPercent)) /
  10_000;

/** The most an 80G deduction can save on a gift: the top rate on all of it, in whole rupees. */
export function most80gSaving(gift: number): number {
  const deductible = Math.max(...taxCeiling.deductiblePercents);
  return Math.round((gift * (deductible / 100) * TOP_MARGINAL_RATE_PERCENT) / 100);
}
