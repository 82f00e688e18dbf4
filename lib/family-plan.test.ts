import {
  initialFamilyPlan,
  isStepCompleted,
  familyPlanReducer,
  matchingTier,
  type FamilyPlanAction,
  type FamilyPlanState,
} from "@/lib/family-plan";

const run = (actions: FamilyPlanAction[], from: FamilyPlanState = initialFamilyPlan(50_000)) =>
  actions.reduce(familyPlanReducer, from);

describe("family plan reducer", () => {
  it("starts at step 1 with the given amount selected", () => {
    expect(initialFamilyPlan(50_000)).toEqual({ step: 1, amount: 50_000 });
  });

  it("goes 1→2 on Continue, 2→1 on Back and 2→3 on Proceed", () => {
    expect(run([{ type: "next" }]).step).toBe(2);
    expect(run([{ type: "next" }, { type: "back" }]).step).toBe(1);
    expect(run([{ type: "next" }, { type: "next" }]).step).toBe(3);
  });

  it("goes 3→4 and back again from 4 and 3", () => {
    const atFour = run([{ type: "next" }, { type: "next" }, { type: "next" }]);
    expect(atFour.step).toBe(4);
    expect(familyPlanReducer(atFour, { type: "back" }).step).toBe(3);
    expect(run([{ type: "back" }, { type: "back" }], atFour).step).toBe(2);
  });

  it("stops at both ends", () => {
    expect(run([{ type: "back" }]).step).toBe(1);
    expect(run(Array.from({ length: 6 }, () => ({ type: "next" }) as const)).step).toBe(4);
  });

  it("changes the selection on step 1 only, and keeps it across steps", () => {
    const chosen = run([{ type: "select", amount: 25_000 }]);
    expect(chosen).toEqual({ step: 1, amount: 25_000 });
    const later = run([{ type: "next" }, { type: "select", amount: 1_00_000 }], chosen);
    expect(later).toEqual({ step: 2, amount: 25_000 });
  });

  it("returns the same state object when nothing changes", () => {
    const start = initialFamilyPlan(50_000);
    expect(familyPlanReducer(start, { type: "select", amount: 50_000 })).toBe(start);
    expect(familyPlanReducer(start, { type: "restart" })).toBe(start);
  });

  it("restarts at step 1 with the tier kept", () => {
    const atFour = run([{ type: "select", amount: 25_000 }, ...Array(3).fill({ type: "next" })]);
    expect(familyPlanReducer(atFour, { type: "restart" })).toEqual({ step: 1, amount: 25_000 });
  });

  it("marks a step completed only when the current step is past it", () => {
    const atThree = run([{ type: "next" }, { type: "next" }]);
    expect([1, 2, 3, 4].map((s) => isStepCompleted(atThree, s as 1 | 2 | 3 | 4))).toEqual([
      true,
      true,
      false,
      false,
    ]);
    expect(isStepCompleted(initialFamilyPlan(50_000), 1)).toBe(false);
  });
});

describe("matchingTier", () => {
  const tiers = [{ amount: 25_000 }, { amount: 50_000 }, { amount: 1_00_000 }];
  it("finds the tier for the selected amount", () => {
    expect(matchingTier(tiers, 50_000)).toBe(tiers[1]);
  });
  it("finds none for an amount no tier has, so step 2 does not render", () => {
    expect(matchingTier(tiers, 40_000)).toBeUndefined();
  });
});
