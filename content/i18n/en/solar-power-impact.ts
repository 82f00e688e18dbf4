/** Messages of the solar-power-impact page. */
export const solarPowerImpact = {} as const;
