/** Messages of the investment page. */
export const investment = {} as const;
