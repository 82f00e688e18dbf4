/** Messages of the expert-advisory page. */
export const expertAdvisory = {} as const;
