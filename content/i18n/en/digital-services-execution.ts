/** Messages of the digital-services-execution page. */
export const digitalServicesExecution = {} as const;
