import type { Messages } from "@/content/i18n/types";
import type { journey as en } from "@/content/i18n/en/journey";

export const journey: Messages<typeof en> = {};
