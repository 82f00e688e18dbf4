import type { Messages } from "@/content/i18n/types";
import type { initiatives as en } from "@/content/i18n/en/initiatives";

export const initiatives: Messages<typeof en> = {};
