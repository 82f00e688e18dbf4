import { realFigures, type FigureInput } from "@/lib/quality/figure-input";
import {
  figureChecks,
  perPersonBreakdownSum,
  perPersonCost,
  phaseBudgetSum,
  tierReach,
  tierTaxBenefit,
} from "@/lib/quality/figures";

const withFigures = (patch: Partial<FigureInput>): FigureInput => ({ ...realFigures, ...patch });

describe("Figures checks on the site's content", () => {
  it("all pass and are critical, but the tiers' tax benefit", () => {
    const tax = tierTaxBenefit().test;
    for (const check of figureChecks().filter((c) => c.test !== tax)) {
      expect(check).toMatchObject({
        category: "Figures",
        status: "pass",
        score: 100,
        critical: true,
      });
    }
  });

  it("show the sums they checked", () => {
    expect(phaseBudgetSum().details).toBe(
      "₹93,00,000 + ₹35,00,000 + ₹35,00,000 = ₹1,63,00,000; stated total ₹1,63,00,000.",
    );
    expect(perPersonCost().details).toContain("= ₹9,071");
    expect(perPersonBreakdownSum().details).toContain("6 lines sum to ₹9,071");
  });

  it("warn, with the arithmetic, that the tiers' 52% is above what 80G can give", () => {
    // It used to pass, critically: 52% of each gift is the plan's figure, and consistent.
    const check = tierTaxBenefit();
    expect(check).toMatchObject({ status: "warning", score: 80, critical: false });
    expect(check.details).toContain(
      "That is more than 80G can give: a deduction saves at most the donor's marginal rate, about 42.7% at the top of the old regime with surcharge and cess, on the deductible part of the gift, 50% or 100% of it. On ₹25,000, at most ₹10,686, not ₹13,000.",
    );
    expect(check.fix).toContain("at most ₹10,686 on ₹25,000");
    // A benefit within the ceiling passes.
    const within = tierTaxBenefit(
      withFigures({
        taxBenefitPercent: 40,
        tiers: realFigures.tiers.map((t) => ({ ...t, taxBenefit: (t.amount * 40) / 100 })),
      }),
    );
    expect(within).toMatchObject({ status: "pass", critical: false });
  });
});

describe("Figures checks on broken figures", () => {
  it("phase budgets that miss the total fail with the gap", () => {
    const phases = realFigures.phases.map((p, i) => (i === 2 ? { ...p, budget: 30_00_000 } : p));
    const check = phaseBudgetSum(withFigures({ phases }));
    expect(check).toMatchObject({ status: "fail", critical: true, score: 0 });
    expect(check.details).toContain("off by ₹5,00,000");
    expect(check.fix).toMatch(/TOTAL_INVESTMENT/);
  });

  it("a per-person figure that is not total over population fails", () => {
    expect(perPersonCost(withFigures({ population: 1800 })).status).toBe("fail");
    expect(perPersonCost(withFigures({ specPerPerson: 9_000 })).status).toBe("fail");
  });

  it("a breakdown that does not add up fails", () => {
    const perPersonBreakdown = realFigures.perPersonBreakdown.map((b, i) =>
      i === 0 ? { ...b, rupees: 2500 } : b,
    );
    const check = perPersonBreakdownSum(withFigures({ perPersonBreakdown }));
    expect(check.status).toBe("fail");
    expect(check.details).toContain("off by ₹5");
  });

  it("a tier whose tax benefit is not 52% fails, naming it", () => {
    const tiers = realFigures.tiers.map((t, i) => (i === 1 ? { ...t, taxBenefit: 25_000 } : t));
    const check = tierTaxBenefit(withFigures({ tiers }));
    expect(check).toMatchObject({ status: "fail", score: 66 });
    expect(check.details).toContain("Not 52%: Family Transformer");
  });

  it("a tier whose reach is out of proportion fails; rounding to a person is fine", () => {
    expect(tierReach().details).toContain("Within rounding of one person");
    const tiers = realFigures.tiers.map((t, i) => (i === 0 ? { ...t, families: 20 } : t));
    const check = tierReach(withFigures({ tiers }));
    expect(check.status).toBe("fail");
    expect(check.details).toContain("Out of proportion: Village Connector");
  });
});
