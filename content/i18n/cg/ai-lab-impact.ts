import type { Messages } from "@/content/i18n/types";
import type { aiLabImpact as en } from "@/content/i18n/en/ai-lab-impact";

export const aiLabImpact: Messages<typeof en> = {};
