import type { Messages } from "@/content/i18n/types";
import type { dashboard as en } from "@/content/i18n/en/dashboard";

export const dashboard: Messages<typeof en> = {};
