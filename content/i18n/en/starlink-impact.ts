/** Messages of the starlink-impact page. */
export const starlinkImpact = {} as const;
