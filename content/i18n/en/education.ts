/** Messages of the education page. */
export const education = {} as const;
