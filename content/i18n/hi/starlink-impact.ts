import type { Messages } from "@/content/i18n/types";
import type { starlinkImpact as en } from "@/content/i18n/en/starlink-impact";

export const starlinkImpact: Messages<typeof en> = {};
