import type { Messages } from "@/content/i18n/types";
import type { partnershipEcosystem as en } from "@/content/i18n/en/partnership-ecosystem";

export const partnershipEcosystem: Messages<typeof en> = {};
