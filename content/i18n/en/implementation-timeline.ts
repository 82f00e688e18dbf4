/** Messages of the implementation-timeline page. */
export const implementationTimeline = {} as const;
