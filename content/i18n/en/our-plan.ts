/** Messages of the our-plan page. */
export const ourPlan = {} as const;
