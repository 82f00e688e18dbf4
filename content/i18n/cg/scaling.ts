import type { Messages } from "@/content/i18n/types";
import type { scaling as en } from "@/content/i18n/en/scaling";

export const scaling: Messages<typeof en> = {};
