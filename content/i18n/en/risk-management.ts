/** Messages of the risk-management page. */
export const riskManagement = {} as const;
