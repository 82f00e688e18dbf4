/** Messages of the ai-lab-impact page. */
export const aiLabImpact = {} as const;
