import type { Messages } from "@/content/i18n/types";
import type { evidence as en } from "@/content/i18n/en/evidence";

export const evidence: Messages<typeof en> = {};
