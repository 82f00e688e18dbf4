/** Messages of the impact page. */
export const impact = {} as const;
