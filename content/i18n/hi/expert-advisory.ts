import type { Messages } from "@/content/i18n/types";
import type { expertAdvisory as en } from "@/content/i18n/en/expert-advisory";

export const expertAdvisory: Messages<typeof en> = {};
