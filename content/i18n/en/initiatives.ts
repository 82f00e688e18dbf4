/** Messages of the initiatives page. */
export const initiatives = {} as const;
