import type { Messages } from "@/content/i18n/types";
import type { telemedicineImpact as en } from "@/content/i18n/en/telemedicine-impact";

export const telemedicineImpact: Messages<typeof en> = {};
