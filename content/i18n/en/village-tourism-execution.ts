/** Messages of the village-tourism-execution page. */
export const villageTourismExecution = {} as const;
