/** Messages of the telemedicine-impact page. */
export const telemedicineImpact = {} as const;
