/** Messages of the journey page. */
export const journey = {} as const;
