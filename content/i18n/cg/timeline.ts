import type { Messages } from "@/content/i18n/types";
import type { timeline as en } from "@/content/i18n/en/timeline";

export const timeline: Messages<typeof en> = {};
