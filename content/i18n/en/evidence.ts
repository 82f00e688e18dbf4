/** Messages of the evidence page. */
export const evidence = {} as const;
