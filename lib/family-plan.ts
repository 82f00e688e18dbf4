/**
 * The family plan stepper as a pure reducer (spec §4 'Investment journey'), so every
 * transition is unit-tested and the client island only renders what it returns.
 */

export const FAMILY_PLAN_STEPS = [1, 2, 3, 4] as const;
export type FamilyPlanStep = (typeof FAMILY_PLAN_STEPS)[number];

export interface FamilyPlanState {
  step: FamilyPlanStep;
  /** The selected tier's amount in rupees. */
  amount: number;
}

export type FamilyPlanAction =
  /** Step 1: a tier card is chosen (click, touch or arrow keys). */
  | { type: "select"; amount: number }
  /** Continue (1→2), Proceed (2→3) and Review (3→4). */
  | { type: "next" }
  /** Back, on steps 2, 3 and 4. */
  | { type: "back" }
  /** Start again from step 4, keeping the chosen tier. */
  | { type: "restart" };

export function initialFamilyPlan(amount: number): FamilyPlanState {
  return { step: 1, amount };
}

const LAST: FamilyPlanStep = 4;

export function familyPlanReducer(
  state: FamilyPlanState,
  action: FamilyPlanAction,
): FamilyPlanState {
  switch (action.type) {
    case "select":
      // Only step 1 shows the tier cards; a stray selection elsewhere changes nothing.
      return state.step === 1 && action.amount !== state.amount
        ? { ...state, amount: action.amount }
        : state;
    case "next":
      return state.step < LAST ? { ...state, step: (state.step + 1) as FamilyPlanStep } : state;
    case "back":
      return state.step > 1 ? { ...state, step: (state.step - 1) as FamilyPlanStep } : state;
    case "restart":
      return state.step === 1 ? state : { ...state, step: 1 };
  }
}

/** A step shows as completed once the visitor has moved past it. */
export function isStepCompleted(state: FamilyPlanState, step: FamilyPlanStep): boolean {
  return state.step > step;
}

/** The tier matching the selected amount; steps 2 to 4 render only when there is one. */
export function matchingTier<T extends { amount: number }>(
  tiers: readonly T[],
  amount: number,
): T | undefined {
  return tiers.find((tier) => tier.amount === amount);
}

/**
 * A contribution split across the budget phases in proportion to their budgets, in whole rupees.
 * The last phase takes the rounding remainder so the parts add up to the amount exactly.
 */
export function splitByPhase(amount: number, budgets: readonly number[]): number[] {
  const total = budgets.reduce((sum, b) => sum + b, 0);
  if (total <= 0) return budgets.map(() => 0);
  const parts = budgets.map((b) => Math.round((amount * b) / total));
  const drift = amount - parts.reduce((sum, p) => sum + p, 0);
  parts[parts.length - 1]! += drift;
  return parts;
}
