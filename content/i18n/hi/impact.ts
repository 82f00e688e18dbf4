import type { Messages } from "@/content/i18n/types";
import type { impact as en } from "@/content/i18n/en/impact";

export const impact: Messages<typeof en> = {};
