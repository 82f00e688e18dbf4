/** Messages of the engagement page. */
export const engagement = {} as const;
