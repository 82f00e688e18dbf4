import type { Messages } from "@/content/i18n/types";
import type { community as en } from "@/content/i18n/en/community";

export const community: Messages<typeof en> = {};
