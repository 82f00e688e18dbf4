import type { Messages } from "@/content/i18n/types";
import type { ourPlan as en } from "@/content/i18n/en/our-plan";

export const ourPlan: Messages<typeof en> = {};
