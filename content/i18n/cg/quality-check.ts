import type { Messages } from "@/content/i18n/types";
import type { qualityCheck as en } from "@/content/i18n/en/quality-check";

export const qualityCheck: Messages<typeof en> = {};
