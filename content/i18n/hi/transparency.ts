import type { Messages } from "@/content/i18n/types";
import type { transparency as en } from "@/content/i18n/en/transparency";

export const transparency: Messages<typeof en> = {};
