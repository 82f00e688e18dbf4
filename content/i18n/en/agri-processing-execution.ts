/** Messages of the agri-processing-execution page. */
export const agriProcessingExecution = {} as const;
