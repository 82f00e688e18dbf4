import { INCOME_MULTIPLE } from "@/content/budget";
import { messageFile } from "@/content/i18n/files";
import {
  BASELINE_MONTHLY_INCOME,
  INITIAL_AMOUNT,
  investmentTiers,
  MAX_PROFILES_SHOWN,
  moreFamilies,
  shownProfiles,
  TARGET_MONTHLY_INCOME,
  tierForAmount,
} from "@/content/investment";

const byKey = Object.fromEntries(investmentTiers.map((t) => [t.key, t]));

describe("investment tiers (spec §9)", () => {
  it("has the three tiers in order with their keys", () => {
    expect(investmentTiers.map((t) => [t.key, t.title])).toEqual([
      ["family_connector", "Village Connector"],
      ["family_transformer", "Family Transformer"],
      ["community_champion", "Community Champion"],
    ]);
  });

  it.each([
    ["family_connector", 25_000, 37, 12, 3, 13_000, 250],
    ["family_transformer", 50_000, 75, 25, 6, 26_000, 300],
    ["community_champion", 1_00_000, 150, 50, 12, 52_000, 350],
  ])(
    "%s: amount, reach, updates, 80G and social ROI",
    (key, amount, villagers, families, updates, tax, roi) => {
      const tier = byKey[key]!;
      expect(tier).toMatchObject({
        amount,
        beneficiaries: villagers,
        families,
        monthlyUpdates: updates,
        taxBenefit: tax,
        roi,
      });
      expect(tier.outcomes.length).toBeGreaterThanOrEqual(3);
    },
  );

  it("selects Family Transformer at the start", () => {
    expect(tierForAmount(INITIAL_AMOUNT)?.key).toBe("family_transformer");
    expect(tierForAmount(30_000)).toBeUndefined();
  });
});

describe("family profiles", () => {
  it("has at least three per tier, all illustrative, with unique ids", () => {
    const ids = investmentTiers.flatMap((t) => t.familyProfiles.map((p) => p.id));
    expect(new Set(ids).size).toBe(ids.length);
    for (const tier of investmentTiers) {
      expect(tier.familyProfiles.length).toBeGreaterThanOrEqual(MAX_PROFILES_SHOWN);
      expect(tier.familyProfiles.every((p) => p.illustrative)).toBe(true);
    }
  });

  it("keeps incomes consistent with §9: from about ₹8,000 to at most ₹32,000 (4x)", () => {
    for (const p of investmentTiers.flatMap((t) => t.familyProfiles)) {
      expect(p.currentIncome).toBeGreaterThanOrEqual(BASELINE_MONTHLY_INCOME * 0.75);
      expect(p.currentIncome).toBeLessThanOrEqual(BASELINE_MONTHLY_INCOME * 1.25);
      expect(p.targetIncome).toBeLessThanOrEqual(TARGET_MONTHLY_INCOME);
      expect(p.targetIncome).toBeLessThanOrEqual(p.currentIncome * INCOME_MULTIPLE);
      expect(p.targetIncome).toBeGreaterThan(p.currentIncome);
      expect(p.children).toBeLessThan(p.members);
    }
  });
});

describe("'+N more families'", () => {
  it("is the tier's families reached minus the (at most three) profiles shown", () => {
    expect(investmentTiers.map((t) => [shownProfiles(t).length, moreFamilies(t)])).toEqual([
      [3, 9],
      [3, 22],
      [3, 47],
    ]);
  });

  it("never shows more than three profiles, even when a tier has more", () => {
    const tier = byKey.family_transformer!;
    const extra = { ...tier, familyProfiles: [...tier.familyProfiles, ...tier.familyProfiles] };
    expect(shownProfiles(extra)).toHaveLength(3);
    expect(moreFamilies(extra)).toBe(22);
  });
});

describe("titles in the dictionary", () => {
  // The views read tier and family names from the dictionary so they translate; English must match.
  it("match the content module", () => {
    const messages = messageFile("en", "investment");
    for (const tier of investmentTiers) {
      expect(messages[`investment.tier.${tier.key}`]).toBe(tier.title);
      for (const p of tier.familyProfiles)
        expect(messages[`investment.family.${p.id}`]).toBe(p.name);
    }
  });
});
