/** Messages of the transparency page. */
export const transparency = {} as const;
