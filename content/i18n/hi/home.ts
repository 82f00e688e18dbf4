import type { Messages } from "@/content/i18n/types";
import type { home as en } from "@/content/i18n/en/home";

export const home: Messages<typeof en> = {};
