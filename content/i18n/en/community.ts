/** Messages of the community page. */
export const community = {} as const;
