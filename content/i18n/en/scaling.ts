/** Messages of the scaling page. */
export const scaling = {} as const;
