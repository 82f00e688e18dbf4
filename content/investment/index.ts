import { z } from "zod";
import { village } from "@/content/village";
import {
  familyProfiles as profiles,
  familyProfileSchema,
  type FamilyProfile,
} from "@/content/investment/family-profiles";

export {
  familyIds,
  familyProfileSchema,
  TARGET_MONTHLY_INCOME,
  type FamilyId,
  type FamilyProfile,
} from "@/content/investment/family-profiles";

/**
 * The three investment tiers (spec §3 'Investment tier', §9 'Investment tiers'), each with the
 * illustrative family profiles of content/investment/family-profiles.ts.
 */

/** The step 2 list shows at most this many families (spec §9). */
export const MAX_PROFILES_SHOWN = 3;

/** The tier selected when the journey opens (spec §4 'Investment journey'). */
export const INITIAL_AMOUNT = 50_000;

export const tierKeys = ["family_connector", "family_transformer", "community_champion"] as const;
export type TierKey = (typeof tierKeys)[number];

/** What the tiers fund: `investment.outcome.<id>`. */
export const outcomeIds = [
  "internet",
  "telemedicine",
  "learning",
  "connectorTwice",
  "skills",
  "market",
  "water",
  "transformerTwice",
  "sharedAssets",
  "enterprise",
  "review",
] as const;
export type OutcomeId = (typeof outcomeIds)[number];

export const investmentTierSchema = z.object({
  key: z.enum(tierKeys),
  title: z.string().min(1),
  amount: z.number().int().positive(),
  /** Villagers reached. The tier's impact line is `investment.tier.<key>.impact`. */
  beneficiaries: z.number().int().positive(),
  /** Families reached. */
  families: z.number().int().positive(),
  /** Projected social return, percent. */
  roi: z.number().positive(),
  /** The 80G figure as the specification states it; see the note shown beside it. */
  taxBenefit: z.number().int().nonnegative(),
  monthlyUpdates: z.number().int().positive(),
  outcomes: z.array(z.enum(outcomeIds)).min(3),
  familyProfiles: z.array(familyProfileSchema).min(MAX_PROFILES_SHOWN),
});
export type InvestmentTier = z.infer<typeof investmentTierSchema>;

export const investmentTiers: InvestmentTier[] = z
  .array(investmentTierSchema)
  .length(3)
  .parse([
    {
      key: "family_connector",
      title: "Village Connector",
      amount: 25_000,
      beneficiaries: 37,
      families: 12,
      roi: 250,
      taxBenefit: 13_000,
      monthlyUpdates: 3,
      outcomes: ["internet", "telemedicine", "learning"],
      familyProfiles: [profiles.sahu, profiles.netam, profiles.verma],
    },
    {
      key: "family_transformer",
      title: "Family Transformer",
      amount: 50_000,
      beneficiaries: 75,
      families: 25,
      roi: 300,
      taxBenefit: 26_000,
      monthlyUpdates: 6,
      outcomes: ["connectorTwice", "skills", "market", "water"],
      familyProfiles: [profiles.yadav, profiles.dhruw, profiles.nishad],
    },
    {
      key: "community_champion",
      title: "Community Champion",
      amount: 1_00_000,
      beneficiaries: 150,
      families: 50,
      roi: 350,
      taxBenefit: 52_000,
      monthlyUpdates: 12,
      outcomes: ["transformerTwice", "sharedAssets", "enterprise", "review"],
      familyProfiles: [profiles.markam, profiles.patel, profiles.kanwar],
    },
  ]);

/** The tier whose amount is the selected amount, if any (step 2 renders only when one matches). */
export function tierForAmount(amount: number): InvestmentTier | undefined {
  return investmentTiers.find((tier) => tier.amount === amount);
}

/** The profiles step 2 shows: the first three of the tier. */
export function shownProfiles(tier: InvestmentTier): FamilyProfile[] {
  return tier.familyProfiles.slice(0, MAX_PROFILES_SHOWN);
}

/** N in the '+N more families' card: the tier's families reached minus the profiles shown. */
export function moreFamilies(tier: InvestmentTier): number {
  return Math.max(0, tier.families - shownProfiles(tier).length);
}

/** The village average the profiles start from (spec §9: 8,000 rupees a month). */
export const BASELINE_MONTHLY_INCOME = village.economic.averageMonthlyIncome;
