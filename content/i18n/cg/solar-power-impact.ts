import type { Messages } from "@/content/i18n/types";
import type { solarPowerImpact as en } from "@/content/i18n/en/solar-power-impact";

export const solarPowerImpact: Messages<typeof en> = {};
