/** Messages of the quality-check page. */
export const qualityCheck = {} as const;
