/** Messages of the timeline page. */
export const timeline = {} as const;
