import type { Messages } from "@/content/i18n/types";
import type { investment as en } from "@/content/i18n/en/investment";

export const investment: Messages<typeof en> = {};
