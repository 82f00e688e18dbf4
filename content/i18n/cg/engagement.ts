import type { Messages } from "@/content/i18n/types";
import type { engagement as en } from "@/content/i18n/en/engagement";

export const engagement: Messages<typeof en> = {};
