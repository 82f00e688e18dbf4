import { z } from "zod";
import { INCOME_TARGET } from "@/content/budget";

/**
 * The family profiles shown in step 2 of the family investment journey, three per tier. The
 * programme has not started: no family has been matched to a donor, so every profile is
 * illustrative ("families like these"). Their words are in the investment dictionary:
 * `investment.family.<id>.occupation`, `.challenge.<challenge>`, `.story` and `.impact`.
 */

/** The programme's income target: 8,000 → 32,000 rupees a month, 4x (spec §9 'Income'). */
export const TARGET_MONTHLY_INCOME = INCOME_TARGET.monthlyHousehold;

export const familyIds = [
  "sahu",
  "netam",
  "verma",
  "yadav",
  "dhruw",
  "nishad",
  "markam",
  "patel",
  "kanwar",
] as const;
export type FamilyId = (typeof familyIds)[number];

/** Each profile's challenges, in order: `investment.family.<id>.challenge.<challenge>`. */
export const challengeIds = ["first", "second", "third"] as const;

export const familyProfileSchema = z.object({
  id: z.enum(familyIds),
  name: z.string().min(1),
  members: z.number().int().positive(),
  children: z.number().int().nonnegative(),
  /** Rupees a month, household. */
  currentIncome: z.number().int().positive(),
  targetIncome: z.number().int().positive().max(TARGET_MONTHLY_INCOME),
  challenges: z.array(z.enum(challengeIds)).min(1),
  /** Always true: no real family is presented. */
  illustrative: z.literal(true),
});
export type FamilyProfile = z.infer<typeof familyProfileSchema>;

/** The nine illustrative profiles; the tier schema in index.ts parses each where it is used. */
export const familyProfiles: Record<FamilyId, z.input<typeof familyProfileSchema>> = {
  sahu: {
    id: "sahu",
    name: "The Sahu family",
    members: 5,
    children: 3,
    currentIncome: 8_000,
    targetIncome: 24_000,
    challenges: [...challengeIds],
    illustrative: true,
  },
  netam: {
    id: "netam",
    name: "The Netam family",
    members: 4,
    children: 2,
    currentIncome: 6_500,
    targetIncome: 20_000,
    challenges: [...challengeIds],
    illustrative: true,
  },
  verma: {
    id: "verma",
    name: "The Verma family",
    members: 6,
    children: 2,
    currentIncome: 10_000,
    targetIncome: 28_000,
    challenges: [...challengeIds],
    illustrative: true,
  },
  yadav: {
    id: "yadav",
    name: "The Yadav family",
    members: 5,
    children: 2,
    currentIncome: 9_000,
    targetIncome: 30_000,
    challenges: [...challengeIds],
    illustrative: true,
  },
  dhruw: {
    id: "dhruw",
    name: "The Dhruw family",
    members: 4,
    children: 2,
    currentIncome: 7_000,
    targetIncome: 26_000,
    challenges: [...challengeIds],
    illustrative: true,
  },
  nishad: {
    id: "nishad",
    name: "The Nishad family",
    members: 5,
    children: 1,
    currentIncome: 8_000,
    targetIncome: TARGET_MONTHLY_INCOME,
    challenges: [...challengeIds],
    illustrative: true,
  },
  markam: {
    id: "markam",
    name: "The Markam family",
    members: 7,
    children: 3,
    currentIncome: 8_500,
    targetIncome: 30_000,
    challenges: [...challengeIds],
    illustrative: true,
  },
  patel: {
    id: "patel",
    name: "The Patel family",
    members: 6,
    children: 2,
    currentIncome: 10_000,
    targetIncome: TARGET_MONTHLY_INCOME,
    challenges: [...challengeIds],
    illustrative: true,
  },
  kanwar: {
    id: "kanwar",
    name: "The Kanwar family",
    members: 3,
    children: 1,
    currentIncome: 6_000,
    targetIncome: 18_000,
    challenges: [...challengeIds],
    illustrative: true,
  },
};
