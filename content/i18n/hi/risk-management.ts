import type { Messages } from "@/content/i18n/types";
import type { riskManagement as en } from "@/content/i18n/en/risk-management";

export const riskManagement: Messages<typeof en> = {};
