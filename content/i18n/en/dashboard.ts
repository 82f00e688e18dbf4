/** Messages of the dashboard page. */
export const dashboard = {} as const;
