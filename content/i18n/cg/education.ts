import type { Messages } from "@/content/i18n/types";
import type { education as en } from "@/content/i18n/en/education";

export const education: Messages<typeof en> = {};
