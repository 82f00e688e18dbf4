/** Messages of the partnership-ecosystem page. */
export const partnershipEcosystem = {} as const;
